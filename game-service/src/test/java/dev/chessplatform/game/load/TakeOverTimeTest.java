package dev.chessplatform.game.load;

import static org.awaitility.Awaitility.await;

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
 * played over HTTP through the real code path, then ownership is stopped and started and the time
 * to own every partition again is printed, with the records and games read. Off by default; the
 * README gives the command and the figures.
 */
@QuarkusTest
@QuarkusTestResource(PlatformInfrastructure.class)
@EnabledIfSystemProperty(named = "chess.takeover", matches = "true")
class TakeOverTimeTest {

  @TestHTTPResource("/")
  URL base;

  @Inject GameOwnership ownership;

  @ConfigProperty(name = "chess.games.load-parallelism")
  int parallelism;

  @Test
  void aRestartIsTimedAgainstTheHistoryItReads() throws Exception {
    URI uri = URI.create(base.toString());
    LoadGenerator.awaitReady(uri, SignedIdentity.TEST_SECRET, Duration.ofSeconds(60));
    LoadGenerator.Report report =
        LoadGenerator.run(
            uri,
            SignedIdentity.TEST_SECRET,
            Integer.getInteger("chess.load.games", 200),
            Integer.getInteger("chess.load.concurrency", 50),
            Integer.getInteger("chess.load.plies", 40));
    System.out.println("LOAD " + report);
    for (int run = 1; run <= 3; run++) {
      ownership.stop();
      long started = System.nanoTime();
      ownership.start();
      await().atMost(Duration.ofMinutes(10)).until(ownership::ownsAll);
      long ms = (System.nanoTime() - started) / 1_000_000;
      List<PartitionLoad> loads = ownership.recentLoads();
      List<PartitionLoad> last =
          loads.subList(loads.size() - ownership.ownedPartitions(), loads.size());
      long records = last.stream().mapToLong(PartitionLoad::records).sum();
      int games = last.stream().mapToInt(PartitionLoad::games).sum();
      long slowest =
          last.stream().mapToLong(l -> (l.endNanos() - l.startNanos()) / 1_000_000).max().orElse(0);
      System.out.printf(
          "TAKEOVER run %d: parallelism %d, %d records, %d games, all partitions in %d ms"
              + " (slowest partition %d ms)%n",
          run, parallelism, records, games, ms, slowest);
    }
  }
}
