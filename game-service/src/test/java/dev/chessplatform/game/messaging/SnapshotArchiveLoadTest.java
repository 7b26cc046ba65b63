package dev.chessplatform.game.messaging;

import static dev.chessplatform.game.api.Players.get;
import static dev.chessplatform.game.api.Players.post;
import static org.awaitility.Awaitility.await;
import static org.hamcrest.Matchers.equalTo;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.chessplatform.game.api.Players;
import dev.chessplatform.game.application.GameArchive;
import dev.chessplatform.game.application.GameRegistry;
import dev.chessplatform.game.application.LiveGame;
import dev.chessplatform.game.application.PartitionSnapshot;
import dev.chessplatform.game.application.PartitionSnapshots;
import dev.chessplatform.testsupport.PlatformInfrastructure;
import dev.chessplatform.testsupport.RunningInfrastructure;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * A finished game the snapshot left out (evicted) that gets an event after the snapshot (a rematch
 * offer) is rebuilt by a load from its archived beginning and the log's tail, not dropped as a
 * stream with a gap.
 */
@QuarkusTest
@QuarkusTestResource(PlatformInfrastructure.class)
class SnapshotArchiveLoadTest {

  @Inject GameOwnership ownership;
  @Inject PartitionSnapshots snapshots;
  @Inject GameRegistry registry;
  @Inject GameArchive archive;

  @Test
  void anEvictedGameWithAnEventAfterTheSnapshotIsRebuiltFromTheArchiveAndTheTail() {
    String alice = Players.registered("alice");
    String bob = Players.registered("bob");
    String id = Players.foolsMate(alice, bob, Map.of());
    Instant mated = Instant.now();
    int partition = ownership.partitionOf(id);
    int ended = get(alice, "/api/games/" + id).jsonPath().getInt("version");
    await()
        .atMost(Duration.ofSeconds(30))
        .until(() -> registry.all().stream().noneMatch(g -> g.gameId().equals(id)));
    // A snapshot taken after the end that leaves the game out: taken after its eviction.
    PartitionSnapshot before =
        await()
            .atMost(Duration.ofSeconds(30))
            .until(
                () -> snapshots.latest(partition).orElse(null),
                s ->
                    s != null
                        && s.events().stream().noneMatch(e -> e.gameId().equals(id))
                        && s.takenAt().isAfter(mated));
    post(alice, "/api/games/" + id + "/rematch").then().statusCode(200);

    PartitionLoader.Loaded loaded =
        PartitionLoader.load(
            RunningInfrastructure.get().kafkaBootstrapServers(),
            partition,
            Optional.of(before),
            archive);
    assertEquals(before.offset(), loaded.snapshotOffset());
    LiveGame rebuilt = loaded.games().get(id);
    assertTrue(rebuilt != null, "the game was dropped: " + loaded.games().keySet());
    assertEquals(ended + 1, rebuilt.version());
    assertFalse(rebuilt.state().rematch() == null, "the rematch offer is applied");
  }

  @Inject com.mongodb.client.MongoClient mongo;

  @org.eclipse.microprofile.config.inject.ConfigProperty(name = "quarkus.mongodb.database")
  String database;

  @Test
  void aFinishedGameTheArchiveDoesNotHoldIsPutThereByItsOwnerBeforeItLeavesMemory() {
    String alice = Players.registered("alice");
    String bob = Players.registered("bob");
    String id = Players.foolsMate(alice, bob, Map.of());
    int ended = get(alice, "/api/games/" + id).jsonPath().getInt("version");
    await().atMost(Duration.ofSeconds(30)).until(() -> archive.events(id).size() == ended);
    // As if the projection were far behind: the archive has nothing of the game.
    var archived = mongo.getDatabase(database).getCollection("game_archive");
    archived.deleteOne(com.mongodb.client.model.Filters.eq("_id", id));
    assertTrue(archive.events(id).isEmpty());

    await()
        .atMost(Duration.ofSeconds(30))
        .until(() -> registry.all().stream().noneMatch(g -> g.gameId().equals(id)));
    assertEquals(ended, archive.events(id).size(), "kept by the owner before it let the game go");
    get(bob, "/api/games/" + id)
        .then()
        .statusCode(200)
        .body("status", equalTo("ENDED"))
        .body("version", equalTo(ended));
  }
}
