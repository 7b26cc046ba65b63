package dev.chessplatform.testsupport;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import java.util.UUID;
import java.util.concurrent.ExecutionException;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.serialization.StringDeserializer;
import org.apache.kafka.common.serialization.StringSerializer;

/** Writes and reads raw records on the test broker, as an outside client would. */
public final class KafkaProbe {

  private KafkaProbe() {}

  /** Sends one record with {@code acks=all} and waits until the broker has it. */
  public static void send(String topic, String key, String value) {
    Properties p = new Properties();
    p.put("bootstrap.servers", RunningInfrastructure.get().kafkaBootstrapServers());
    p.put("acks", "all");
    p.put("enable.idempotence", "true");
    try (var producer = new KafkaProducer<>(p, new StringSerializer(), new StringSerializer())) {
      producer.send(new ProducerRecord<>(topic, key, value)).get();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException(e);
    } catch (ExecutionException e) {
      throw new IllegalStateException("could not send to " + topic, e.getCause());
    }
  }

  /** Reads {@code topic} from the beginning until {@code count} records came or the time is up. */
  public static List<ConsumerRecord<String, String>> read(
      String topic, int count, Duration within) {
    Properties p = new Properties();
    p.put("bootstrap.servers", RunningInfrastructure.get().kafkaBootstrapServers());
    p.put("group.id", "probe-" + UUID.randomUUID());
    p.put("auto.offset.reset", "earliest");
    p.put("isolation.level", "read_committed");
    List<ConsumerRecord<String, String>> records = new ArrayList<>();
    try (var consumer =
        new KafkaConsumer<>(p, new StringDeserializer(), new StringDeserializer())) {
      consumer.subscribe(List.of(topic));
      long deadline = System.nanoTime() + within.toNanos();
      while (records.size() < count && System.nanoTime() < deadline) {
        consumer.poll(Duration.ofMillis(200)).forEach(records::add);
      }
    }
    return records;
  }
}
