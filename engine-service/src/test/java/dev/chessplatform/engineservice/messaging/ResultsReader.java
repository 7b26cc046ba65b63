package dev.chessplatform.engineservice.messaging;

import dev.chessplatform.events.engine.EngineMessages;
import dev.chessplatform.events.engine.EngineResult;
import dev.chessplatform.testsupport.RunningInfrastructure;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import java.util.UUID;
import java.util.function.Predicate;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.common.serialization.StringDeserializer;

/** Reads committed engine results from the start of a topic, as game-service would. */
final class ResultsReader {

  private ResultsReader() {}

  /**
   * Every committed result matching {@code which}, reading until {@code quiet} passes after the
   * first.
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
}
