package dev.chessplatform.engine.search;

/**
 * How long one move may take (chessprogramming.org, "Time Management"). A soft limit decides
 * whether to start another iteration; a hard limit stops the search in the middle of one. Both are
 * counted from the start of the search, or from {@code ponderhit} when pondering.
 */
public final class TimeManager {
  /** Kept back from every budget for the GUI's, the JVM's and a busy machine's latency. */
  static final long MOVE_OVERHEAD_MS = 60;

  /** A fixed move time is checked against a tighter margin: nothing accumulates over a game. */
  static final long MOVETIME_OVERHEAD_MS = 30;

  /** With no moves-to-go, plan as if this many moves remain (sudden death). */
  static final int SUDDEN_DEATH_MOVES = 40;

  /** Share of the increment spent on top of the clock share. */
  static final double INCREMENT_SHARE = 0.75;

  /** The hard limit may reach this multiple of the planned time… */
  static final double HARD_FACTOR = 2.5;

  /** …but never more than this share of the remaining clock. */
  static final double MAX_CLOCK_SHARE = 0.15;

  /**
   * Below this clock the engine plays almost at once: every move then costs the process latency,
   * which on a loaded machine exceeds a small increment, so the reserve must last (a 200-game run
   * at 2s+0.02s on an overloaded machine flagged 18 times before this).
   */
  static final long LOW_CLOCK_MS = 1_000;

  /** In the low-clock regime a move may use this share of the remaining time at most. */
  static final int LOW_CLOCK_DIVISOR = 50;

  /** A new iteration rarely finishes in less than this share of the time already used. */
  static final double SOFT_FACTOR = 0.5;

  private final long startNanos;
  private final long softMs;
  private final long hardMs;
  private final SearchControl control;

  private TimeManager(long startNanos, long softMs, long hardMs, SearchControl control) {
    this.startNanos = startNanos;
    this.softMs = softMs;
    this.hardMs = hardMs;
    this.control = control;
  }

  /** The budget for {@code limits}; {@code Long.MAX_VALUE} stands for "no limit". */
  public static TimeManager of(SearchLimits limits, SearchControl control, long startNanos) {
    if (limits.infinite()) {
      return new TimeManager(startNanos, Long.MAX_VALUE, Long.MAX_VALUE, control);
    }
    if (limits.movetimeMs() > 0) {
      // A fixed move time is spent in full: only the hard limit applies.
      long t = Math.max(1, limits.movetimeMs() - MOVETIME_OVERHEAD_MS);
      return new TimeManager(startNanos, Long.MAX_VALUE, t, control);
    }
    if (limits.timeMs() > 0) {
      long time = limits.timeMs();
      int moves =
          limits.movesToGo() > 0
              ? Math.min(limits.movesToGo(), SUDDEN_DEATH_MOVES)
              : SUDDEN_DEATH_MOVES;
      long usable = Math.max(1, time - MOVE_OVERHEAD_MS);
      long planned = (long) (usable / (double) moves + limits.incrementMs() * INCREMENT_SHARE);
      if (time < LOW_CLOCK_MS) {
        planned = Math.min(planned, time / LOW_CLOCK_DIVISOR);
      }
      long hardCap = limits.movesToGo() == 1 ? usable : (long) (usable * MAX_CLOCK_SHARE);
      long hard = Math.max(1, Math.min((long) (planned * HARD_FACTOR), hardCap));
      long soft = Math.max(1, Math.min(planned, hard));
      return new TimeManager(startNanos, soft, hard, control);
    }
    return new TimeManager(startNanos, Long.MAX_VALUE, Long.MAX_VALUE, control);
  }

  public long elapsedMs() {
    long since = control.ponderhitNanos() != 0 ? control.ponderhitNanos() : startNanos;
    return (System.nanoTime() - since) / 1_000_000;
  }

  /** Whether the search must stop now. */
  boolean hardExpired() {
    return hardMs != Long.MAX_VALUE && !control.isPondering() && elapsedMs() >= hardMs;
  }

  /** Whether another iteration should not be started. */
  boolean softExpired() {
    return softMs != Long.MAX_VALUE
        && !control.isPondering()
        && elapsedMs() >= softMs * SOFT_FACTOR;
  }

  long softMs() {
    return softMs;
  }
}
