package dev.chessplatform.engineservice;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.chessplatform.events.Topics;
import dev.chessplatform.events.engine.EngineLimits;
import dev.chessplatform.events.engine.EngineMessages;
import dev.chessplatform.events.engine.EngineRequest;
import dev.chessplatform.events.engine.EngineResult;
import dev.chessplatform.testsupport.KafkaProbe;
import dev.chessplatform.testsupport.RunningInfrastructure;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.UUID;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.common.serialization.StringDeserializer;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * The packaged service in its own JVM, killed with SIGKILL while it searches a computer move and
 * started again with the same instance id: the request is answered, exactly once, by the restarted
 * service (nothing was written or committed by the killed one).
 */
class EngineServiceKillIT {

  private final String group = "engine-kill-it-" + UUID.randomUUID().toString().substring(0, 8);
  private final PackagedService service = new PackagedService();

  @AfterEach
  void stop() {
    service.close();
  }

  private void start(String log) throws Exception {
    service.start(
        Map.of(
            "ENGINE_WORKERS",
            "1",
            "ENGINE_HASH_MB",
            "8",
            "ENGINE_GROUP_ID",
            group,
            "ENGINE_INSTANCE_ID",
            group + "-0"),
        log);
  }

  private static List<EngineResult> committedResults(String requestId, Duration within) {
    Properties p = new Properties();
    p.put("bootstrap.servers", RunningInfrastructure.get().kafkaBootstrapServers());
    p.put("group.id", "kill-it-reader-" + UUID.randomUUID());
    p.put("auto.offset.reset", "earliest");
    p.put("isolation.level", "read_committed");
    List<EngineResult> found = new ArrayList<>();
    try (var consumer =
        new KafkaConsumer<>(p, new StringDeserializer(), new StringDeserializer())) {
      consumer.subscribe(List.of(Topics.ENGINE_RESULTS));
      long end = System.nanoTime() + within.toNanos();
      while (System.nanoTime() < end) {
        for (var r : consumer.poll(Duration.ofMillis(200))) {
          EngineResult result = EngineMessages.decodeResult(r.value());
          if (result.requestId().equals(requestId)) {
            found.add(result);
          }
        }
      }
    }
    return found;
  }

  @Test
  void killed_mid_search_and_restarted_the_service_answers_the_request_exactly_once()
      throws Exception {
    start("kill-it-first.log");
    EngineRequest request =
        new EngineRequest(
            UUID.randomUUID().toString(),
            EngineRequest.SCHEMA_VERSION,
            "g-kill-it",
            9,
            EngineRequest.START_FEN,
            List.of("d2d4", "g8f6"),
            null,
            EngineLimits.movetime(6_000),
            1,
            Instant.now(),
            Instant.now().plusSeconds(180));
    KafkaProbe.send(Topics.ENGINE_REQUESTS, request.key(), EngineMessages.encode(request));
    long until = System.nanoTime() + Duration.ofSeconds(30).toNanos();
    while (service.metric("engine_workers_busy") < 1) {
      assertTrue(System.nanoTime() < until, "the service never started the search");
      Thread.sleep(100);
    }
    service.kill();
    assertEquals(
        List.of(),
        committedResults(request.requestId(), Duration.ofSeconds(1)),
        "killed before answering");

    start("kill-it-second.log");
    List<EngineResult> answers = committedResults(request.requestId(), Duration.ofSeconds(25));
    assertEquals(1, answers.size(), "answered exactly once after the restart");
    assertEquals(EngineResult.Status.MOVE, answers.get(0).status());
    assertEquals(9, answers.get(0).forSeq());
  }
}
