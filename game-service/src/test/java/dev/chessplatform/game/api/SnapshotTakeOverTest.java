package dev.chessplatform.game.api;

import static dev.chessplatform.game.api.Players.as;
import static dev.chessplatform.game.api.Players.get;
import static dev.chessplatform.game.api.Players.move;
import static dev.chessplatform.game.api.Players.post;
import static org.awaitility.Awaitility.await;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.chessplatform.game.application.GameRegistry;
import dev.chessplatform.game.application.PartitionSnapshot;
import dev.chessplatform.game.application.PartitionSnapshots;
import dev.chessplatform.game.messaging.GameOwnership;
import dev.chessplatform.game.messaging.GameOwnership.PartitionLoad;
import dev.chessplatform.testsupport.PlatformInfrastructure;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * A take-over starts from the partition's snapshot and reads only the log after it; a snapshot the
 * log contradicts is ignored; finished games leave the owner's memory and are still served, offered
 * a rematch, and rebuilt after a restart from the archive. The test profile snapshots every 300 ms
 * and evicts finished games 3 s after their end.
 */
@QuarkusTest
@QuarkusTestResource(PlatformInfrastructure.class)
class SnapshotTakeOverTest {

  @Inject GameOwnership ownership;

  @org.junit.jupiter.api.AfterEach
  void everyPartitionOwnedAgain() {
    dev.chessplatform.game.OwnerAtRest.await(ownership);
  }

  @Inject PartitionSnapshots snapshots;
  @Inject GameRegistry registry;

  private void awaitSnapshotOf(String gameId, long version) {
    int partition = ownership.partitionOf(gameId);
    await()
        .atMost(Duration.ofSeconds(30))
        .until(
            () ->
                snapshots
                    .latest(partition)
                    .map(
                        s ->
                            s.events().stream()
                                .anyMatch(e -> e.gameId().equals(gameId) && e.seq() == version))
                    .orElse(false));
  }

  private PartitionLoad restartAndLoadOf(String gameId) {
    ownership.stop();
    ownership.start();
    await().atMost(Duration.ofSeconds(60)).until(() -> ownership.ready() && ownership.ownsAll());
    int partition = ownership.partitionOf(gameId);
    List<PartitionLoad> loads = ownership.recentLoads();
    return loads.stream()
        .filter(l -> l.partition() == partition)
        .reduce((a, b) -> b)
        .orElseThrow(() -> new AssertionError("no load of partition " + partition));
  }

  @Test
  void aRestartStartsFromTheSnapshotReadsOnlyTheTailAndStillAnswersARetriedMove() {
    String alice = Players.unique("alice");
    String bob = Players.unique("bob");
    String id = Players.started(alice, bob);
    String uri = "/api/games/" + id + "/moves";
    as(alice, "POST", uri)
        .header("Idempotency-Key", "snap-e4")
        .body(Map.of("move", "e4"))
        .post(uri)
        .then()
        .statusCode(200);
    int version = get(alice, "/api/games/" + id).jsonPath().getInt("version");
    String fen = get(alice, "/api/games/" + id).jsonPath().getString("fen");
    awaitSnapshotOf(id, version);

    PartitionLoad load = restartAndLoadOf(id);
    assertTrue(load.snapshotOffset() >= 0, "loaded from offset 0: " + load);
    assertEquals(load.snapshotOffset() + 1, load.from(), load.toString());

    get(alice, "/api/games/" + id)
        .then()
        .statusCode(200)
        .body("version", equalTo(version))
        .body("fen", equalTo(fen));
    // The retried move is answered from its key, as before the restart, and writes nothing.
    as(alice, "POST", uri)
        .header("Idempotency-Key", "snap-e4")
        .body(Map.of("move", "e4"))
        .post(uri)
        .then()
        .statusCode(200)
        .header("Idempotent-Replayed", "true")
        .body("version", equalTo(version));
    move(bob, id, "e5").then().statusCode(200).body("version", equalTo(version + 1));
    assertEquals(version + 1, Players.events(id).size());
  }

  @Test
  void aSnapshotTheLogContradictsIsIgnoredAndThePartitionIsReadFromOffset0() {
    String alice = Players.unique("alice");
    String bob = Players.unique("bob");
    String id = Players.started(alice, bob);
    move(alice, id, "d4").then().statusCode(200);
    int version = get(alice, "/api/games/" + id).jsonPath().getInt("version");
    awaitSnapshotOf(id, version);

    ownership.stop();
    int partition = ownership.partitionOf(id);
    PartitionSnapshot s = snapshots.latest(partition).orElseThrow();
    snapshots.store(
        new PartitionSnapshot(
            partition, s.offset(), s.gameId(), s.seq() + 1000, s.takenAt(), s.games(), List.of()));
    PartitionLoad load = restartAndLoadOf(id);
    assertEquals(-1, load.snapshotOffset(), load.toString());
    assertEquals(0, load.from(), load.toString());
    get(alice, "/api/games/" + id)
        .then()
        .statusCode(200)
        .body("version", equalTo(version))
        .body("moves", equalTo(List.of("d4")));
  }

  @Test
  void aFinishedGameLeavesMemoryAndIsStillServedOfferedARematchAndRebuiltAfterARestart() {
    String alice = Players.registered("alice");
    String bob = Players.registered("bob");
    String id = Players.foolsMate(alice, bob, Map.of());
    await()
        .atMost(Duration.ofSeconds(30))
        .until(() -> registry.all().stream().noneMatch(g -> g.gameId().equals(id)));

    get(alice, "/api/games/" + id)
        .then()
        .statusCode(200)
        .body("status", equalTo("ENDED"))
        .body("moves", equalTo(List.of("f3", "e5", "g4", "Qh4#")));
    get(alice, "/api/games/" + id + "/events")
        .then()
        .statusCode(200)
        .body(containsString("\"type\":\"GameEnded\""));
    move(alice, id, "e4").then().statusCode(409);

    String rematch = post(alice, "/api/games/" + id + "/rematch").jsonPath().getString("gameId");
    int version = get(alice, "/api/games/" + id).jsonPath().getInt("version");
    awaitSnapshotOf(rematch, 1);

    // The game was left out of the snapshot, its rematch offer came after it: rebuilt from the
    // archive and the tail, the offer is still there and is not made twice.
    restartAndLoadOf(id);
    assertTrue(
        registry.all().stream().anyMatch(g -> g.gameId().equals(id)),
        "rebuilt in memory from the archive and the log (its grace is not over)");
    get(bob, "/api/games/" + id)
        .then()
        .statusCode(200)
        .body("version", equalTo(version))
        .body("rematch.gameId", equalTo(rematch));
    post(bob, "/api/games/" + id + "/rematch")
        .then()
        .statusCode(200)
        .body("gameId", equalTo(rematch))
        .body("status", equalTo("STARTED"));
  }
}
