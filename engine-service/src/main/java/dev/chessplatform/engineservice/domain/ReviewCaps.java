package dev.chessplatform.engineservice.domain;

import java.util.Optional;

/**
 * What a caller holding {@code engine:review} without {@code engine:use} may ask of the engine: a
 * guest's after-game review (web issue 33), cheap enough to give to anonymous accounts. An analysis
 * searches each position at most {@code analysisMovetimeMs} and {@code analysisDepth}, over at most
 * {@code analysisPositions} positions; a best move searches at most {@code bestMoveMovetimeMs} for
 * at most {@code bestMoveMultiPv} lines, never at a {@code level} (a level is for playing, which a
 * guest does through its games). A search of a review never runs past its time cap: one that asks
 * for no time gets the cap (or the service's default when it asks for nothing and that is less).
 */
public record ReviewCaps(
    long analysisMovetimeMs,
    int analysisDepth,
    int analysisPositions,
    long bestMoveMovetimeMs,
    int bestMoveMultiPv) {

  /** The caps of issue 33; the web client's review asks for 150 ms a position and 3 lines. */
  public static final ReviewCaps REVIEW = new ReviewCaps(200, 18, 300, 1000, 3);

  /** The scope these caps apply to (when the caller lacks {@code engine:use}). */
  public static final String SCOPE = "engine:review";

  /** A field past its cap, in words a person can act on; {@code max} is -1 when none is allowed. */
  public record Breach(String field, long max, String detail) {}

  /** What of a best-move request lies past the caps, the first field found. */
  public Optional<Breach> bestMove(SearchAsk ask) {
    if (ask.level() != null) {
      return Optional.of(
          new Breach(
              "level",
              -1,
              "level is not offered with the scope "
                  + SCOPE
                  + ": leave it out and give movetimeMs (at most "
                  + bestMoveMovetimeMs
                  + ")"));
    }
    return above("movetimeMs", ask.movetimeMs(), bestMoveMovetimeMs, "")
        .or(() -> above("multiPv", ask.multiPv(), bestMoveMultiPv, ""));
  }

  /** What of an analysis's per-position limits lies past the caps. */
  public Optional<Breach> analysis(Long movetimeMs, Integer depth) {
    return above("movetimeMs", movetimeMs, analysisMovetimeMs, " per position")
        .or(() -> above("depth", depth, analysisDepth, " per position"));
  }

  /**
   * Whether an analysis of {@code positions} positions lies past the cap; {@code field} names it.
   */
  public Optional<Breach> analysisSize(String field, int positions) {
    if (positions <= analysisPositions) {
      return Optional.empty();
    }
    return Optional.of(
        new Breach(
            field,
            analysisPositions,
            "With the scope "
                + SCOPE
                + " an analysis holds at most "
                + analysisPositions
                + " positions, this one "
                + positions
                + ": analyse a part of the game"));
  }

  /**
   * The move time a review's search gets: what it asked for (checked against the cap before), else
   * the cap, or {@code defaultMs} when it asked for no limit at all and that is less.
   */
  public static long boundedMovetime(Long asked, boolean noLimit, long defaultMs, long cap) {
    if (asked != null) {
      return asked;
    }
    return noLimit ? Math.min(defaultMs, cap) : cap;
  }

  private static Optional<Breach> above(String field, Number value, long max, String per) {
    if (value == null || value.longValue() <= max) {
      return Optional.empty();
    }
    return Optional.of(
        new Breach(
            field,
            max,
            field
                + " may be at most "
                + max
                + per
                + " with the scope "
                + SCOPE
                + ", was "
                + value
                + ": ask for "
                + max
                + " or less"));
  }
}
