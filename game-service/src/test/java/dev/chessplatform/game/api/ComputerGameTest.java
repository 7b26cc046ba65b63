package dev.chessplatform.game.api;

import static dev.chessplatform.game.api.Players.get;
import static dev.chessplatform.game.api.Players.move;
import static dev.chessplatform.game.api.Players.post;
import static dev.chessplatform.game.api.Players.unique;
import static org.awaitility.Awaitility.await;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasSize;
import static org.hamcrest.Matchers.notNullValue;
import static org.hamcrest.Matchers.nullValue;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.chessplatform.testsupport.PlatformInfrastructure;
import io.micrometer.core.instrument.MeterRegistry;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.response.Response;
import jakarta.inject.Inject;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Games against the computer through the HTTP API, with the engine's side of the Kafka contract
 * played by {@link ScriptedEngine} on the real broker: moves arrive over the topics, duplicates and
 * late answers change nothing, an engine that is away makes the game wait without costing the
 * player time, hints are counted through events, undo restores the clocks.
 */
@QuarkusTest
@QuarkusTestResource(PlatformInfrastructure.class)
class ComputerGameTest {

  private static ScriptedEngine engine;

  @Inject MeterRegistry meters;

  private double ignoredAnswers() {
    return meters.counter("games_computer_answers_ignored_total").count();
  }

  @BeforeAll
  static void startEngine() {
    engine = new ScriptedEngine().awaitReady();
  }

  @AfterAll
  static void stopEngine() {
    engine.close();
  }

  @AfterEach
  void engineBackToNormal() {
    engine.down = false;
    engine.answerTwice = false;
    engine.scoreCp = 50;
  }

  private static String computerGame(
      String player, int level, String colour, Map<String, Object> clock) {
    Map<String, Object> settings = new HashMap<>();
    settings.put("mode", "COMPUTER");
    settings.put("level", level);
    settings.put("colour", colour);
    if (clock != null) {
      settings.put("clock", clock);
    }
    return Players.create(player, settings);
  }

  private static Response game(String player, String id) {
    return get(player, "/api/games/" + id);
  }

  private static void awaitPlies(String player, String id, int plies) {
    await()
        .atMost(Duration.ofSeconds(30))
        .until(() -> game(player, id).jsonPath().getList("moves").size() == plies);
  }

  @Test
  void theComputerAnswersOverKafkaAndTheGameIsPlayedToMate() {
    String alice = unique("alice");
    String id = computerGame(alice, 1, "WHITE", null);
    game(alice, id)
        .then()
        .statusCode(200)
        .body("mode", equalTo("COMPUTER"))
        .body("white", equalTo(alice))
        .body("black", equalTo("computer:1"))
        .body("computerLevel", equalTo(1))
        .body("status", equalTo("STARTED"));
    move(alice, id, "e4").then().statusCode(200).body("turn", equalTo("BLACK"));
    awaitPlies(alice, id, 2);
    // To the end: a position where black (the player) mates in two whatever the computer does;
    // the rook's quiet move leaves the computer one legal reply (Kb1), then Rh1 is mate.
    Map<String, Object> settings = new HashMap<>();
    settings.put("mode", "COMPUTER");
    settings.put("level", 1);
    settings.put("colour", "BLACK");
    settings.put("fen", "7r/8/8/8/8/1k6/8/K7 b - - 0 1");
    String end = Players.create(alice, settings);
    move(alice, end, "Rh7").then().statusCode(200);
    awaitPlies(alice, end, 2);
    game(alice, end).then().body("moves[1]", equalTo("Kb1"));
    move(alice, end, "Rh1#")
        .then()
        .statusCode(200)
        .body("status", equalTo("ENDED"))
        .body("termination", equalTo("CHECKMATE"))
        .body("result", equalTo("0-1"));
    List<String> results = Players.records(dev.chessplatform.events.Topics.GAME_RESULTS, end);
    assertEquals(1, results.size());
    assertTrue(results.get(0).contains("\"white\":\"computer:1\""), results.get(0));
    long computerMoves =
        Players.events(end).stream()
            .filter(e -> e.contains("\"MovePlayed\"") && e.contains("\"by\":\"WHITE\""))
            .count();
    assertEquals(1, computerMoves, "one computer move, however often it was asked");
  }

