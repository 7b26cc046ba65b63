package dev.chessplatform.game.api;

import static dev.chessplatform.game.api.Players.get;
import static dev.chessplatform.game.api.Players.move;
import static dev.chessplatform.game.api.Players.post;
import static dev.chessplatform.game.api.Players.unique;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import dev.chessplatform.testsupport.PlatformInfrastructure;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.response.Response;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * A private game through game-service alone: a stranger's every read and command on it is the same
 * 403 private-game naming only the id; the free seat of a private seek is the one thing the link
 * allows. (The whole matrix, every operation and caller through the gateway: deploy's
 * AuthorizationMatrixIT.)
 */
@QuarkusTest
@QuarkusTestResource(PlatformInfrastructure.class)
class PrivateGamesTest {

  private static final List<String> COMMANDS =
      List.of(
          "moves",
          "resign",
          "abort",
          "undo",
          "hints",
          "join",
          "rematch",
          "draw/offer",
          "draw/accept",
          "draw/decline",
          "draw/claim",
          "takeback/request",
          "takeback/accept",
          "takeback/decline");

  private static final List<String> READS =
      List.of(
          "",
          "/legal-moves",
          "/pgn",
          "/positions/1",
          "/summary",
          "/spectators",
          "/hints",
          "/updates?waitSeconds=0",
          "/events");

  @Test
  void aStrangerLearnsNothingOfAStartedPrivateGameFromAnyOperation() {
    String alice = Players.registered("alice");
    String bob = Players.registered("bob");
    String id =
        Players.create(
            alice,
            Map.of("mode", "CHALLENGE", "opponent", bob, "colour", "WHITE", "privateGame", true));
    post(bob, "/api/challenges/" + id + "/accept").then().statusCode(200);
    move(alice, id, "e4").then().statusCode(200);
    String mallory = unique("mallory");
    for (String command : COMMANDS) {
      Map<String, Object> body = command.equals("moves") ? Map.of("move", "e5") : Map.of();
      refusedQuietly(post(mallory, "/api/games/" + id + "/" + command, body), id, alice, bob);
    }
    refusedQuietly(post(mallory, "/api/challenges/" + id + "/decline"), id, alice, bob);
    refusedQuietly(post(mallory, "/api/rooms/" + id + "/leave"), id, alice, bob);
    for (String read : READS) {
      refusedQuietly(get(mallory, "/api/games/" + id + read), id, alice, bob);
    }
    get(bob, "/api/games/" + id).then().statusCode(200);
    // and none of it changed the game: alice's e4 is still its only move
    assertEquals(1, Players.events(id).stream().filter(e -> e.contains("MovePlayed")).count());
  }

  @Test
  void aPrivateSeekIsTakenByWhoeverHasItsLinkAndThenIsPrivateToOthers() {
    String alice = Players.registered("alice");
    String bob = Players.registered("bob");
    String id =
        Players.create(alice, Map.of("mode", "SEEK", "colour", "WHITE", "privateGame", true));
    refusedQuietly(get(bob, "/api/games/" + id), id, alice, alice);
    post(bob, "/api/games/" + id + "/join").then().statusCode(200);
    get(bob, "/api/games/" + id).then().statusCode(200);
    String carol = unique("carol");
    refusedQuietly(post(carol, "/api/games/" + id + "/join"), id, alice, bob);
  }

  private static void refusedQuietly(Response r, String id, String... players) {
    String body = r.asString();
    assertEquals(403, r.statusCode(), body);
    assertEquals("https://chess-platform.dev/problems/private-game", r.jsonPath().get("type"));
    assertEquals(id, r.jsonPath().get("gameId"));
    assertEquals(
        Set.of("type", "title", "status", "detail", "instance", "gameId"),
        r.jsonPath().getMap("").keySet(),
        body);
    for (String leak : List.of("rnbqkbnr", "e2e4", "\"e4\"")) {
      assertFalse(body.contains(leak), leak + " in " + body);
    }
    for (String player : players) {
      assertFalse(body.contains(player), player + " in " + body);
    }
  }
}
