package dev.chessplatform.engineservice.messaging;

import dev.chessplatform.events.engine.EngineMessages;
import dev.chessplatform.events.engine.EngineResult;
import dev.chessplatform.kafka.KafkaClients;
import dev.chessplatform.testsupport.KafkaProbe;
import dev.chessplatform.testsupport.RunningInfrastructure;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.UUID;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Predicate;
import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.clients.admin.ListOffsetsOptions;
import org.apache.kafka.clients.admin.ListOffsetsResult;
import org.apache.kafka.clients.admin.OffsetSpec;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.clients.consumer.OffsetAndMetadata;
import org.apache.kafka.common.IsolationLevel;
import org.apache.kafka.common.TopicPartition;
import org.apache.kafka.common.serialization.StringDeserializer;

/** Reads committed engine results from the start of a topic, as game-service would. */
final class ResultsReader {

  private ResultsReader() {}

  /**
   * Every committed result matching {@code which}, reading until {@code quiet} passes after the
   * first. (EngineRequestsConsumerTest: its quiet time is 0.5 s, less than what reading the offsets
   * and the topic to their ends costs on a loaded machine; the other classes use the method below.)
   */
  static List<EngineResult> read(
      String topic, Predicate<EngineResult> which, Duration within, Duration quiet) {
    Properties p = new Properties();
    p.put("bootstrap.servers", RunningInfrastructure.get().kafkaBootstrapServers());
    p.put("group.id", "results-reader-" + UUID.randomUUID());
    p.put("auto.offset.reset", "earliest");
    p.put("isolation.level", "read_committed");
    List<EngineResult> found = new ArrayList<>();
    try (var consumer =
        new KafkaConsumer<>(p, new StringDeserializer(), new StringDeserializer())) {
      consumer.subscribe(List.of(topic));
      long end = System.nanoTime() + within.toNanos();
      long quietEnd = Long.MAX_VALUE;
      while (System.nanoTime() < Math.min(end, quietEnd)) {
        for (var record : consumer.poll(Duration.ofMillis(100))) {
          EngineResult r = EngineMessages.decodeResult(record.value());
          if (which.test(r)) {
            found.add(r);
            quietEnd = System.nanoTime() + quiet.toNanos();
          }
        }
      }
    }
    return found;
  }

  /**
   * Every committed result matching {@code which}, read once {@code group} has committed its
   * offsets past every request of {@code requests} (per partition, the offset of its last request)
   * and at least {@code expected} results match; what matches when {@code within} is up otherwise.
   *
   * <p>The loop commits the offsets in the transaction of its results, so a request its group has
   * passed is never searched again: the topic read to its end (read_committed) then holds every
   * result there will be for it, and a second answer would be there too. No transaction may be open
   * on {@code topic} either (its last stable offset is its end): a late answer whose commit was
   * under way is then read too. It ends on these conditions, not after a quiet time.
   */
  static List<EngineResult> read(
      String topic,
      Predicate<EngineResult> which,
      int expected,
      String group,
      Map<TopicPartition, Long> requests,
      Duration within)
      throws Exception {
    long deadline = System.nanoTime() + within.toNanos();
    try (Admin admin = admin()) {
      while (true) {
        // the offsets first (cheap); the topic is read only once they say it is worth it
        if (passed(admin, group, requests) && settled(admin, topic)) {
          List<EngineResult> found = committed(topic, which);
          if (found.size() >= expected) {
            return found;
          }
        }
        if (System.nanoTime() > deadline) {
          return committed(topic, which);
        }
        TimeUnit.MILLISECONDS.sleep(50);
      }
    }
  }

  /** Per partition of {@code topic} that holds records, the offset of its last one. */
  static Map<TopicPartition, Long> lastOffsets(String topic) throws Exception {
    try (Admin admin = admin()) {
      Map<TopicPartition, OffsetSpec> latest = latest(admin, topic);
      Map<TopicPartition, ListOffsetsResult.ListOffsetsResultInfo> ends =
          admin.listOffsets(latest).all().get(10, TimeUnit.SECONDS);
      Map<TopicPartition, Long> last = new HashMap<>();
      ends.forEach(
          (tp, end) -> {
            if (end.offset() > 0) {
              last.put(tp, end.offset() - 1);
            }
          });
      return last;
    }
  }

  private static boolean passed(Admin admin, String group, Map<TopicPartition, Long> requests)
      throws InterruptedException, ExecutionException, TimeoutException {
    Map<TopicPartition, OffsetAndMetadata> offsets =
        admin
            .listConsumerGroupOffsets(group)
            .partitionsToOffsetAndMetadata()
            .get(10, TimeUnit.SECONDS);
    return requests.entrySet().stream()
        .allMatch(
            e -> {
              OffsetAndMetadata committed = offsets.get(e.getKey());
              return committed != null && committed.offset() > e.getValue();
            });
  }

  /** True when no transaction is open on {@code topic}: read_committed reaches its very end. */
  private static boolean settled(Admin admin, String topic)
      throws InterruptedException, ExecutionException, TimeoutException {
    Map<TopicPartition, OffsetSpec> latest = latest(admin, topic);
    Map<TopicPartition, ListOffsetsResult.ListOffsetsResultInfo> all =
        admin.listOffsets(latest).all().get(10, TimeUnit.SECONDS);
    Map<TopicPartition, ListOffsetsResult.ListOffsetsResultInfo> stable =
        admin
            .listOffsets(latest, new ListOffsetsOptions(IsolationLevel.READ_COMMITTED))
            .all()
            .get(10, TimeUnit.SECONDS);
    return all.entrySet().stream()
        .allMatch(e -> stable.get(e.getKey()).offset() == e.getValue().offset());
  }

  private static List<EngineResult> committed(String topic, Predicate<EngineResult> which) {
    return KafkaProbe.committed(topic).stream()
        .map(r -> EngineMessages.decodeResult(r.value()))
        .filter(which)
        .toList();
  }

  private static Admin admin() {
    return KafkaClients.at(RunningInfrastructure.get().kafkaBootstrapServers()).admin();
  }

  /** Every partition of {@code topic}, each asked for its latest offset. */
  private static Map<TopicPartition, OffsetSpec> latest(Admin admin, String topic)
      throws InterruptedException, ExecutionException, TimeoutException {
    Map<TopicPartition, OffsetSpec> latest = new HashMap<>();
    admin
        .describeTopics(List.of(topic))
        .allTopicNames()
        .get(10, TimeUnit.SECONDS)
        .get(topic)
        .partitions()
        .forEach(p -> latest.put(new TopicPartition(topic, p.partition()), OffsetSpec.latest()));
    return latest;
  }
}
