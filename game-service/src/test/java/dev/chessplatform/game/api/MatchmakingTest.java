package dev.chessplatform.game.api;

import static dev.chessplatform.game.api.Players.get;
import static dev.chessplatform.game.api.Players.move;
import static dev.chessplatform.game.api.Players.post;
import static dev.chessplatform.game.api.Players.unique;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;
import static org.hamcrest.Matchers.not;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.chessplatform.testsupport.PlatformInfrastructure;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

@QuarkusTest
@QuarkusTestResource(PlatformInfrastructure.class)
class MatchmakingTest {

  private static String created(String player, String uri, Map<String, Object> body) {
    Players.create(player, Map.of("mode", "SEEK")); // waits for the owner to be ready
    var created = post(player, uri, body).then().statusCode(201).extract();
    String id = created.path("gameId");
    // a path, not an absolute URI naming this service's host (the gateway's clients cannot reach
    // it)
    assertEquals("/api/games/" + id, created.header("Location"));
    return id;
  }

  @Test
  void aSeekIsListedInTheLobbyUntilSomeoneAcceptsIt() {
    String alice = unique("alice");
    String bob = unique("bob");
    String id =
        created(
            alice, "/api/lobby/seeks", Map.of("clock", Map.of("preset", "blitz"), "rated", true));
    get(bob, "/api/lobby/seeks").then().statusCode(200).body("gameId", hasItem(id));
    post(bob, "/api/lobby/seeks/" + id + "/accept")
        .then()
        .statusCode(200)
        .body("status", equalTo("STARTED"))
        .body("timeControl.preset", equalTo("blitz"))
        .body("clock.running", equalTo("WHITE"));
    get(bob, "/api/lobby/seeks").then().body("gameId", not(hasItem(id)));
  }

  @Test
  void aChallengeIsForTheNamedPlayerWhoAcceptsOrDeclines() {
    String alice = unique("alice");
    String bob = Players.registered("bob");
    String id = created(alice, "/api/challenges", Map.of("opponent", bob, "colour", "BLACK"));
    get(bob, "/api/challenges").then().body("gameId", hasItem(id));
    post("carol", "/api/challenges/" + id + "/accept")
        .then()
        .statusCode(403)
        .body("type", equalTo("https://chess-platform.dev/problems/not-invited"));
    post(bob, "/api/challenges/" + id + "/accept")
        .then()
        .statusCode(200)
        .body("white", equalTo(bob))
        .body("black", equalTo(alice));

    String declined = created(alice, "/api/challenges", Map.of("opponent", bob));
    post(bob, "/api/challenges/" + declined + "/decline")
        .then()
        .statusCode(200)
        .body("status", equalTo("CANCELLED"));
  }

  @Test
  void inARoomTheLeftSeatIsWhiteColoursCanBeSwappedAndEitherPlayerStarts() {
    String alice = unique("alice");
    String bob = unique("bob");
    String id =
        created(alice, "/api/rooms", Map.of("clock", Map.of("preset", "match"), "colour", "WHITE"));
    post(bob, "/api/rooms/" + id + "/seats/left")
        .then()
        .statusCode(409)
        .body("type", equalTo("https://chess-platform.dev/problems/seat-taken"));
    post(bob, "/api/rooms/" + id + "/seats/right")
        .then()
        .statusCode(200)
        .body("status", equalTo("WAITING"))
        .body("black", equalTo(bob));
    post(alice, "/api/rooms/" + id + "/swap").then().statusCode(200).body("white", equalTo(bob));
    post(alice, "/api/rooms/" + id + "/start")
        .then()
        .statusCode(200)
        .body("status", equalTo("STARTED"))
        .body("timeControl.initialMs", equalTo(90 * 60_000));
    move(bob, id, "e4").then().statusCode(200);
    post(bob, "/api/games/" + id + "/takeback/request").then().statusCode(200);
    post(alice, "/api/games/" + id + "/takeback/accept")
        .then()
        .statusCode(200)
        .body("moves", equalTo(List.of()))
        .body("turn", equalTo("WHITE"));
    post(alice, "/api/games/" + id + "/abort")
        .then()
        .statusCode(200)
        .body("termination", equalTo("ABORTED"));
  }

  @Test
  void aGameFromAStartPositionUnderClaimRulesIsCreatedAsAsked() {
    String alice = unique("alice");
    Players.create(alice, Map.of("mode", "SEEK"));
    post(
            alice,
            "/api/games",
            Map.of(
                "mode", "SEEK",
                "fen", "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1",
                "drawRules", "CLAIM",
                "clock", Map.of("initialSeconds", 180, "incrementSeconds", 2)))
        .then()
        .statusCode(201)
        .body("fen", equalTo("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1"))
        .body("drawRules", equalTo("CLAIM"))
        .body("timeControl.incrementMs", equalTo(2000));
    post(alice, "/api/games", Map.of("mode", "SEEK", "clock", Map.of("preset", "bullet-ish")))
        .then()
        .statusCode(400)
        .body("type", equalTo("https://chess-platform.dev/problems/invalid-game-settings"))
        .body("field", equalTo("clock.preset"));
  }
}
