package dev.chessplatform.engine.search;

/**
 * What bounds one search, as the UCI {@code go} command names it. Zero means "not set" for every
 * number; with nothing set and {@code infinite} false the search still stops at {@link
 * Score#MAX_PLY}.
 *
 * @param depth maximum iteration depth in plies
 * @param nodes node budget (per search thread)
 * @param movetimeMs exact time to spend
 * @param timeMs the mover's clock, {@code wtime} or {@code btime}
 * @param incrementMs the mover's increment
 * @param movesToGo moves to the next time control, 0 for sudden death
 * @param mate stop when a mate in this many moves is found
 * @param infinite search until stopped
 * @param ponder search on the opponent's time until ponderhit or stop
 * @param multiPv number of best lines to report (1 = normal play)
 */
public record SearchLimits(
    int depth,
    long nodes,
    long movetimeMs,
    long timeMs,
    long incrementMs,
    int movesToGo,
    int mate,
    boolean infinite,
    boolean ponder,
    int multiPv) {

  public SearchLimits {
    if (multiPv < 1) {
      throw new IllegalArgumentException("multiPv must be at least 1");
    }
  }

  public static SearchLimits depth(int depth) {
    return new SearchLimits(depth, 0, 0, 0, 0, 0, 0, false, false, 1);
  }

  public static SearchLimits nodes(long nodes) {
    return new SearchLimits(0, nodes, 0, 0, 0, 0, 0, false, false, 1);
  }

  public static SearchLimits movetime(long ms) {
    return new SearchLimits(0, 0, ms, 0, 0, 0, 0, false, false, 1);
  }

  public static SearchLimits clock(long timeMs, long incrementMs, int movesToGo) {
    return new SearchLimits(0, 0, 0, timeMs, incrementMs, movesToGo, 0, false, false, 1);
  }

  public static SearchLimits forever() {
    return new SearchLimits(0, 0, 0, 0, 0, 0, 0, true, false, 1);
  }

  public static SearchLimits mate(int moves) {
    return new SearchLimits(0, 0, 0, 0, 0, 0, moves, false, false, 1);
  }

  public SearchLimits withMultiPv(int lines) {
    return new SearchLimits(
        depth, nodes, movetimeMs, timeMs, incrementMs, movesToGo, mate, infinite, ponder, lines);
  }

  public SearchLimits withDepth(int plies) {
    return new SearchLimits(
        plies, nodes, movetimeMs, timeMs, incrementMs, movesToGo, mate, infinite, ponder, multiPv);
  }

  public SearchLimits withNodes(long budget) {
    return new SearchLimits(
        depth, budget, movetimeMs, timeMs, incrementMs, movesToGo, mate, infinite, ponder, multiPv);
  }

  public SearchLimits withMovetime(long ms) {
    return new SearchLimits(
        depth, nodes, ms, timeMs, incrementMs, movesToGo, mate, infinite, ponder, multiPv);
  }

  public SearchLimits withPonder(boolean on) {
    return new SearchLimits(
        depth, nodes, movetimeMs, timeMs, incrementMs, movesToGo, mate, infinite, on, multiPv);
  }

  /** Whether a clock or move time bounds this search. */
  public boolean isTimed() {
    return movetimeMs > 0 || timeMs > 0;
  }
}
