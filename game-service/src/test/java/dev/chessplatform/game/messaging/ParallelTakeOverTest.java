package dev.chessplatform.game.messaging;

import static org.awaitility.Awaitility.await;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.chessplatform.game.messaging.GameOwnership.PartitionLoad;
import dev.chessplatform.testsupport.PlatformInfrastructure;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * A restart takes the partitions over side by side: the fence-and-read of one partition overlaps
 * another's, on more than one loader thread, and every partition still gets exactly one writer.
 */
@QuarkusTest
@QuarkusTestResource(PlatformInfrastructure.class)
class ParallelTakeOverTest {

  @Inject GameOwnership ownership;

  @org.junit.jupiter.api.AfterEach
  void everyPartitionOwnedAgain() {
    dev.chessplatform.game.OwnerAtRest.await(ownership);
  }

  @Test
  void aRestartLoadsThePartitionsOfItsAssignmentAtTheSameTime() {
    await().atMost(Duration.ofSeconds(60)).until(ownership::ownsAll);
    ownership.stop();
    ownership.start();
    await().atMost(Duration.ofSeconds(60)).until(() -> ownership.ready() && ownership.ownsAll());

    List<PartitionLoad> all = ownership.recentLoads();
    List<PartitionLoad> restart = all.subList(all.size() - ownership.ownedPartitions(), all.size());
    Set<Integer> partitions =
        restart.stream()
            .map(PartitionLoad::partition)
            .collect(Collectors.toCollection(TreeSet::new));
    assertEquals(restart.size(), partitions.size(), "one take-over per partition: " + restart);
    Set<String> threads = restart.stream().map(PartitionLoad::thread).collect(Collectors.toSet());
    assertTrue(threads.size() > 1, "loaded on " + threads);
    assertTrue(mostAtOnce(restart) > 1, "no two loads overlapped: " + restart);
  }

  /** The largest number of loads in progress at one instant. */
  private static int mostAtOnce(List<PartitionLoad> loads) {
    List<long[]> edges = new ArrayList<>();
    for (PartitionLoad l : loads) {
      edges.add(new long[] {l.startNanos(), 1});
      edges.add(new long[] {l.endNanos(), -1});
    }
    edges.sort((a, b) -> a[0] != b[0] ? Long.compare(a[0], b[0]) : Long.compare(a[1], b[1]));
    int now = 0;
    int most = 0;
    for (long[] e : edges) {
      now += (int) e[1];
      most = Math.max(most, now);
    }
    return most;
  }
}
