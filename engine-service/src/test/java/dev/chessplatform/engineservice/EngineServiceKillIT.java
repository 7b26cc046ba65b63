package dev.chessplatform.engineservice;

import static org.awaitility.Awaitility.await;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.chessplatform.events.Topics;
import dev.chessplatform.events.engine.EngineLimits;
import dev.chessplatform.events.engine.EngineMessages;
import dev.chessplatform.events.engine.EngineRequest;
import dev.chessplatform.events.engine.EngineResult;
import dev.chessplatform.kafka.KafkaClients;
import dev.chessplatform.testsupport.KafkaProbe;
import dev.chessplatform.testsupport.RunningInfrastructure;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.TimeUnit;
import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.OffsetAndMetadata;
import org.apache.kafka.common.TopicPartition;
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

  /** Every answer to {@code requestId} committed when called: the topic read to its end. */
  private static List<EngineResult> committedResults(String requestId) {
    return KafkaProbe.committed(Topics.ENGINE_RESULTS).stream()
        .map(r -> EngineMessages.decodeResult(r.value()))
        .filter(result -> result.requestId().equals(requestId))
        .toList();
  }

  /** Where the request lies in {@code chess.engine-requests}. */
  private static ConsumerRecord<String, String> placeOf(EngineRequest request) {
    return KafkaProbe.committed(Topics.ENGINE_REQUESTS).stream()
        .filter(
            r -> EngineMessages.decodeRequest(r.value()).requestId().equals(request.requestId()))
        .findFirst()
        .orElseThrow();
  }

  /**
   * True once the service's group has committed its offset past {@code place}: the service commits
   * the offsets in the transaction of the results, so the request is answered for good and the
   * group never reads it again.
   */
  private boolean consumedPast(ConsumerRecord<String, String> place) throws Exception {
    try (Admin admin =
        KafkaClients.at(RunningInfrastructure.get().kafkaBootstrapServers()).admin()) {
      OffsetAndMetadata committed =
          admin
              .listConsumerGroupOffsets(group)
              .partitionsToOffsetAndMetadata()
              .get(10, TimeUnit.SECONDS)
              .get(new TopicPartition(place.topic(), place.partition()));
      return committed != null && committed.offset() > place.offset();
    }
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
    ConsumerRecord<String, String> place = placeOf(request);
    assertEquals(List.of(), committedResults(request.requestId()), "killed before answering");
    assertFalse(consumedPast(place), "the killed service committed no offset");

    start("kill-it-second.log");
    // Answered when the group's offset is past the request and the answer can be read; from then
    // on the group never searches it again, so the topic read to its end holds every answer.
    await()
        .atMost(Duration.ofSeconds(25))
        .pollInterval(Duration.ofMillis(200))
        .until(() -> consumedPast(place) && !committedResults(request.requestId()).isEmpty());
    List<EngineResult> answers = committedResults(request.requestId());
    assertEquals(1, answers.size(), "answered exactly once after the restart");
    assertEquals(EngineResult.Status.MOVE, answers.get(0).status());
    assertEquals(9, answers.get(0).forSeq());
  }
}
