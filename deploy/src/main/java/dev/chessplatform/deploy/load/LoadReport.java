package dev.chessplatform.deploy.load;

import java.io.PrintStream;
import java.util.List;
import java.util.Map;
import org.HdrHistogram.Histogram;

/** Prints a row's requests by type, and at the end the series as one Markdown table. */
final class LoadReport {

  private LoadReport() {}

  static void row(PrintStream out, LoadRun.Result r) {
    LoadRun run = r.run();
    Latencies l = r.latencies();
    out.printf(
        "%n== %d games (%d between people, %d against the computer): warm-up %d s, measured %.0f s%n",
        run.games(),
        run.games() - run.computerGames(),
        run.computerGames(),
        run.warmUp().toSeconds(),
        r.seconds());
    out.printf(
        "   %.1f moves/s by the players, %d games finished, %d failed requests;"
            + " load average %s before, %s after%n",
        r.movesPerSecond(), l.gamesFinished(), l.failureCount(), r.loadBefore(), r.loadAfter());
    double[] early = r.earlyRates();
    if (early.length > 0) {
      StringBuilder windows = new StringBuilder();
      long stretch = run.measured().toSeconds();
      for (int i = 0; i < early.length; i++) {
        windows.append(
            String.format(
                "%s%d–%d s %.0f (%.0f %%)",
                i == 0 ? "" : ", ",
                i * stretch,
                (i + 1) * stretch,
                early[i],
                100 * early[i] / Math.max(r.movesPerSecond(), 1e-9)));
      }
      out.printf("   from the row's start, moves/s (of the measured rate): %s%n", windows);
    }
    out.printf(
        "   %-15s %8s %8s %8s %8s %8s %8s %8s%n",
        "request", "answered", "per s", "p50 ms", "p90 ms", "p99 ms", "p99.9", "max ms");
    for (Map.Entry<RequestType, Histogram> e : l.answered().entrySet()) {
      line(out, e.getKey().label, e.getValue(), r.seconds());
    }
    line(out, "turn (both)", l.turns(), r.seconds());
    l.failures().forEach((reason, n) -> out.printf("   failed %s × %d%n", reason, n));
  }

  private static void line(PrintStream out, String label, Histogram h, double seconds) {
    if (h.getTotalCount() == 0) {
      return;
    }
    out.printf(
        "   %-15s %8d %8.1f %8.1f %8.1f %8.1f %8.1f %8.1f%n",
        label,
        h.getTotalCount(),
        h.getTotalCount() / seconds,
        ms(h.getValueAtPercentile(50)),
        ms(h.getValueAtPercentile(90)),
        ms(h.getValueAtPercentile(99)),
        ms(h.getValueAtPercentile(99.9)),
        ms(h.getMaxValue()));
  }

  static void table(PrintStream out, List<LoadRun.Result> results) {
    out.println();
    out.println(
        "| games (vs computer) | moves/s | move p50 / p99 ms | legal moves p50 / p99 ms"
            + " | turn p99 ms | failed | load average before → after"
            + " | moves/s in the warm-up's windows from the start |");
    out.println("|---|---|---|---|---|---|---|---|");
    for (LoadRun.Result r : results) {
      Histogram move = r.latencies().answered().get(RequestType.MOVE);
      Histogram legal = r.latencies().answered().get(RequestType.LEGAL_MOVES);
      out.printf(
          "| %d (%d) | %.0f | %s | %s | %.1f | %d | %s → %s | %s |%n",
          r.run().games(),
          r.run().computerGames(),
          r.movesPerSecond(),
          pair(move),
          pair(legal),
          ms(r.latencies().turns().getValueAtPercentile(99)),
          r.latencies().failureCount(),
          r.loadBefore(),
          r.loadAfter(),
          early(r));
    }
  }

  /** {@code 170 / 382 / 644}, or {@code –} when the warm-up was shorter than one window. */
  private static String early(LoadRun.Result r) {
    double[] rates = r.earlyRates();
    if (rates.length == 0) {
      return "–";
    }
    StringBuilder s = new StringBuilder();
    for (double rate : rates) {
      s.append(s.length() == 0 ? "" : " / ").append(String.format("%.0f", rate));
    }
    return s.toString();
  }

  private static String pair(Histogram h) {
    if (h == null || h.getTotalCount() == 0) {
      return "–";
    }
    return String.format(
        "%.1f / %.1f", ms(h.getValueAtPercentile(50)), ms(h.getValueAtPercentile(99)));
  }

  private static double ms(long nanos) {
    return nanos / 1e6;
  }
}
