package dev.chessplatform.deploy.chaos;

import java.util.List;

/** The campaign's one summary block, as printed to stdout and saved under deploy/target. */
final class Report {

  /** How far after a kill its pause is looked for, and how far before it the baseline. */
  static final long PAUSE_WINDOW_NANOS = java.util.concurrent.TimeUnit.SECONDS.toNanos(30);

  /**
   * A kill's rate line: the seconds before it averaged, and as many one-second windows after it.
   */
  static final int RATE_SECONDS = 10;

  private Report() {}

  static String summary(Campaign c, Verifier.Verdict v, long wallMs) {
    StringBuilder b = new StringBuilder();
    b.append("==================== chaos campaign ====================\n");
    b.append("settings:  ").append(c.settings.describe()).append('\n');
    b.append(
        String.format("wall time: %.1f s (play %.1f s)%n", wallMs / 1000.0, c.playedMs / 1000.0));
    b.append(
        String.format(
            "moves acknowledged: %d (computer moves seen %d; retried requests %d, answered as a"
                + " replay %d; moves refused 409/412/422 %d, requests given up %d)%n",
            c.moves.get(),
            c.computerMoves.get(),
            c.client.retries.get(),
            c.client.replayed.get(),
            c.refused.get(),
            c.abandoned.get()));
    b.append(
        String.format(
            "games: %d played (%d ended), %d rated results; players %d, one token each%n",
            c.games.size(), c.gamesEnded.get(), v.ratedResults, c.players.size()));
    b.append(
        String.format(
            "topics read from offset 0: %d events on chess.game-events, %d records on"
                + " chess.game-results%n",
            v.eventsRead, v.resultsRead));
    b.append("kills: ").append(c.outcomes.size()).append(" of ").append(c.settings.kills().size());
    b.append(" scheduled\n");
    List<Kill.Outcome> outcomes = List.copyOf(c.outcomes);
    for (int i = 0; i < outcomes.size(); i++) {
      Kill.Outcome o = outcomes.get(i);
      b.append("  #").append(i + 1).append(' ').append(o.line()).append('\n');
      b.append("      ").append(c.pauses.line(o.signalledAtNanos, PAUSE_WINDOW_NANOS)).append('\n');
      b.append("      ").append(c.pauses.rateLine(o.signalledAtNanos, RATE_SECONDS)).append('\n');
    }
    b.append("whole run: ").append(c.total.line()).append('\n');
    c.total.samples.forEach(x -> b.append("  e.g. ").append(x).append('\n'));
    b.append("--------------------------------------------------------\n");
    b.append(String.format("404 for existing games:        %d%n", c.total.notFound.get()));
    b.append(
        String.format(
            "502 answers:                   %d (from a healthy service: %d)%n",
            c.total.badGateway.get(), c.total.badGatewayHealthy.get()));
    b.append(
        String.format(
            "unanswered past the %d s bound: %d%n",
            c.client.bound().toSeconds(), c.total.unanswered.get()));
    b.append(String.format("lost:                          %d%n", v.lost));
    b.append(String.format("duplicated:                    %d%n", v.duplicated));
    b.append(String.format("seq gaps:                      %d%n", v.seqGaps));
    b.append(
        String.format(
            "replay mismatches:             %d (of %d games)%n",
            v.replayMismatches, v.gamesChecked));
    b.append(
        String.format(
            "rating mismatches:             %d (of %d players)%n",
            v.ratingMismatches, c.players.size()));
    b.append(
        String.format(
            "written but never acknowledged: %d (moves whose client gave up; not a loss)%n",
            v.writtenUnacknowledged));
    if (v.unreadableEvents > 0) {
      b.append("unreadable events of these games: ").append(v.unreadableEvents).append('\n');
    }
    List<String> problems = List.copyOf(c.problems);
    b.append("campaign problems: ").append(problems.size()).append('\n');
    problems.stream().limit(30).forEach(p -> b.append("  ").append(p).append('\n'));
    if (!v.details.isEmpty()) {
      b.append("details:\n");
      v.details.forEach(d -> b.append("  ").append(d).append('\n'));
    }
    b.append("========================================================\n");
    return b.toString();
  }
}
