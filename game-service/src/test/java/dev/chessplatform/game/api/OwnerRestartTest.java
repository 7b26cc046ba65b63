package dev.chessplatform.game.api;

import static dev.chessplatform.game.api.Players.get;
import static dev.chessplatform.game.api.Players.move;
import static dev.chessplatform.game.api.Players.unique;
import static org.awaitility.Awaitility.await;
import static org.hamcrest.Matchers.equalTo;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.chessplatform.game.messaging.GameOwnership;
import dev.chessplatform.testsupport.PlatformInfrastructure;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The owner stops mid-game (its memory is gone) and starts again: the game continues from the same
 * position, the outage is charged to nobody, and no event is lost or doubled.
 */
@QuarkusTest
@QuarkusTestResource(PlatformInfrastructure.class)
class OwnerRestartTest {

  @Inject GameOwnership ownership;

  @org.junit.jupiter.api.AfterEach
  void everyPartitionOwnedAgain() {
    dev.chessplatform.game.OwnerAtRest.await(ownership);
  }

  @Test
  void aRestartedOwnerContinuesTheGameFromTheSamePositionWithFairClocks() throws Exception {
    String alice = unique("alice");
    String bob = unique("bob");
    String id = Players.started(alice, bob, Map.of("initialSeconds", 60));
    move(alice, id, "e4").then().statusCode(200);
    String fen = get(alice, "/api/games/" + id).jsonPath().getString("fen");

    ownership.stop();
    get(alice, "/api/games/" + id).then().statusCode(503).header("Retry-After", "1");
    Thread.sleep(3_000); // the outage: black's clock must not pay for it
    ownership.start();

    await()
        .atMost(Duration.ofSeconds(60))
        .untilAsserted(
            () ->
                get(alice, "/api/games/" + id)
                    .then()
                    .statusCode(200)
                    .body("version", equalTo(6))
                    .body("fen", equalTo(fen))
                    .body("moves", equalTo(List.of("e4"))));
    int black = get(bob, "/api/games/" + id).jsonPath().getInt("clock.blackMs");
    assertTrue(black > 58_000, "black was charged for the outage: " + black);
    move(bob, id, "e5").then().statusCode(200).body("version", equalTo(7));

    List<String> events = Players.events(id);
    Pattern seq = Pattern.compile("\"seq\":(\\d+)");
    List<Integer> seqs =
        events.stream()
            .map(
                e -> {
                  Matcher m = seq.matcher(e);
                  m.find();
                  return Integer.parseInt(m.group(1));
                })
            .toList();
    assertEquals(List.of(1, 2, 3, 4, 5, 6, 7), seqs);
    assertTrue(events.get(5).contains("\"type\":\"ClocksResumed\""), events.get(5));
  }
}
