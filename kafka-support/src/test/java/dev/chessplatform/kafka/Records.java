package dev.chessplatform.kafka;

import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerRecord;

/** Writes test records with the module's own durable producer, each awaited. */
final class Records {

  private Records() {}

  static void send(String topic, String... values) throws Exception {
    try (KafkaProducer<String, String> producer =
        TestBroker.clients().durableProducer().strings()) {
      for (String value : values) {
        producer.send(new ProducerRecord<>(topic, value, value)).get();
      }
    }
  }
}
