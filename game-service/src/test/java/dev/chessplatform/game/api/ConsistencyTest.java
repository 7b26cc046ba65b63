package dev.chessplatform.game.api;

import static dev.chessplatform.game.api.Players.get;
import static dev.chessplatform.game.api.Players.move;
import static dev.chessplatform.game.api.Players.unique;
import static org.awaitility.Awaitility.await;
import static org.hamcrest.Matchers.equalTo;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.chessplatform.testsupport.PlatformInfrastructure;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.response.Response;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;

/** architecture.md, "Consistency of a game (must)", shown against the real broker. */
@QuarkusTest
@QuarkusTestResource(PlatformInfrastructure.class)
class ConsistencyTest {

  @Test
  void ofTwoRacingMovesOnOneGameExactlyOneWinsAndTheOtherGets409WithTheCurrentState()
      throws Exception {
    String alice = unique("alice");
    String id = Players.started(alice, unique("bob"));
    var pool = Executors.newFixedThreadPool(2);
    try {
      List<Callable<Response>> racers =
          List.of(() -> move(alice, id, "e2e4"), () -> move(alice, id, "d2d4"));
      List<Integer> statuses = new ArrayList<>();
      Response loser = null;
      for (Future<Response> f : pool.invokeAll(racers)) {
        statuses.add(f.get().statusCode());
        if (f.get().statusCode() == 409) {
          loser = f.get();
        }
      }
      assertEquals(List.of(200, 409), statuses.stream().sorted().toList());
      loser.then().body("state.version", equalTo(5)).body("state.turn", equalTo("BLACK"));
    } finally {
      pool.shutdown();
    }
    assertEquals(5, Players.events(id).size());
  }

  @Test
  void aStaleIfMatchIs412WithTheCurrentVersionAndWritesNothing() {
    String alice = unique("alice");
    String bob = unique("bob");
    String id = Players.started(alice, bob);
    String uri = "/api/games/" + id + "/moves";
    Players.as(alice, "POST", uri)
        .header("If-Match", "\"4\"")
        .body(Map.of("move", "e4"))
        .post(uri)
        .then()
        .statusCode(200)
        .header("ETag", "\"5\"");
    Players.as(bob, "POST", uri)
        .header("If-Match", "\"4\"")
        .body(Map.of("move", "e5"))
        .post(uri)
        .then()
        .statusCode(412)
        .contentType("application/problem+json")
        .body("type", equalTo("https://chess-platform.dev/problems/version-conflict"))
        .body("currentVersion", equalTo(5))
        .body("state.moves", equalTo(List.of("e4")));
    assertEquals(5, Players.events(id).size());
  }

  @Test
  void aRetriedCommandWithTheSameIdempotencyKeyGetsTheFirstAnswerAndWritesNothing() {
    String alice = unique("alice");
    String id = Players.started(alice, unique("bob"));
    String uri = "/api/games/" + id + "/moves";
    for (int i = 0; i < 3; i++) {
      Players.as(alice, "POST", uri)
          .header("Idempotency-Key", "move-1")
          .body(Map.of("move", "e4"))
          .post(uri)
          .then()
          .statusCode(200)
          .header("ETag", "\"5\"")
          .body("moves", equalTo(List.of("e4")));
    }
    assertEquals(5, Players.events(id).size());
  }

  @Test
  void preferReturnMinimalIs204WithTheVersionAloneAndRefusalsStayWhole() {
    String alice = unique("alice");
    String bob = unique("bob");
    String id = Players.started(alice, bob);
    String uri = "/api/games/" + id + "/moves";
    for (int i = 0; i < 2; i++) { // the second is the stored answer of the same key
      Response minimal =
          Players.as(alice, "POST", uri)
              .header("Prefer", "respond-async, RETURN = minimal; x=1")
              .header("Idempotency-Key", "minimal-1")
              .header("If-Match", "\"4\"")
              .body(Map.of("move", "e4"))
              .post(uri);
      assertEquals(204, minimal.statusCode(), minimal.asString());
      assertEquals("", minimal.asString());
      assertEquals("\"5\"", minimal.header("ETag"));
      assertEquals("return=minimal", minimal.header("Preference-Applied"));
      assertEquals(i == 0 ? null : "true", minimal.header("Idempotent-Replayed"));
    }
    get(bob, "/api/games/" + id)
        .then()
        .body("version", equalTo(5))
        .body("moves", equalTo(List.of("e4")));
    Players.as(bob, "POST", uri)
        .header("Prefer", "return=minimal")
        .body(Map.of("move", "e4"))
        .post(uri)
        .then()
        .statusCode(422)
        .contentType("application/problem+json")
        .body("state.version", equalTo(5));
    Players.as(bob, "POST", uri)
        .header("Prefer", "return=representation")
        .body(Map.of("move", "e5"))
        .post(uri)
        .then()
        .statusCode(200)
        .header("ETag", "\"6\"")
        .body("moves", equalTo(List.of("e4", "e5")));
    assertEquals(6, Players.events(id).size());
  }

  @Test
  void aRetriedCreateWithTheSameIdempotencyKeyIsTheSameGame() {
    String alice = unique("alice");
    Map<String, Object> seek = Map.of("mode", "SEEK");
    String first = Players.create(alice, seek);
    Response again =
        Players.as(alice, "POST", "/api/games")
            .header("Idempotency-Key", "create-1")
            .body(seek)
            .post("/api/games");
    Response retry =
        Players.as(alice, "POST", "/api/games")
            .header("Idempotency-Key", "create-1")
            .body(seek)
            .post("/api/games");
    assertEquals(201, again.statusCode(), again.asString());
    assertEquals(201, retry.statusCode());
    assertEquals(again.jsonPath().getString("gameId"), retry.jsonPath().getString("gameId"));
    assertEquals("true", retry.header("Idempotent-Replayed"));
    assertEquals(2, Players.events(retry.jsonPath().getString("gameId")).size());
    assertEquals(2, Players.events(first).size());
  }

  @Test
  void aFlagFallIsFoundByTheTimerThoughNobodyMoves() {
    String alice = unique("alice");
    String id = Players.started(alice, unique("bob"), Map.of("initialSeconds", 1));
    await()
        .atMost(Duration.ofSeconds(10))
        .untilAsserted(
            () ->
                get(alice, "/api/games/" + id)
                    .then()
                    .body("status", equalTo("ENDED"))
                    .body("termination", equalTo("TIMEOUT"))
                    .body("result", equalTo("0-1"))
                    .body("clock.whiteMs", equalTo(0)));
    assertEquals(1, Players.records(dev.chessplatform.events.Topics.GAME_RESULTS, id).size());
  }
}
