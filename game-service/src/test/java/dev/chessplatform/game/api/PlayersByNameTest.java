package dev.chessplatform.game.api;

import static dev.chessplatform.game.api.Players.account;
import static dev.chessplatform.game.api.Players.get;
import static dev.chessplatform.game.api.Players.move;
import static dev.chessplatform.game.api.Players.post;
import static dev.chessplatform.game.api.Players.unique;
import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;
import static org.hamcrest.Matchers.hasKey;
import static org.hamcrest.Matchers.not;
import static org.hamcrest.Matchers.notNullValue;
import static org.hamcrest.Matchers.nullValue;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.chessplatform.game.application.GameIds;
import dev.chessplatform.testsupport.PlatformInfrastructure;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import java.time.Duration;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Players named by their account name: the directory read from {@code chess.accounts} (written here
 * as the gateway writes it), challenges by name or id, names in the views, the events and the
 * history, and the refusals that write nothing.
 */
@QuarkusTest
@QuarkusTestResource(PlatformInfrastructure.class)
class PlayersByNameTest {

  private static final String PROBLEMS = "https://chess-platform.dev/problems/";

  @BeforeEach
  void ownerReady() {
    Players.create(unique("warm"), Map.of("mode", "SEEK"));
  }

  /** A fresh account: a UUID as the gateway gives, and a name of its own. */
  private static String[] newAccount(String prefix) {
    String id = UUID.randomUUID().toString();
    String name = prefix + "_" + id.substring(0, 8);
    account(id, name);
    return new String[] {id, name};
  }

  @Test
  void aBotThatRegistersAndAtOnceChallengesByNameIsNotRefused() {
    String[] alice = newAccount("Alice");
    String[] bob = newAccount("Bob");
    // No wait after the accounts were written: the directory catches up before it answers.
    String id =
        post(
                alice[0],
                "/api/challenges",
                Map.of("opponent", bob[1].toUpperCase(), "colour", "WHITE"))
            .then()
            .statusCode(201)
            .body("invitedPlayer", equalTo(bob[0]))
            .body("invitedPlayerName", equalTo(bob[1]))
            .body("createdByName", equalTo(alice[1]))
            .body("whiteName", equalTo(alice[1]))
            .extract()
            .path("gameId");
    get(bob[0], "/api/challenges").then().body("gameId", hasItem(id));
    post(bob[0], "/api/challenges/" + id + "/accept")
        .then()
        .statusCode(200)
        .body("white", equalTo(alice[0]))
        .body("whiteName", equalTo(alice[1]))
        .body("black", equalTo(bob[0]))
        .body("blackName", equalTo(bob[1]));
    String events = String.join("\n", Players.events(id));
    assertTrue(events.contains("\"name\":\"" + bob[1] + "\""), events);
    assertTrue(events.contains("\"invitedPlayerName\":\"" + bob[1] + "\""), events);
  }

  @Test
  void aChallengeTakesTheOpponentsAccountIdToo() {
    String[] alice = newAccount("Alice");
    String[] bob = newAccount("Bob");
    post(alice[0], "/api/games", Map.of("mode", "CHALLENGE", "opponent", bob[0]))
        .then()
        .statusCode(201)
        .body("invitedPlayer", equalTo(bob[0]))
        .body("invitedPlayerName", equalTo(bob[1]));
  }

  @Test
  void anUnknownOpponentIs404AndNothingIsWritten() {
    String alice = unique("alice");
    String key = unique("key");
    String gameId = GameIds.fromKey(alice, key);
    String nobody = "nobody_" + UUID.randomUUID().toString().substring(0, 8);
    Players.as(alice, "POST", "/api/challenges")
        .header("Idempotency-Key", key)
        .body(Map.of("opponent", nobody))
        .post("/api/challenges")
        .then()
        .statusCode(404)
        .contentType("application/problem+json")
        .body("type", equalTo(PROBLEMS + "unknown-player"))
        .body("field", equalTo("opponent"))
        .body("detail", equalTo("No player is named '" + nobody + "'"))
        .body("$", not(hasKey("gameId")));
    get(alice, "/api/games/" + gameId).then().statusCode(404);
    assertEquals(0, Players.records(dev.chessplatform.events.Topics.GAME_EVENTS, gameId).size());
  }

