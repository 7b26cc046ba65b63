package dev.chessplatform.testsupport;

import dev.chessplatform.kafka.KafkaClients;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.ExecutionException;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.producer.ProducerRecord;

/** Writes and reads raw records on the test broker, as an outside client would. */
public final class KafkaProbe {

  private KafkaProbe() {}

  /** Sends one record with {@code acks=all} and waits until the broker has it. */
  public static void send(String topic, String key, String value) {
    try (var producer = kafka().durableProducer().strings()) {
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
    List<ConsumerRecord<String, String>> records = new ArrayList<>();
    // A group of its own, read once: nothing resumes from its offsets, so none are committed.
    try (var consumer =
        kafka()
            .groupConsumer("probe-" + UUID.randomUUID())
            .fromEarliest()
            .readCommitted()
            .strings()) {
      consumer.subscribe(List.of(topic));
      long deadline = System.nanoTime() + within.toNanos();
      while (records.size() < count && System.nanoTime() < deadline) {
        consumer.poll(Duration.ofMillis(200)).forEach(records::add);
      }
    }
    return records;
  }

  private static KafkaClients kafka() {
    return KafkaClients.at(RunningInfrastructure.get().kafkaBootstrapServers());
  }
}
