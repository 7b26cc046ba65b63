package dev.chessplatform.engine.search;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Iterative deepening with aspiration windows and MultiPV at the root (chessprogramming.org,
 * "Iterative Deepening", "Aspiration Windows", "MultiPV"). Each further line searches the root with
 * the moves of the earlier lines excluded.
 */
final class RootSearch {
  /** Below this depth scores swing too much for a narrow window to pay. */
  private static final int ASPIRATION_DEPTH = 5;

  private static final int ASPIRATION_WINDOW = 20;

  /** A principal variation as packed moves, with the score and depth it was searched to. */
  record PackedLine(int score, int depth, int[] pv) {}

  /** Told about every completed iteration (the main thread only). */
  interface IterationListener {
    void completed(int depth, int selDepth, List<PackedLine> lines);
  }

  private RootSearch() {}

  /**
   * Searches until a limit, the time manager or a stop ends it; returns the lines of the last
   * iteration (or the part of an interrupted one whose best line was finished).
   */
  static List<PackedLine> run(
      Search s,
      SearchLimits limits,
      int legalMoves,
      int firstDepth,
      TimeManager time,
      IterationListener listener) {
    int multiPv = Math.min(limits.multiPv(), legalMoves);
    int maxDepth =
        limits.depth() > 0 ? Math.min(limits.depth(), Score.MAX_PLY - 2) : Score.MAX_PLY - 2;
    List<PackedLine> completed = List.of();
    for (int depth = firstDepth; depth <= maxDepth; depth++) {
      s.rootDepth = depth;
      s.selDepth = 0;
      s.rootExcludedCount = 0;
      List<PackedLine> lines = new ArrayList<>();
      for (int k = 0; k < multiPv; k++) {
        boolean window = depth >= ASPIRATION_DEPTH && k < completed.size();
        int score = aspiration(s, depth, window ? completed.get(k).score() : 0, window);
        if (s.stopped || s.pv.rootLength() == 0) {
          break;
        }
        int[] pv = s.pv.rootLine();
        lines.add(new PackedLine(score, depth, pv));
        s.rootExcluded[s.rootExcludedCount++] = pv[0];
      }
      if (s.stopped) {
        if (!lines.isEmpty()) {
          completed = merge(lines, completed);
        }
        break;
      }
      lines.sort(Comparator.comparingInt(PackedLine::score).reversed());
      completed = lines;
      if (listener != null) {
        listener.completed(depth, s.selDepth, completed);
      }
      if (time != null && (time.softExpired() || (legalMoves == 1 && limits.isTimed()))) {
        break;
      }
      int best = completed.get(0).score();
      if (limits.mate() > 0 && best >= Score.MATE_BOUND && Score.mateMoves(best) <= limits.mate()) {
        break;
      }
    }
    return completed;
  }

  private static int aspiration(Search s, int depth, int previous, boolean window) {
    int delta = ASPIRATION_WINDOW;
    int alpha = window ? Math.max(previous - delta, -Score.INFINITE) : -Score.INFINITE;
    int beta = window ? Math.min(previous + delta, Score.INFINITE) : Score.INFINITE;
    while (true) {
      int v = s.search(alpha, beta, depth);
      if (s.stopped) {
        return v;
      }
      if (v <= alpha) {
        beta = (alpha + beta) / 2;
        alpha = Math.max(v - delta, -Score.INFINITE);
      } else if (v >= beta) {
        beta = Math.min(v + delta, Score.INFINITE);
      } else {
        return v;
      }
      delta += delta / 2;
    }
  }

  /** The finished lines of an interrupted iteration, then the older lines for the other moves. */
  private static List<PackedLine> merge(List<PackedLine> fresh, List<PackedLine> older) {
    List<PackedLine> merged = new ArrayList<>(fresh);
    for (PackedLine line : older) {
      if (merged.size() >= Math.max(older.size(), fresh.size())) {
        break;
      }
      if (merged.stream().noneMatch(l -> l.pv()[0] == line.pv()[0])) {
        merged.add(line);
      }
    }
    return merged;
  }
}
