package dev.chessplatform.deploy.chaos;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.chessplatform.deploy.LocalPlatform;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * What every chaos class does with its {@link Campaign}: play it, verify the topics ({@link
 * Verifier}), print the {@link Report} and save it under {@code deploy/target/}, and assert the
 * common end: every kill carried out, nothing lost, duplicated or out of order, no campaign
 * problem, the moves the settings ask for acknowledged.
 */
final class CampaignRun {

  /** Between play and verification: the chaos class's own step (planting faults, say). */
  interface AfterPlay {
    void accept(Campaign campaign) throws Exception;
  }

  final Campaign campaign;
  final Verifier.Verdict verdict;
  final String summary;

  /** Where the summary was saved, for failure messages. */
  final Path saved;

  private CampaignRun(Campaign campaign, Verifier.Verdict verdict, String summary, Path saved) {
    this.campaign = campaign;
    this.verdict = verdict;
    this.summary = summary;
    this.saved = saved;
  }

  /**
   * Plays {@code settings} on {@code platform}, verifies and reports (time counted from {@code
   * startedNanos}); the summary goes to {@code deploy/target/<summaryFile>}. A platform of the
   * class's own ({@code stopAfter}) is stopped, leaving no process, before the summary is written.
   */
  static CampaignRun play(
      LocalPlatform platform,
      Campaign.Settings settings,
      String summaryFile,
      boolean stopAfter,
      long startedNanos,
      AfterPlay afterPlay)
      throws Exception {
    Campaign campaign;
    Verifier.Verdict verdict;
    String summary;
    try {
      campaign = new Campaign(platform, settings);
      campaign.play();
      afterPlay.accept(campaign);
      verdict = new Verifier(campaign).verify();
      long tookMs = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - startedNanos);
      summary = Report.summary(campaign, verdict, tookMs);
    } finally {
      if (stopAfter) {
        platform.stopLeavingNothing();
      }
    }
    System.out.println(summary);
    Path saved = platform.home.resolve("deploy/target/" + summaryFile);
    Files.writeString(saved, summary);
    return new CampaignRun(campaign, verdict, summary, saved);
  }

  static CampaignRun play(
      LocalPlatform platform,
      Campaign.Settings settings,
      String summaryFile,
      boolean stopAfter,
      long startedNanos)
      throws Exception {
    return play(platform, settings, summaryFile, stopAfter, startedNanos, c -> {});
  }

  /** The end every chaos run must reach; the class adds its own checks (pauses, take-overs). */
  void assertCarriedOut() {
    assertEquals(
        campaign.settings.kills().size(),
        campaign.outcomes.size(),
        "every kill was carried out; see " + saved);
    verdict.assertClean(saved);
    assertEquals(
        List.of(), List.copyOf(campaign.problems), "the campaign's problems; see " + saved);
    assertTrue(
        campaign.moves.get() >= campaign.settings.moveTarget(), "moves acknowledged; see " + saved);
  }
}
