package dev.chessplatform.kafka;

import java.util.concurrent.ExecutionException;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerRecord;

/** Writes test records with the module's own durable producer. */
final class Records {

  private Records() {}

  static void send(String topic, String... values) {
    try (KafkaProducer<String, String> producer =
        TestBroker.clients().durableProducer().strings()) {
      for (String value : values) {
        producer.send(new ProducerRecord<>(topic, value, value)).get();
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException(e);
    } catch (ExecutionException e) {
      throw new IllegalStateException("could not send to " + topic, e.getCause());
    }
  }
}
