package dev.chessplatform.deploy.chaos;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.chessplatform.deploy.LocalPlatform;
import java.time.Duration;
import java.util.Arrays;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledOnOs;
import org.junit.jupiter.api.condition.OS;

/**
 * The chaos campaign on the real platform (started as {@code ./platform start --detach} does): a
 * short run in every {@code ./mvnw verify} — six tables, kills of game-service, the gateway and
 * rating-service, each started again — and the full run on demand ({@code -Dchaos.full=true}:
 * twenty tables, all five kills including the broker, 10,000 acknowledged moves). Every setting can
 * be overridden with a {@code chaos.*} system property (deploy/README.md).
 *
 * <p>It fails when an acknowledged move is lost or duplicated, a game's seqs have a gap, a game
 * differs from its replay, a rated result is not counted exactly once, or the campaign could not
 * carry out its schedule. 404s for existing games, 502s from a healthy service and unanswered
 * requests are counted and printed; they fail the run only with {@code -Dchaos.strict=true}.
 *
 * <p>{@code -Dchaos.plant=lost,duplicated,gap,rating} plants those faults after play ({@link
 * Plant}) and passes only if the verification catches every one of them.
 *
 * <p>Linux only: a killed process is started again from its {@code /proc/<pid>} command line,
 * environment and directory ({@code ServiceRestart}).
 */
@EnabledOnOs(OS.LINUX)
class ChaosCampaignIT {

  @Test
  void noAcknowledgedMoveIsLostOrDuplicatedWhilePartsOfThePlatformAreKilled() throws Exception {
    long t0 = System.nanoTime();
    Set<String> planted =
        Arrays.stream(System.getProperty("chaos.plant", "").split(","))
            .map(String::trim)
            .filter(k -> !k.isEmpty())
            .collect(Collectors.toSet());
    Campaign.Settings settings = settings();
    System.out.println("[ChaosCampaignIT] " + settings.describe());
    // A platform of its own: it kills every service of it (and, in the full run, the broker), and
    // game-service must be the only instance, so a kill of it is survived by its restart, not by a
    // second instance taking its partitions over (ScaleOutIT, on two of everything, tests that).
    LocalPlatform platform = LocalPlatform.detached("chaos");
    CampaignRun run =
        CampaignRun.play(
            platform,
            settings,
            "chaos-summary.txt",
            true,
            t0,
            campaign -> {
              if (!planted.isEmpty()) {
                Plant.plant(campaign, planted);
              }
            });
    Campaign campaign = run.campaign;
    Verifier.Verdict verdict = run.verdict;
    if (!planted.isEmpty()) {
      // The verifier's own test: every planted fault must be caught, or a check is blind.
      assertTrue(!planted.contains("lost") || verdict.lost > 0, "a planted loss was not seen");
      assertTrue(
          !planted.contains("duplicated") || verdict.duplicated > 0,
          "a planted duplicate was not seen");
      assertTrue(
          !planted.contains("duplicated") || verdict.replayMismatches > 0,
          "a game with a planted extra event equals its replay");
      assertTrue(!planted.contains("gap") || verdict.seqGaps > 0, "a planted seq gap was not seen");
      assertTrue(
          !planted.contains("rating") || verdict.ratingMismatches > 0,
          "a planted extra rated result was not seen");
      System.out.println("[ChaosCampaignIT] every planted fault was caught: " + planted);
      return;
    }
    run.assertCarriedOut();
    if (Boolean.getBoolean("chaos.strict")) {
      assertEquals(0, campaign.total.notFound.get(), "404 for existing games; see " + run.saved);
      assertEquals(
          0,
          campaign.total.badGatewayHealthy.get(),
          "502 from a healthy service; see " + run.saved);
      assertEquals(0, campaign.total.unanswered.get(), "unanswered requests; see " + run.saved);
    }
  }

  /** The short run, the full run with {@code chaos.full=true}, each setting overridable. */
  static Campaign.Settings settings() {
    boolean full = Boolean.getBoolean("chaos.full");
    String kills =
        full
            ? "game-service@45s,engine-service@120s,rating-service@195s,gateway@270s,kafka@345s+3s,"
                + "game-service@450s,kafka@540s"
            // the short run: the two whose loss stops play, then rating-service (the slowest to
            // be ready again, so last); engine-service's kill mid-search is ComputerGameIT's
            : "game-service@10s,gateway@20s,rating-service@32s";
    return new Campaign.Settings(
        Integer.getInteger("chaos.peopleGames", full ? 14 : 4),
        Integer.getInteger("chaos.computerGames", full ? 6 : 2),
        Integer.getInteger("chaos.level", 1),
        Integer.getInteger("chaos.maxPlies", full ? 120 : 40),
        Long.getLong("chaos.moves", full ? 10_000 : 100),
        Duration.ofSeconds(Long.getLong("chaos.minSeconds", full ? 0 : 40)),
        Duration.ofSeconds(Long.getLong("chaos.maxSeconds", full ? 3600 : 240)),
        Arrays.stream(System.getProperty("chaos.kills", kills).split(","))
            .map(String::trim)
            .filter(s -> !s.isEmpty())
            .map(Kill::parse)
            .toList(),
        Duration.ofSeconds(Long.getLong("chaos.boundSeconds", 10)),
        Duration.ofSeconds(Long.getLong("chaos.giveUpSeconds", 120)),
        Long.getLong("chaos.seed", 17));
  }
}
