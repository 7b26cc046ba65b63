package dev.chessplatform.game.api;

import static dev.chessplatform.game.api.Players.get;
import static dev.chessplatform.game.api.Players.post;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.not;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.chessplatform.testsupport.PlatformInfrastructure;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.response.Response;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** A rematch after the end: offered, answered with the same rematch again, accepted by asking. */
@QuarkusTest
@QuarkusTestResource(PlatformInfrastructure.class)
class RematchTest {

  private static String mated(String white, String black) {
    return Players.foolsMate(white, black, Map.of("initialSeconds", 300, "incrementSeconds", 2));
  }

  @Test
  void theLoserOffersTheWinnerAcceptsByAskingTooAndTheColoursAreSwapped() {
    String alice = Players.registered("alice");
    String bob = Players.registered("bob");
    String ended = mated(alice, bob);
    String path = "/api/games/" + ended + "/rematch";

    Response offer = post(alice, path);
    offer.then().statusCode(200).body("status", equalTo("WAITING")).body("gameId", not(ended));
    String rematch = offer.jsonPath().getString("gameId");
    offer.then().body("black", equalTo(alice)).body("timeControl.initialMs", equalTo(300_000));
    // Named as in the game that ended: the challenge's notice and list say who asks.
    offer.then().body("createdByName", equalTo(alice)).body("invitedPlayerName", equalTo(bob));
    assertEquals(
        1, Players.events(ended).stream().filter(e -> e.contains("RematchOffered")).count());

    // Asking again answers the same rematch and writes nothing more.
    post(alice, path).then().statusCode(200).body("gameId", equalTo(rematch));
    assertEquals(
        1, Players.events(ended).stream().filter(e -> e.contains("RematchOffered")).count());

    post(bob, path)
        .then()
        .statusCode(200)
        .body("gameId", equalTo(rematch))
        .body("status", equalTo("STARTED"))
        .body("white", equalTo(bob))
        .body("black", equalTo(alice));
    get(bob, "/api/games/" + ended + "/events")
        .then()
        .statusCode(200)
        .body(org.hamcrest.Matchers.containsString("\"rematchGameId\":\"" + rematch + "\""));
  }

  @Test
  void noRematchBeforeTheEndNorForSomeoneWhoDidNotPlayAndNothingIsWritten() {
    String alice = Players.registered("alice");
    String bob = Players.registered("bob");
    String live = Players.started(alice, bob);
    post(alice, "/api/games/" + live + "/rematch")
        .then()
        .statusCode(409)
        .body("type", equalTo(GameProblems.REMATCH_NOT_ALLOWED.uri().toString()))
        .body("state.status", equalTo("STARTED"));
    String ended = mated(alice, bob);
    post(Players.registered("carol"), "/api/games/" + ended + "/rematch")
        .then()
        .statusCode(403)
        .body("type", equalTo(GameProblems.NOT_A_PLAYER.uri().toString()));
    List<String> events = Players.events(ended);
    assertEquals(0, events.stream().filter(e -> e.contains("RematchOffered")).count());
  }
}
