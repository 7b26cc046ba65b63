package dev.chessplatform.game.api;

import static dev.chessplatform.game.api.Players.get;
import static dev.chessplatform.game.api.Players.move;
import static dev.chessplatform.game.api.Players.unique;
import static org.awaitility.Awaitility.await;
import static org.hamcrest.Matchers.equalTo;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.chessplatform.game.messaging.GameOwnership;
import dev.chessplatform.kafka.KafkaClients;
import dev.chessplatform.testsupport.PlatformInfrastructure;
import dev.chessplatform.testsupport.RunningInfrastructure;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.response.Response;
import jakarta.inject.Inject;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.common.quota.ClientQuotaAlteration;
import org.apache.kafka.common.quota.ClientQuotaEntity;
import org.apache.kafka.common.quota.ClientQuotaFilter;
import org.apache.kafka.common.quota.ClientQuotaFilterComponent;
import org.junit.jupiter.api.Test;

/**
 * What a client hears while the owner recovers: a game that exists is never "not found" because its
 * partition is not loaded or has no owner, and a command whose Kafka append cannot complete is
 * answered 503 with Retry-After within the bound instead of being held.
 */
@QuarkusTest
@QuarkusTestResource(PlatformInfrastructure.class)
class RecoveryAnswersTest {

  @Inject GameOwnership ownership;

  @org.junit.jupiter.api.AfterEach
  void everyPartitionOwnedAgain() {
    dev.chessplatform.game.OwnerAtRest.await(ownership);
  }

  @Test
  void whileNoPartitionIsOwnedEveryReadAndCommandOfAGameIs503WithRetryAfterNever404() {
    String alice = unique("alice");
    String bob = unique("bob");
    String id = Players.started(alice, bob);
    ownership.stop();
    try {
      for (String path :
          List.of("", "/legal-moves", "/pgn", "/hints", "/events", "/updates?afterSeq=0")) {
        unavailable(get(bob, "/api/games/" + id + path), path);
      }
      unavailable(move(alice, id, "e4"), "/moves");
      unavailable(get(bob, "/api/games/" + UUID.randomUUID()), "an unknown id");
    } finally {
      ownership.start();
    }
    await()
        .atMost(Duration.ofSeconds(60))
        .untilAsserted(() -> get(bob, "/api/games/" + id).then().statusCode(200));
    get(bob, "/api/games/" + id + "/legal-moves").then().statusCode(200);
    await() // once every partition is loaded, an id that names no game is not found
        .atMost(Duration.ofSeconds(60))
        .untilAsserted(
            () ->
                get(bob, "/api/games/" + UUID.randomUUID())
                    .then()
                    .statusCode(404)
                    .body("type", equalTo("https://chess-platform.dev/problems/not-found")));
    move(alice, id, "e4").then().statusCode(200);
  }

  @Test
  void aMoveWhoseAppendCannotCompleteIsAnswered503WithinTheBoundAndWrittenOnlyOnRetry()
      throws Exception {
    String alice = unique("alice");
    String bob = unique("bob");
    String id = Players.started(alice, bob);
    // A broker that stops answering the game's writer: its transactional producer (client id
    // "producer-<transactional.id>", Kafka's default) is throttled to one byte a second, so the
    // broker mutes its connection for minutes after the move's records, before the commit.
    String writer = "producer-game-service-events-" + ownership.partitionOf(id);
    Response answer;
    long tookMs;
    try (Admin admin =
        KafkaClients.at(RunningInfrastructure.get().kafkaBootstrapServers()).admin()) {
      produceQuota(admin, writer, 1.0);
      try {
        long started = System.nanoTime();
        answer = keyedE4(alice, id);
        tookMs = (System.nanoTime() - started) / 1_000_000;
      } finally {
        produceQuota(admin, writer, null);
      }
    }
    unavailable(answer, "/moves");
    assertTrue(tookMs < 8_000, "answered after " + tookMs + " ms");
    await()
        .atMost(Duration.ofSeconds(60))
        .untilAsserted(
            () -> keyedE4(alice, id).then().statusCode(200).body("moves", equalTo(List.of("e4"))));
    assertEquals(
        1,
        Players.events(id).stream().filter(e -> e.contains("\"MovePlayed\"")).count(),
        "the refused append wrote nothing; the retry wrote the move once");
  }

  /** White's e4 under the same Idempotency-Key every time: a retry of one command. */
  private static Response keyedE4(String white, String gameId) {
    String uri = "/api/games/" + gameId + "/moves";
    return Players.as(white, "POST", uri)
        .header("Idempotency-Key", "m1")
        .body(Map.of("move", "e4"))
        .post(uri);
  }

  private static void unavailable(Response r, String what) {
    r.then()
        .statusCode(503)
        .header("Retry-After", "1")
        .body("type", equalTo("https://chess-platform.dev/problems/game-owner-unavailable"));
    assertTrue(r.contentType().startsWith("application/problem+json"), what + ": " + r.asString());
  }

  private static void produceQuota(Admin admin, String clientId, Double bytesPerSecond)
      throws Exception {
    ClientQuotaEntity entity = new ClientQuotaEntity(Map.of(ClientQuotaEntity.CLIENT_ID, clientId));
    admin
        .alterClientQuotas(
            List.of(
                new ClientQuotaAlteration(
                    entity,
                    List.of(new ClientQuotaAlteration.Op("producer_byte_rate", bytesPerSecond)))))
        .all()
        .get();
    ClientQuotaFilter filter =
        ClientQuotaFilter.containsOnly(
            List.of(ClientQuotaFilterComponent.ofEntity(ClientQuotaEntity.CLIENT_ID, clientId)));
    await() // the broker applies a change from its metadata log a moment later
        .atMost(Duration.ofSeconds(10))
        .until(
            () ->
                (bytesPerSecond != null)
                    == admin.describeClientQuotas(filter).entities().get().containsKey(entity));
  }
}
