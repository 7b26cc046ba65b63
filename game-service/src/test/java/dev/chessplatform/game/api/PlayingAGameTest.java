package dev.chessplatform.game.api;

import static dev.chessplatform.game.api.Players.get;
import static dev.chessplatform.game.api.Players.move;
import static dev.chessplatform.game.api.Players.post;
import static dev.chessplatform.game.api.Players.unique;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;
import static org.hamcrest.Matchers.hasSize;
import static org.hamcrest.Matchers.startsWith;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.chessplatform.events.Topics;
import dev.chessplatform.testsupport.PlatformInfrastructure;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

@QuarkusTest
@QuarkusTestResource(PlatformInfrastructure.class)
class PlayingAGameTest {

  @Test
  void aSeekIsAcceptedPlayedToMateAndTheEndIsOneEventAndOneResultRecord() {
    String alice = unique("alice");
    String bob = unique("bob");
    String id = Players.started(alice, bob);
    move(alice, id, "f2f3")
        .then()
        .statusCode(200)
        .header("ETag", "\"5\"")
        .body("turn", equalTo("BLACK"));
    move(bob, id, "e5").then().statusCode(200);
    move(alice, id, "g4").then().statusCode(200);
    move(bob, id, "Qh4#")
        .then()
        .statusCode(200)
        .body("status", equalTo("ENDED"))
        .body("result", equalTo("0-1"))
        .body("termination", equalTo("CHECKMATE"))
        .body("moves", equalTo(List.of("f3", "e5", "g4", "Qh4#")))
        .body("check", equalTo(true));

    List<String> events = Players.events(id);
    assertEquals(9, events.size(), events.toString());
    assertEquals(1, events.stream().filter(e -> e.contains("\"type\":\"GameEnded\"")).count());
    List<String> results = Players.records(Topics.GAME_RESULTS, id);
    assertEquals(1, results.size());
    assertTrue(results.get(0).contains("\"result\":\"0-1\""), results.get(0));
    assertTrue(results.get(0).contains("\"white\":\"" + alice + "\""), results.get(0));

    get(bob, "/api/games/" + id + "/pgn")
        .then()
        .statusCode(200)
        .body(startsWith("[Event \"Casual game\"]"));
  }

  @Test
  void theLegalMovesComeWithSanAndFlagsForAllOrOneSquare() {
    String id = Players.started(unique("w"), unique("b"));
    get("x", "/api/games/" + id + "/legal-moves").then().statusCode(200).body("$", hasSize(20));
    get("x", "/api/games/" + id + "/legal-moves?square=g1")
        .then()
        .statusCode(200)
        .body(
            "san",
            equalTo(
                List.of("Na3", "Nc3", "Nf3", "Nh3").stream()
                        .filter(s -> !s.startsWith("Na"))
                        .toList()
                        .isEmpty()
                    ? List.of()
                    : List.of("Nf3", "Nh3")))
        .body("capture", hasItem(false));
  }

  @Test
  void anIllegalMoveIs422WithTheLegalMovesAndChangesNothing() {
    String alice = unique("alice");
    String id = Players.started(alice, unique("bob"));
    move(alice, id, "e2e5")
        .then()
        .statusCode(422)
        .contentType("application/problem+json")
        .body("type", equalTo("https://chess-platform.dev/problems/illegal-move"))
        .body("move", equalTo("e2e5"))
        .body("legalMoves", hasItem("e2e4"))
        .body("state.version", equalTo(4));
  }

  @Test
  void eachBadCommandIsAClearProblemAndTheGameStaysAsItWas() {
    String alice = unique("alice");
    String bob = unique("bob");
    String id = Players.started(alice, bob);
    String base = "/api/games/" + id;
    move(bob, id, "e7e5")
        .then()
        .statusCode(409)
        .body("type", equalTo("https://chess-platform.dev/problems/not-your-turn"))
        .body("state.turn", equalTo("WHITE"));
    move("carol", id, "e2e4")
        .then()
        .statusCode(403)
        .body("type", equalTo("https://chess-platform.dev/problems/not-a-player"));
    post(bob, base + "/draw/offer")
        .then()
        .statusCode(409)
        .body("type", equalTo("https://chess-platform.dev/problems/draw-offer-not-allowed"))
        .body("reason", equalTo("NOT_YOUR_TURN"));
    Players.as(alice, "POST", base + "/moves")
        .body("{\"move\": ")
        .post(base + "/moves")
        .then()
        .statusCode(400)
        .contentType("application/problem+json");
    move(alice, "no-such-game", "e2e4")
        .then()
        .statusCode(404)
        .body("type", equalTo("https://chess-platform.dev/problems/not-found"));
    Players.as(alice, "POST", base + "/moves")
        .body(Map.of("move", "e4", "pad", "x".repeat(70_000)))
        .post(base + "/moves")
        .then()
        .statusCode(413)
        .contentType("application/problem+json");
    get(alice, base).then().statusCode(200).body("version", equalTo(4));

    post(alice, base + "/resign").then().statusCode(200).body("result", equalTo("0-1"));
    move(alice, id, "e2e4")
        .then()
        .statusCode(409)
        .body("type", equalTo("https://chess-platform.dev/problems/game-over"));
    get(alice, base + "/legal-moves").then().statusCode(200).body("$", hasSize(0));
  }

  @Test
  void aRepeatedOfferAfterARefusalIsRefusedUntilTheOpponentOfferedAndWasDeclined() {
    String alice = unique("alice");
    String bob = unique("bob");
    String id = Players.started(alice, bob);
    String base = "/api/games/" + id;
    post(alice, base + "/moves", Map.of("move", "e4", "offerDraw", true))
        .then()
        .statusCode(200)
        .body("drawOffer", equalTo("WHITE"));
    post(bob, base + "/draw/decline").then().statusCode(200);
    move(bob, id, "e5").then().statusCode(200);
    post(alice, base + "/draw/offer")
        .then()
        .statusCode(409)
        .body("type", equalTo("https://chess-platform.dev/problems/draw-offer-not-allowed"))
        .body("reason", equalTo("DECLINED_UNTIL_OPPONENT_OFFERS"));
    move(alice, id, "Nf3").then().statusCode(200);
    post(bob, base + "/draw/offer").then().statusCode(200);
    post(alice, base + "/draw/accept")
        .then()
        .statusCode(200)
        .body("result", equalTo("1/2-1/2"))
        .body("termination", equalTo("AGREEMENT"));
  }
}
