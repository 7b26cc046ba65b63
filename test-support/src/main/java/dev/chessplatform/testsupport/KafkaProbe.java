package dev.chessplatform.testsupport;

import dev.chessplatform.kafka.KafkaClients;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.ExecutionException;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.TopicPartition;

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

  /**
   * Every record committed to {@code topic} when called: each partition read from its start to its
   * last stable offset (read_committed), outside any group. It ends when the end is reached, not
   * after a time; a record a test expects later is awaited by the test, not by this read.
   */
  public static List<ConsumerRecord<String, String>> committed(String topic) {
    List<ConsumerRecord<String, String>> records = new ArrayList<>();
    try (var consumer = kafka().consumer().readCommitted().strings()) {
      List<TopicPartition> partitions =
          consumer.partitionsFor(topic, Duration.ofSeconds(30)).stream()
              .map(p -> new TopicPartition(topic, p.partition()))
              .toList();
      consumer.assign(partitions);
      consumer.seekToBeginning(partitions);
      Map<TopicPartition, Long> ends = consumer.endOffsets(partitions, Duration.ofSeconds(30));
      long deadline = System.nanoTime() + Duration.ofSeconds(60).toNanos();
      while (partitions.stream().anyMatch(p -> consumer.position(p) < ends.get(p))) {
        if (System.nanoTime() > deadline) {
          throw new IllegalStateException("could not read " + topic + " to " + ends);
        }
        consumer.poll(Duration.ofMillis(100)).forEach(records::add);
      }
    }
    return records;
  }

  private static KafkaClients kafka() {
    return KafkaClients.at(RunningInfrastructure.get().kafkaBootstrapServers());
  }
}
