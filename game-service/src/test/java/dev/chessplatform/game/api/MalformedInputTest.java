package dev.chessplatform.game.api;

import static dev.chessplatform.game.api.Players.get;
import static dev.chessplatform.game.api.Players.unique;
import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.chessplatform.testsupport.PlatformInfrastructure;
import dev.chessplatform.testsupport.SignedIdentity;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.response.ValidatableResponse;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Input no client should send is refused before it touches a game: an id that is no game id on each
 * of the 23 commands that take one (a decoded {@code %00} was a 500; now refused as a path that is
 * not canonical, before any command), and text or types a body field cannot hold; the game refused
 * stays as it was.
 */
@QuarkusTest
@QuarkusTestResource(PlatformInfrastructure.class)
class MalformedInputTest {

  private static final List<String> COMMANDS =
      List.of(
          "POST /api/challenges/{id}/accept",
          "POST /api/challenges/{id}/decline",
          "POST /api/games/{id}/abort",
          "POST /api/games/{id}/draw/accept",
          "POST /api/games/{id}/draw/claim",
          "POST /api/games/{id}/draw/decline",
          "POST /api/games/{id}/draw/offer",
          "POST /api/games/{id}/hints",
          "POST /api/games/{id}/join",
          "POST /api/games/{id}/moves",
          "POST /api/games/{id}/rematch",
          "POST /api/games/{id}/resign",
          "POST /api/games/{id}/takeback/accept",
          "POST /api/games/{id}/takeback/decline",
          "POST /api/games/{id}/takeback/request",
          "POST /api/games/{id}/undo",
          "DELETE /api/lobby/seeks/{id}",
          "POST /api/lobby/seeks/{id}/accept",
          "DELETE /api/rooms/{id}",
          "POST /api/rooms/{id}/leave",
          "POST /api/rooms/{id}/seats/left",
          "POST /api/rooms/{id}/start",
          "POST /api/rooms/{id}/swap");

  @Test
  void anIdThatIsNoGameIdIsANotFoundProblemOnEveryCommand() {
    String alice = unique("alice");
    for (String id : List.of("not-a-game", "%E2%80%AE", "7bc19bf6-61b3-4f40-8e7f-e19fcf8f66d")) {
      for (String command : COMMANDS) {
        String path = command.substring(command.indexOf(' ') + 1).replace("{id}", id);
        send(alice, command, id)
            .statusCode(404)
            .contentType("application/problem+json")
            .body("type", equalTo("https://chess-platform.dev/problems/not-found"))
            .body("instance", equalTo(path));
      }
    }
  }

  @Test
  void aNulInThePathIsRefusedBeforeAnyCommandLooksForTheGame() {
    // caller-identity's CallerFilter refuses a path that is not canonical (issue 51): %00 among it.
    String alice = unique("alice");
    for (String command : COMMANDS) {
      send(alice, command, "%00")
          .statusCode(400)
          .contentType("application/problem+json")
          .body("type", equalTo("https://chess-platform.dev/problems/malformed-request"));
    }
  }

  /** {@code command} ("METHOD /path/{id}") for {@code id}, as {@code player} signed it. */
  private static ValidatableResponse send(String player, String command, String id) {
    String method = command.substring(0, command.indexOf(' '));
    String path = command.substring(command.indexOf(' ') + 1).replace("{id}", id);
    return given()
        .urlEncodingEnabled(false)
        .headers(SignedIdentity.headers(player, Set.of("game:play"), method, path))
        .contentType(ContentType.JSON)
        .body("{\"move\":\"e4\"}")
        .request(method, path)
        .then();
  }

  @Test
  void aBodyFieldWithTheWrongTypeOrUnprintableTextIsRefusedByNameAndChangesNothing() {
    String alice = unique("alice");
    String bob = unique("bob");
    String id = Players.started(alice, bob);
    int version = get(alice, "/api/games/" + id).then().extract().path("version");
    int events = Players.events(id).size();
    String moves = "/api/games/" + id + "/moves";
    List<String[]> refused =
        List.of(
            new String[] {"{\"move\":5}", "move", "must be a string"},
            new String[] {"{\"move\":true}", "move", "must be a string"},
            new String[] {"{\"move\":\"e4\\u0000\"}", "move", "U+0000"},
            new String[] {"{\"move\":\"e\\n4\"}", "move", "U+000A"},
            new String[] {"{\"move\":\"\\ud800\"}", "move", "surrogate"},
            new String[] {"{\"move\":\"e4\",\"offerDraw\":\"yes\"}", "offerDraw", "true or false"},
            new String[] {"{\"move\":\"e4\",\"offerDraw\":1}", "offerDraw", "true or false"});
    for (String[] body : refused) {
      Players.as(alice, "POST", moves)
          .body(body[0])
          .post(moves)
          .then()
          .statusCode(400)
          .contentType("application/problem+json")
          .body("type", equalTo("https://chess-platform.dev/problems/invalid-field"))
          .body("field", equalTo(body[1]))
          .body("detail", org.hamcrest.Matchers.containsString(body[2]));
    }
    Players.as(alice, "POST", moves)
        .body("{\"move\": \"e4\"")
        .post(moves)
        .then()
        .statusCode(400)
        .contentType("application/problem+json")
        .body("type", equalTo("https://chess-platform.dev/problems/malformed-request"))
        .body("detail", org.hamcrest.Matchers.startsWith("The body is not valid JSON at line 1"));
    get(alice, "/api/games/" + id).then().statusCode(200).body("version", equalTo(version));
    assertEquals(events, Players.events(id).size());
  }
}
