package dev.chessplatform.game.messaging;

import static io.restassured.RestAssured.given;
import static org.awaitility.Awaitility.await;
import static org.hamcrest.Matchers.equalTo;

import dev.chessplatform.events.Topics;
import dev.chessplatform.testsupport.KafkaProbe;
import dev.chessplatform.testsupport.PlatformInfrastructure;
import dev.chessplatform.testsupport.SignedIdentity;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import java.time.Duration;
import java.util.UUID;
import org.junit.jupiter.api.Test;

@QuarkusTest
@QuarkusTestResource(PlatformInfrastructure.class)
class GameEventsSummaryProjectionTest {

  private static String envelope(String gameId, long seq, String type) {
    return """
        {"eventId":"%s","gameId":"%s","seq":%d,"type":"%s","schemaVersion":1,
         "occurredAt":"2026-11-29T12:00:0%dZ","payload":{},"someFutureField":true}"""
        .formatted(UUID.randomUUID(), gameId, seq, type, seq);
  }

  private static io.restassured.specification.RequestSpecification summaryRequest(String gameId) {
    return given().headers(SignedIdentity.anonymous("GET", "/api/games/" + gameId + "/summary"));
  }

  private static void awaitSummary(String gameId, long version, long events) {
    await()
        .atMost(Duration.ofSeconds(30))
        .untilAsserted(
            () ->
                summaryRequest(gameId)
                    .get("/api/games/{id}/summary", gameId)
                    .then()
                    .statusCode(200)
                    .body("version", equalTo((int) version))
                    .body("events", equalTo((int) events)));
  }

  @Test
  void anEventWrittenToKafkaIsReadBackThroughTheMongoProjection() {
    String gameId = UUID.randomUUID().toString();
    KafkaProbe.send(Topics.GAME_EVENTS, gameId, envelope(gameId, 1, "GameCreated"));
    KafkaProbe.send(Topics.GAME_EVENTS, gameId, envelope(gameId, 2, "PlayerSeated"));

    awaitSummary(gameId, 2, 2);
    summaryRequest(gameId)
        .get("/api/games/{id}/summary", gameId)
        .then()
        .body("lastEventType", equalTo("PlayerSeated"))
        .body("lastEventAt", equalTo("2026-11-29T12:00:02Z"));
  }

  @Test
  void aRedeliveredEventChangesNothingAndABrokenRecordDoesNotBlockTheStream() {
    String gameId = UUID.randomUUID().toString();
    KafkaProbe.send(Topics.GAME_EVENTS, gameId, envelope(gameId, 1, "GameCreated"));
    KafkaProbe.send(Topics.GAME_EVENTS, gameId, envelope(gameId, 1, "GameCreated"));
    KafkaProbe.send(Topics.GAME_EVENTS, gameId, "{not json");
    KafkaProbe.send(Topics.GAME_EVENTS, gameId, "{\"hello\":1}");
    KafkaProbe.send(Topics.GAME_EVENTS, gameId, envelope(gameId, 2, "GameStarted"));

    awaitSummary(gameId, 2, 2);
  }

  @Test
  void anUnknownGameIsAProblemJson404() {
    summaryRequest("nope")
        .get("/api/games/{id}/summary", "nope")
        .then()
        .statusCode(404)
        .contentType("application/problem+json")
        .body("type", equalTo("https://chess-platform.dev/problems/not-found"))
        .body("status", equalTo(404))
        .body("gameId", equalTo("nope"))
        .body("instance", equalTo("/api/games/nope/summary"));
  }
}
