package dev.chessplatform.game.load;

import static org.awaitility.Awaitility.await;

import dev.chessplatform.game.application.GameRegistry;
import dev.chessplatform.game.application.LiveGame;
import dev.chessplatform.game.messaging.GameOwnership;
import dev.chessplatform.game.messaging.GameOwnership.PartitionLoad;
import dev.chessplatform.testsupport.PlatformInfrastructure;
import dev.chessplatform.testsupport.SignedIdentity;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.net.URI;
import java.net.URL;
import java.time.Duration;
import java.util.List;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;

/**
 * How long a restart of the owner takes with the history {@link LoadGenerator} wrote: the games are
 * played over HTTP through the real code path (finished, unless {@code chess.load.keep-live}), then
 * {@code chess.load.live} games are left being played; once the finished games have left memory,
 * ownership is stopped and started three times and the time to own every partition again is
 * printed, with the records and games read and the records the snapshots spared. Off by default;
 * the README gives the command and the figures.
 */
@QuarkusTest
@QuarkusTestResource(PlatformInfrastructure.class)
@EnabledIfSystemProperty(named = "chess.takeover", matches = "true")
class TakeOverTimeTest {

  @TestHTTPResource("/")
  URL base;

  @Inject GameOwnership ownership;
  @Inject GameRegistry registry;

  @ConfigProperty(name = "chess.games.load-parallelism")
  int parallelism;

  @Test
  void aRestartIsTimedAgainstTheHistoryItReads() throws Exception {
    URI uri = URI.create(base.toString());
    LoadGenerator.awaitReady(uri, SignedIdentity.TEST_SECRET, Duration.ofSeconds(60));
    LoadGenerator.Report history =
        LoadGenerator.run(
            uri,
            SignedIdentity.TEST_SECRET,
            Integer.getInteger("chess.load.games", 200),
            Integer.getInteger("chess.load.concurrency", 50),
            Integer.getInteger("chess.load.plies", 40),
            !Boolean.getBoolean("chess.load.keep-live"));
    System.out.println("LOAD history " + history);
    int live = Integer.getInteger("chess.load.live", 0);
    if (live > 0) {
      LoadGenerator.Report played =
          LoadGenerator.run(
              uri,
              SignedIdentity.TEST_SECRET,
              live,
              Math.min(live, 100),
              Integer.getInteger("chess.load.live-plies", 20),
              false);
      System.out.println("LOAD live " + played);
    }
    // The finished games leave memory (grace and archive), then a snapshot leaves them out.
    await()
        .atMost(Duration.ofMinutes(10))
        .pollInterval(Duration.ofMillis(500))
        .until(() -> registry.all().stream().noneMatch(g -> LiveGame.finished(g.status())));
    long held = registry.held();
    System.out.printf("TAKEOVER %d games held in memory before the restarts%n", held);
    for (int run = 1; run <= 3; run++) {
      ownership.stop(); // waits for the snapshots handed over so far
      long started = System.nanoTime();
      ownership.start();
      await().atMost(Duration.ofMinutes(10)).until(ownership::ownsAll);
      long ms = (System.nanoTime() - started) / 1_000_000;
      List<PartitionLoad> loads = ownership.recentLoads();
      List<PartitionLoad> last =
          loads.subList(loads.size() - ownership.ownedPartitions(), loads.size());
      long records = last.stream().mapToLong(PartitionLoad::records).sum();
      long skipped = last.stream().mapToLong(PartitionLoad::from).sum();
      long fromSnapshot = last.stream().filter(l -> l.snapshotOffset() >= 0).count();
      int games = last.stream().mapToInt(PartitionLoad::games).sum();
      long slowest =
          last.stream().mapToLong(l -> (l.endNanos() - l.startNanos()) / 1_000_000).max().orElse(0);
      System.out.printf(
          "TAKEOVER run %d: parallelism %d, %d partitions from a snapshot, %d records before them"
              + " not read, %d records read, %d games, all partitions in %d ms (slowest partition"
              + " %d ms)%n",
          run, parallelism, fromSnapshot, skipped, records, games, ms, slowest);
      // Let the writers snapshot what they loaded before the next restart.
      await().atMost(Duration.ofSeconds(30)).until(() -> ownership.ready() && ownership.ownsAll());
    }
  }
}
