package dev.chessplatform.game.api;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;

import dev.chessplatform.game.application.GameIds;
import dev.chessplatform.testsupport.PlatformInfrastructure;
import dev.chessplatform.testsupport.SignedIdentity;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.response.Response;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * A guest's token holds game:read and game:computer: it plays unrated games against the computer
 * and nothing else, whatever route it finds and whatever seat it holds.
 */
@QuarkusTest
@QuarkusTestResource(PlatformInfrastructure.class)
class GuestPlayTest {

  private static final String PROBLEMS = "https://chess-platform.dev/problems/";
  private static final Set<String> GUEST = Set.of("game:read", "game:computer");

  private static Response asGuest(String guest, String method, String uri, Object body) {
    var request =
        given()
            .headers(SignedIdentity.headers(guest, GUEST, method, uri))
            .contentType(ContentType.JSON);
    return body == null ? request.request(method, uri) : request.body(body).request(method, uri);
  }

  private static String computerGame(String guest) {
    // Players.create waits for the owner to be ready; then the guest creates its own.
    Players.create(Players.unique("warm-up"), Map.of("mode", "COMPUTER", "level", 1));
    return asGuest(
            guest,
            "POST",
            "/api/games",
            Map.of("mode", "COMPUTER", "level", 1, "colour", "WHITE", "rated", false))
        .then()
        .statusCode(201)
        .body("mode", equalTo("COMPUTER"))
        .body("rated", equalTo(false))
        .extract()
        .path("gameId");
  }

  @Test
  void aGuestCreatesAnUnratedComputerGameAndPlaysItThrough() {
    String guest = Players.unique("guest");
    String id = computerGame(guest);
    asGuest(guest, "POST", "/api/games/" + id + "/moves", Map.of("move", "e2e4"))
        .then()
        .statusCode(200);
    asGuest(guest, "POST", "/api/games/" + id + "/resign", null)
        .then()
        .statusCode(200)
        .body("status", equalTo("ENDED"));
    asGuest(guest, "GET", "/api/games/" + id, null).then().statusCode(200);
  }

  @Test
  void aGuestCannotCreateARatedOrAPeoplesGameAndNothingIsWritten() {
    String guest = Players.unique("guest");
    computerGame(guest);
    Object[][] refused = {
      {Map.of("mode", "COMPUTER", "level", 1, "rated", true), "rated"},
      {Map.of("mode", "SEEK"), "mode"},
      {Map.of("mode", "CHALLENGE", "opponent", "bob"), "mode"},
      {Map.of("mode", "ROOM"), "mode"}
    };
    int n = 0;
    for (Object[] c : refused) {
      String key = "guest-create-" + n++;
      given()
          .headers(SignedIdentity.headers(guest, GUEST, "POST", "/api/games"))
          .header(GameApi.IDEMPOTENCY_KEY, key)
          .contentType(ContentType.JSON)
          .body(c[0])
          .post("/api/games")
          .then()
          .statusCode(403)
          .contentType("application/problem+json")
          .body("type", equalTo(PROBLEMS + "computer-games-only"))
          .body("field", equalTo(c[1]))
          .body("requiredScope", equalTo("game:play"))
          .body("detail", containsString("sign in to play people or rated games"));
      String wouldBe = GameIds.fromKey(guest, key);
      asGuest(guest, "GET", "/api/games/" + wouldBe, null).then().statusCode(404);
    }
  }

  @Test
  void aGuestSeatedInAGameBetweenPeopleCannotMoveResignOrAskForAHint() {
    String alice = Players.registered("alice");
    String guest = Players.unique("guest");
    // Seated "somehow": the same player id once held game:play.
    String id = Players.started(guest, alice);
    String etag = Players.get(alice, "/api/games/" + id).header("ETag");
    for (String command : new String[] {"moves", "resign", "abort", "hints", "undo"}) {
      asGuest(guest, "POST", "/api/games/" + id + "/" + command, Map.of("move", "e2e4"))
          .then()
          .statusCode(403)
          .body("type", equalTo(PROBLEMS + "computer-games-only"))
          .body("gameId", equalTo(id));
    }
    asGuest(guest, "POST", "/api/games/" + id + "/draw/offer", null)
        .then()
        .statusCode(403)
        .body("type", equalTo(PROBLEMS + "forbidden"))
        .body("requiredScope", equalTo("game:play"));
    Players.get(alice, "/api/games/" + id).then().header("ETag", etag);
  }

  @Test
  void aGuestCannotTakeASeatOrSeekAnOpponent() {
    String alice = Players.registered("alice");
    String seek = Players.create(alice, Map.of("mode", "SEEK", "colour", "WHITE"));
    asGuest(Players.unique("guest"), "POST", "/api/games/" + seek + "/join", Map.of())
        .then()
        .statusCode(403)
        .body("type", equalTo(PROBLEMS + "forbidden"));
    asGuest(Players.unique("guest"), "POST", "/api/lobby/seeks", Map.of())
        .then()
        .statusCode(403)
        .body("type", equalTo(PROBLEMS + "forbidden"));
  }
}