  @Test
  void aRepeatedOrLateAnswerIsPlayedOnce() {
    String alice = unique("alice");
    engine.answerTwice = true;
    double ignoredBefore = ignoredAnswers();
    String id = computerGame(alice, 2, "WHITE", null);
    move(alice, id, "e4").then().statusCode(200);
    awaitPlies(alice, id, 2);
    move(alice, id, "d4").then().statusCode(200);
    awaitPlies(alice, id, 4);
    // both answers of each request arrived and the second of each was refused: the game was
    // already at a newer version
    await().atMost(Duration.ofSeconds(10)).until(() -> ignoredAnswers() >= ignoredBefore + 2);
    game(alice, id).then().body("moves", hasSize(4)).body("version", equalTo(8));
  }

  @Test
  void withTheEngineAwayTheGameWaitsAndThePlayersClockDoesNotRun() {
    String alice = unique("alice");
    String id =
        computerGame(alice, 3, "WHITE", Map.of("initialSeconds", 300, "incrementSeconds", 0));
    engine.down = true;
    Response afterMove = move(alice, id, "e4");
    afterMove.then().statusCode(200);
    long whiteAfterMove = afterMove.jsonPath().getLong("clock.whiteMs");
    // past the answer timeout (3 s in %test) the request is asked again, still unanswered
    await()
        .pollInterval(Duration.ofMillis(500))
        .atMost(Duration.ofSeconds(30))
        .until(
            () -> Players.records(dev.chessplatform.events.Topics.ENGINE_REQUESTS, id).size() >= 2);
    game(alice, id)
        .then()
        .body("moves", hasSize(1))
        .body("turn", equalTo("BLACK"))
        .body("clock.whiteMs", equalTo((int) whiteAfterMove))
        .body("clock.blackMs", equalTo(300_000))
        .body("clock.running", nullValue());
    engine.down = false;
    awaitPlies(alice, id, 2);
    Response after = game(alice, id);
    long white = after.jsonPath().getLong("clock.whiteMs");
    assertTrue(
        whiteAfterMove - white < 1_000, "the wait was charged: " + whiteAfterMove + " → " + white);
    assertEquals(
        300_000, after.jsonPath().getLong("clock.blackMs"), "the computer plays on no clock");
    assertEquals(
        2, after.jsonPath().getList("moves").size(), "one computer move, however often asked");
  }

  @Test
  void undoTakesBackTheMoveAndTheReplyWithTheClocksAsTheyWere() {
    String alice = unique("alice");
    String id =
        computerGame(alice, 2, "WHITE", Map.of("initialSeconds", 600, "incrementSeconds", 5));
    move(alice, id, "e4").then().statusCode(200);
    awaitPlies(alice, id, 2);
    long whiteBefore = game(alice, id).jsonPath().getLong("clock.whiteMs");
    move(alice, id, "Nf3").then().statusCode(200);
    awaitPlies(alice, id, 4);
    post(alice, "/api/games/" + id + "/undo")
        .then()
        .statusCode(200)
        .body("moves", hasSize(2))
        .body("turn", equalTo("WHITE"));
    long whiteAfter = game(alice, id).jsonPath().getLong("clock.whiteMs");
    assertTrue(Math.abs(whiteBefore - whiteAfter) < 1_000, whiteBefore + " vs " + whiteAfter);
    post(alice, "/api/games/" + id + "/undo").then().statusCode(200).body("moves", hasSize(0));
    post(alice, "/api/games/" + id + "/undo")
        .then()
        .statusCode(409)
        .body("type", equalTo("https://chess-platform.dev/problems/undo-not-allowed"));
  }

  @Test
  void threeHintsAndTheFourthIsRefusedWithoutAskingTheEngine() {
    String alice = unique("alice");
    String id = computerGame(alice, 1, "WHITE", null);
    for (int i = 0; i < 3; i++) {
      Response hint = post(alice, "/api/games/" + id + "/hints");
      hint.then()
          .statusCode(200)
          .body("colour", equalTo("WHITE"))
          .body("from", notNullValue())
          .body("to", notNullValue())
          .body("explanation", notNullValue())
          .body("explanationZh", notNullValue())
          .body("hintsLeft", equalTo(2 - i));
      move(alice, id, hint.jsonPath().getString("uci")).then().statusCode(200);
      awaitPlies(alice, id, 2 * i + 2);
    }
    int asked = engine.requestsFor(id).size();
    String before = game(alice, id).header("ETag");
    post(alice, "/api/games/" + id + "/hints")
        .then()
        .statusCode(409)
        .contentType("application/problem+json")
        .body("type", equalTo("https://chess-platform.dev/problems/no-hints-left"))
        .body("hintsUsed", equalTo(3));
    assertEquals(asked, engine.requestsFor(id).size(), "the engine was not asked");
    assertEquals(before, game(alice, id).header("ETag"), "nothing written");
    get(alice, "/api/games/" + id + "/hints").then().statusCode(200).body("$", hasSize(3));
    game(alice, id).then().body("hints.white", equalTo(3)).body("hints.perGame", equalTo(3));
  }

