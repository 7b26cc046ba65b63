package dev.chessplatform.game.api;

import static dev.chessplatform.game.api.Players.get;
import static dev.chessplatform.game.api.Players.move;
import static dev.chessplatform.game.api.Players.post;
import static dev.chessplatform.game.api.Players.unique;
import static org.hamcrest.Matchers.equalTo;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.chessplatform.testsupport.PlatformInfrastructure;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.Test;

/** pollGameEvents: a generated client follows a game by asking again after the last seq. */
@QuarkusTest
@QuarkusTestResource(PlatformInfrastructure.class)
class LongPollTest {

  private static JsonPath poll(String player, String gameId, long afterSeq, int waitSeconds) {
    return get(
            player,
            "/api/games/"
                + gameId
                + "/updates?afterSeq="
                + afterSeq
                + "&waitSeconds="
                + waitSeconds)
        .then()
        .statusCode(200)
        .extract()
        .jsonPath();
  }

  @Test
  void eventsAlreadyThereAreAnsweredAtOnceAndTheNextCallWaitsForTheNextMove() throws Exception {
    String alice = unique("alice");
    String bob = unique("bob");
    String id = Players.started(alice, bob);

    JsonPath first = poll("spectator", id, 0, 20);
    long last = first.getLong("lastSeq");
    assertEquals(List.of(1, 2, 3, 4), first.getList("events.seq"));
    assertEquals(4L, last);
    assertEquals(false, first.getBoolean("ended"));

    CompletableFuture<JsonPath> waiting =
        CompletableFuture.supplyAsync(() -> poll("spectator", id, last, 20));
    // The call is open and waiting; the move it waits for is played while it waits.
    assertTrue(!waiting.isDone());
    move(alice, id, "e4").then().statusCode(200);
    JsonPath next = waiting.get();
    assertEquals(List.of(5), next.getList("events.seq"));
    assertEquals("MovePlayed", next.getString("events[0].type"));
    assertEquals("e4", next.getString("events[0].payload.san"));

    post(bob, "/api/games/" + id + "/resign").then().statusCode(200);
    JsonPath end = poll("spectator", id, 5, 20);
    assertEquals(List.of(6), end.getList("events.seq"));
    assertEquals("GameEnded", end.getString("events[0].type"));
    assertEquals(true, end.getBoolean("ended"));
    JsonPath after = poll("spectator", id, 6, 20);
    assertEquals(List.of(), after.getList("events"));
    assertEquals(
        true, after.getBoolean("ended"), "an ended game answers at once, nothing to wait for");
  }

  @Test
  void nothingNewWithinTheWaitIsAnEmptyPageAtTheSameSeq() {
    String id = Players.started(unique("alice"), unique("bob"));
    JsonPath empty = poll("spectator", id, 4, 1);
    assertEquals(List.of(), empty.getList("events"));
    assertEquals(4L, empty.getLong("lastSeq"));
  }

  @Test
  void aBadWaitOrSeqIsA400NamingTheField() {
    String id = Players.started(unique("alice"), unique("bob"));
    get("spectator", "/api/games/" + id + "/updates?waitSeconds=26")
        .then()
        .statusCode(400)
        .body("field", equalTo("waitSeconds"));
    get("spectator", "/api/games/" + id + "/updates?afterSeq=-1")
        .then()
        .statusCode(400)
        .body("field", equalTo("afterSeq"));
    get("spectator", "/api/games/nope/updates").then().statusCode(404);
  }
}
