package dev.chessplatform.deploy.chaos;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.chessplatform.deploy.LocalPlatform;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledOnOs;
import org.junit.jupiter.api.condition.OS;

/**
 * Scale-out, for real, on one machine: {@code platform start --game-instances 2}, games played
 * through the gateway (which spreads them over both instances), and one instance killed with
 * SIGKILL and never started again while they are played. The survivor must take every partition of
 * chess.game-events over (the owners' group, read with Kafka's Admin), play must go on on every
 * table, and the campaign's {@link Verifier} must find every acknowledged move in the topic exactly
 * once, no seq gap, every game equal to its replay and every rated result counted once. The counts
 * are printed and saved to {@code deploy/target/instance-kill-summary.txt}.
 */
@EnabledOnOs(OS.LINUX)
class InstanceKillIT {

  @Test
  void noAcknowledgedMoveIsLostWhenOneOfTwoGameServiceInstancesDies() throws Exception {
    long t0 = System.nanoTime();
    Campaign.Settings settings =
        new Campaign.Settings(
            Integer.getInteger("kill.peopleGames", 6),
            Integer.getInteger("kill.computerGames", 1),
            1,
            40,
            Long.getLong("kill.moves", 200),
            Duration.ofSeconds(Long.getLong("kill.minSeconds", 60)),
            Duration.ofSeconds(240),
            List.of(Kill.parse(System.getProperty("kill.at", "game-service-1@20s!"))),
            Duration.ofSeconds(10),
            Duration.ofSeconds(120),
            23);
    System.out.println("[InstanceKillIT] " + settings.describe());
    // A platform of its own: two game-service instances, one of them killed for good (the other
    // classes' platforms run one instance, ChaosCampaignIT's must).
    LocalPlatform platform =
        LocalPlatform.detached("instance-kill", Map.of(), "--game-instances", "2");
    Campaign campaign;
    Verifier.Verdict verdict;
    String summary;
    try {
      campaign = new Campaign(platform, settings);
      campaign.play();
      verdict = new Verifier(campaign).verify();
      summary =
          Report.summary(campaign, verdict, TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - t0));
    } finally {
      platform.stopLeavingNothing();
    }
    System.out.println(summary);
    Path saved = platform.home.resolve("deploy/target/instance-kill-summary.txt");
    Files.writeString(saved, summary);

    assertEquals(1, campaign.outcomes.size(), "the kill was carried out; see " + saved);
    Kill.Outcome kill = campaign.outcomes.get(0);
    assertTrue(kill.takenOverMs >= 0, "the survivor took the partitions over; see " + saved);
    assertTrue(kill.firstMoveMs >= 0, "moves went on after the kill; see " + saved);
    verdict.assertClean(saved);
    assertEquals(
        List.of(), List.copyOf(campaign.problems), "the campaign's problems; see " + saved);
    assertTrue(campaign.moves.get() >= settings.moveTarget(), "moves acknowledged; see " + saved);
  }
}