  @Test
  void aHintAskedAgainInTheSamePositionIsShownAgainAndSpendsNothing() {
    String alice = unique("alice");
    String id = computerGame(alice, 1, "WHITE", null);
    Response first = post(alice, "/api/games/" + id + "/hints");
    first.then().statusCode(200).body("hintsLeft", equalTo(2));
    int asked = engine.requestsFor(id).size();
    String before = game(alice, id).header("ETag");
    post(alice, "/api/games/" + id + "/hints")
        .then()
        .statusCode(200)
        .header("Idempotent-Replayed", equalTo("true"))
        .body("uci", equalTo(first.jsonPath().getString("uci")))
        .body("version", equalTo(first.jsonPath().getInt("version")))
        .body("hintsUsed", equalTo(1))
        .body("hintsLeft", equalTo(2));
    assertEquals(asked, engine.requestsFor(id).size(), "the engine was not asked again");
    assertEquals(before, game(alice, id).header("ETag"), "nothing written");
    get(alice, "/api/games/" + id + "/hints").then().statusCode(200).body("$", hasSize(1));
    move(alice, id, first.jsonPath().getString("uci")).then().statusCode(200);
    awaitPlies(alice, id, 2);
    post(alice, "/api/games/" + id + "/hints")
        .then()
        .statusCode(200)
        .header("Idempotent-Replayed", nullValue())
        .body("hintsLeft", equalTo(1));
  }

  @Test
  void aHintTheEngineCannotGiveCountsNothing() {
    String alice = unique("alice");
    String id = computerGame(alice, 1, "WHITE", null);
    engine.down = true;
    post(alice, "/api/games/" + id + "/hints")
        .then()
        .statusCode(503)
        .header("Retry-After", notNullValue())
        .body("type", equalTo("https://chess-platform.dev/problems/engine-unavailable"));
    engine.down = false;
    game(alice, id).then().body("hints.white", equalTo(0)).body("version", equalTo(4));
  }

  @Test
  void badInputIsRefusedAndChangesNothing() {
    String alice = unique("alice");
    for (Object level : new Object[] {0, 6, -3}) {
      Map<String, Object> settings = new HashMap<>(Map.of("mode", "COMPUTER", "level", level));
      post(alice, "/api/games", settings)
          .then()
          .statusCode(400)
          .body("type", equalTo("https://chess-platform.dev/problems/invalid-game-settings"))
          .body("field", equalTo("level"));
    }
    post(alice, "/api/games", Map.of("mode", "COMPUTER"))
        .then()
        .statusCode(400)
        .body("field", equalTo("level"));
    String bob = unique("bob");
    String human = Players.started(alice, bob);
    move(alice, human, "e4").then().statusCode(200);
    String etag = game(alice, human).header("ETag");
    post(bob, "/api/games/" + human + "/undo")
        .then()
        .statusCode(409)
        .body("type", equalTo("https://chess-platform.dev/problems/undo-not-allowed"));
    assertEquals(etag, game(alice, human).header("ETag"));
    String rated = Players.create(alice, Map.of("mode", "SEEK", "colour", "WHITE", "rated", true));
    post(bob, "/api/games/" + rated + "/join").then().statusCode(200);
    post(alice, "/api/games/" + rated + "/hints")
        .then()
        .statusCode(409)
        .body("type", equalTo("https://chess-platform.dev/problems/hints-not-allowed"));
    String mine = computerGame(alice, 1, "WHITE", null);
    post(bob, "/api/games/" + mine + "/hints")
        .then()
        .statusCode(403)
        .body("type", equalTo("https://chess-platform.dev/problems/not-a-player"));
  }
}
