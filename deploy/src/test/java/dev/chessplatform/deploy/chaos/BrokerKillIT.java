package dev.chessplatform.deploy.chaos;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.chessplatform.deploy.LocalPlatform;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledOnOs;
import org.junit.jupiter.api.condition.OS;

/**
 * A broker lost for good under play: {@code platform start --kafka-brokers 3} (production's
 * cluster: three KRaft nodes, replication 3, min.insync.replicas 2), games played through the
 * gateway, and the broker that leads the most partitions of chess.game-events (the active
 * controller among equals) killed with SIGKILL mid-campaign and never started again. The two others
 * must lead every partition, play must go on, and the campaign's {@link Verifier} must find every
 * acknowledged move in the topic exactly once, no seq gap, every game equal to its replay and every
 * rated result counted once. The longest pause of acknowledged moves after the kill is printed with
 * the counts and saved to {@code deploy/target/broker-kill-summary.txt}; it fails the test only
 * above {@code -Dbrokerkill.maxPauseMs} (unset: no bound).
 *
 * <p>Tagged {@value #TAG}: {@code -DexcludedGroups=kafka-cluster} leaves it out of a run (it starts
 * three brokers besides the services, ≈ 4 minutes). {@code -Dkill.at=...} overrides the kill, e.g.
 * {@code kafka-1@25s!}.
 */
@EnabledOnOs(OS.LINUX)
@Tag(BrokerKillIT.TAG)
class BrokerKillIT {

  static final String TAG = "kafka-cluster";

  @Test
  void noAcknowledgedMoveIsLostWhenTheBrokerThatLeadsTheMostPartitionsDies() throws Exception {
    long t0 = System.nanoTime();
    Campaign.Settings settings =
        new Campaign.Settings(
            Integer.getInteger("kill.peopleGames", 6),
            Integer.getInteger("kill.computerGames", 1),
            1,
            40,
            Long.getLong("kill.moves", 200),
            Duration.ofSeconds(Long.getLong("kill.minSeconds", 75)),
            Duration.ofSeconds(240),
            List.of(Kill.parse(System.getProperty("kill.at", "broker-leader@25s!"))),
            Duration.ofSeconds(10),
            Duration.ofSeconds(120),
            29);
    System.out.println("[BrokerKillIT] " + settings.describe());
    LocalPlatform platform =
        LocalPlatform.detached("broker-kill", Map.of(), "--kafka-brokers", "3");
    CampaignRun run = CampaignRun.play(platform, settings, "broker-kill-summary.txt", true, t0);
    run.assertCarriedOut();
    Kill.Outcome kill = run.campaign.outcomes.get(0);
    assertTrue(kill.takenOverMs >= 0, "the other brokers lead every partition; see " + run.saved);
    assertTrue(kill.firstMoveMs >= 0, "moves went on after the kill; see " + run.saved);
    long pauseMs =
        run.campaign.pauses.longestAfterMs(kill.signalledAtNanos, Report.PAUSE_WINDOW_NANOS);
    Long bound = Long.getLong("brokerkill.maxPauseMs");
    if (bound != null) {
      assertTrue(
          pauseMs <= bound,
          "longest pause " + pauseMs + " ms, above " + bound + " ms; see " + run.saved);
    }
  }
}
