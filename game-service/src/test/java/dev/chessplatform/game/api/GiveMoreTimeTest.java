package dev.chessplatform.game.api;

import static dev.chessplatform.game.api.Players.post;
import static org.hamcrest.Matchers.equalTo;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.chessplatform.testsupport.PlatformInfrastructure;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.response.Response;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** POST /api/games/{id}/more-time: 15 s onto the opponent's clock, written as TimeGiven. */
@QuarkusTest
@QuarkusTestResource(PlatformInfrastructure.class)
class GiveMoreTimeTest {

  private static final Map<String, Object> FIVE_MINUTES =
      Map.of("initialSeconds", 300, "incrementSeconds", 3);

  private static String moreTime(String gameId) {
    return "/api/games/" + gameId + "/more-time";
  }

  @Test
  void eachPlayerGivesTheOtherFifteenSecondsAndTheRunningClockRunsOn() {
    String alice = Players.registered("alice");
    String bob = Players.registered("bob");
    String game = Players.started(alice, bob, FIVE_MINUTES);

    // White to move gives: Black's stopped clock shows 5:15 exactly, White's runs on.
    Response given = post(alice, moreTime(game));
    given
        .then()
        .statusCode(200)
        .body("clock.blackMs", equalTo(315_000))
        .body("clock.running", equalTo("WHITE"));
    long white = given.jsonPath().getLong("clock.whiteMs");
    assertTrue(white <= 300_000, "White's own clock got nothing: " + white);

    // Black gives to White, whose clock is running: it reads 15 s more than a moment ago, less
    // what ran meanwhile.
    long whiteAfter =
        post(bob, moreTime(game))
            .then()
            .statusCode(200)
            .extract()
            .jsonPath()
            .getLong("clock.whiteMs");
    assertTrue(
        whiteAfter > white && whiteAfter <= white + 15_000,
        "White's clock went from " + white + " to " + whiteAfter);

    List<String> gifts =
        Players.events(game).stream().filter(e -> e.contains("\"type\":\"TimeGiven\"")).toList();
    assertEquals(2, gifts.size(), gifts.toString());
    assertTrue(
        gifts.get(0).contains("\"by\":\"WHITE\",\"ms\":15000,")
            && gifts.get(0).contains("\"blackClockMs\":315000"),
        gifts.get(0));
  }

  @Test
  void anUntimedGameAnswersWhyAndAStrangerIsNoPlayerAndNothingIsWritten() {
    String alice = Players.registered("alice");
    String bob = Players.registered("bob");
    String untimed = Players.started(alice, bob);
    post(bob, moreTime(untimed))
        .then()
        .statusCode(409)
        .contentType("application/problem+json")
        .body("type", equalTo(GameProblems.MORE_TIME_NOT_ALLOWED.uri().toString()))
        .body("reason", equalTo("UNTIMED"));
    String timed = Players.started(alice, bob, FIVE_MINUTES);
    post(Players.registered("carol"), moreTime(timed))
        .then()
        .statusCode(403)
        .body("type", equalTo(GameProblems.NOT_A_PLAYER.uri().toString()));
    assertTrue(
        Players.events(untimed).stream().noneMatch(e -> e.contains("TimeGiven"))
            && Players.events(timed).stream().noneMatch(e -> e.contains("TimeGiven")));
  }
}
