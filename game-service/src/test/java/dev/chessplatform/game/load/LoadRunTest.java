package dev.chessplatform.game.load;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.chessplatform.testsupport.PlatformInfrastructure;
import dev.chessplatform.testsupport.SignedIdentity;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import java.net.URI;
import java.net.URL;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;

/**
 * Runs {@link LoadGenerator} against the service started for the tests (real HTTP, the embedded
 * Kafka broker with {@code acks=all} transactions, mongo-java-server). Off by default; the README
 * gives the command and the figures.
 */
@QuarkusTest
@QuarkusTestResource(PlatformInfrastructure.class)
@EnabledIfSystemProperty(named = "chess.load", matches = "true")
class LoadRunTest {

  @TestHTTPResource("/")
  URL base;

  @Test
  void manyConcurrentGamesArePlayedAndMeasured() throws Exception {
    int games = Integer.getInteger("chess.load.games", 200);
    int concurrency = Integer.getInteger("chess.load.concurrency", 50);
    int plies = Integer.getInteger("chess.load.plies", 40);
    LoadGenerator.awaitReady(
        URI.create(base.toString()), SignedIdentity.TEST_SECRET, java.time.Duration.ofSeconds(60));
    LoadGenerator.run(URI.create(base.toString()), SignedIdentity.TEST_SECRET, 20, 10, 10);
    LoadGenerator.Report report =
        LoadGenerator.run(
            URI.create(base.toString()), SignedIdentity.TEST_SECRET, games, concurrency, plies);
    System.out.println("LOAD " + report);
    assertEquals(0, report.failures(), report.toString());
  }
}
