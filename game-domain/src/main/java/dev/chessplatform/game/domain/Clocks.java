package dev.chessplatform.game.domain;

import dev.chessplatform.events.game.Colour;
import java.time.Duration;
import java.time.Instant;

/**
 * Both clocks as of {@code since}, the commit time of the last event that touched them. While a
 * game is being played the side to move's clock runs from {@code since}: the time used is measured
 * from the previous event, never reported by a client (architecture.md, consistency of a game).
 *
 * @param whiteMs white's time left at {@code since}
 * @param blackMs black's time left at {@code since}
 * @param since when these values were true; null before the start
 */
public record Clocks(long whiteMs, long blackMs, Instant since) {

  public static final Clocks NONE = new Clocks(0, 0, null);

  public long of(Colour colour) {
    return colour == Colour.WHITE ? whiteMs : blackMs;
  }

  /** Time left for {@code colour} at {@code now}, if it is the side whose clock runs. */
  public long remaining(Colour colour, Colour running, Instant now) {
    long left = of(colour);
    if (colour != running || since == null) {
      return left;
    }
    return left - Math.max(0, Duration.between(since, now).toMillis());
  }

  /** Time spent by the running side since {@link #since}. */
  public long spent(Instant now) {
    return since == null ? 0 : Math.max(0, Duration.between(since, now).toMillis());
  }

  public Clocks with(Colour colour, long ms, Instant at) {
    return colour == Colour.WHITE ? new Clocks(ms, blackMs, at) : new Clocks(whiteMs, ms, at);
  }

  public Clocks restartedAt(Instant at) {
    return new Clocks(whiteMs, blackMs, at);
  }
}