  @Test
  void challengingYourselfByNameIsRefusedWithoutNamingAGame() {
    String[] alice = newAccount("Alice");
    post(alice[0], "/api/challenges", Map.of("opponent", alice[1].toLowerCase()))
        .then()
        .statusCode(400)
        .body("type", equalTo(PROBLEMS + "invalid-game-settings"))
        .body("field", equalTo("opponent"))
        .body("detail", equalTo("You cannot challenge yourself"))
        .body("$", not(hasKey("gameId")));
  }

  @Test
  void theComputerIsNotChallengedButIsNamed() {
    String alice = unique("alice");
    post(alice, "/api/challenges", Map.of("opponent", "Computer level 2"))
        .then()
        .statusCode(400)
        .body("field", equalTo("opponent"));
    String id = Players.create(alice, Map.of("mode", "COMPUTER", "level", 2, "colour", "WHITE"));
    get(alice, "/api/games/" + id).then().body("blackName", equalTo("Computer level 2"));
  }

  @Test
  void historyAndPgnTakeANameAndShowNames() {
    String[] alice = newAccount("Alice");
    String[] bob = newAccount("Bob");
    String id =
        post(alice[0], "/api/challenges", Map.of("opponent", bob[1], "colour", "WHITE"))
            .then()
            .statusCode(201)
            .extract()
            .path("gameId");
    post(bob[0], "/api/challenges/" + id + "/accept").then().statusCode(200);
    move(alice[0], id, "e4").then().statusCode(200);
    post(bob[0], "/api/games/" + id + "/resign").then().statusCode(200);
    org.awaitility.Awaitility.await()
        .atMost(Duration.ofSeconds(20))
        .untilAsserted(
            () ->
                get(alice[0], "/api/players/" + bob[1].toUpperCase() + "/games")
                    .then()
                    .statusCode(200)
                    .body("playerId", equalTo(bob[0]))
                    .body("name", equalTo(bob[1]))
                    .body("games.gameId", hasItem(id))
                    .body("games.find { it.gameId == '" + id + "' }.whiteName", equalTo(alice[1]))
                    .body("games.find { it.gameId == '" + id + "' }.blackName", equalTo(bob[1]))
                    .body(
                        "games.find { it.gameId == '" + id + "' }.moveTimes[0].by",
                        equalTo("WHITE")));
    String pgn = get(alice[0], "/api/players/" + alice[1] + "/games.pgn").asString();
    assertTrue(pgn.contains("[White \"" + alice[1] + "\"]"), pgn);
    assertTrue(pgn.contains("[Black \"" + bob[1] + "\"]"), pgn);
    get(alice[0], "/api/games/" + id + "/pgn")
        .then()
        .statusCode(200)
        .body(org.hamcrest.Matchers.containsString("[Black \"" + bob[1] + "\"]"));
  }

  @Test
  void everyMoveInTheViewCarriesItsTimeAndTheClockAfterIt() {
    String alice = unique("alice");
    String bob = unique("bob");
    String id = Players.started(alice, bob, Map.of("preset", "blitz"));
    move(alice, id, "e4")
        .then()
        .statusCode(200)
        .body("moveTimes[0].ply", equalTo(1))
        .body("moveTimes[0].by", equalTo("WHITE"))
        .body("moveTimes[0].spentMs", notNullValue())
        .body("moveTimes[0].clockMs", notNullValue());
    move(bob, id, "e5").then().statusCode(200).body("moveTimes[1].by", equalTo("BLACK"));
    String untimed = Players.started(alice, bob);
    move(alice, untimed, "d4").then().body("moveTimes[0].clockMs", nullValue());
  }

  @Test
  void readinessIncludesThePlayerNames() {
    // Only this check: another test class may have just stopped the game ownership.
    org.awaitility.Awaitility.await()
        .atMost(Duration.ofSeconds(20))
        .untilAsserted(
            () ->
                given()
                    .get("/q/health/ready")
                    .then()
                    .body(
                        "checks.find { it.name == 'Player names from chess.accounts' }.status",
                        equalTo("UP")));
  }
}
