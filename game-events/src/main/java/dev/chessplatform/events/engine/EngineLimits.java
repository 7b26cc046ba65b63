package dev.chessplatform.events.engine;

/**
 * Explicit bounds of one search, as the UCI {@code go} command names them. Zero means "not set";
 * the engine stops at whichever set bound comes first, and always at the request's deadline.
 *
 * @param movetimeMs time to spend, in milliseconds
 * @param depth maximum depth in plies
 * @param nodes node budget
 */
public record EngineLimits(long movetimeMs, int depth, long nodes) {

  public EngineLimits {
    if (movetimeMs < 0 || depth < 0 || nodes < 0) {
      throw new IllegalArgumentException("limits must not be negative");
    }
  }

  public static EngineLimits movetime(long ms) {
    return new EngineLimits(ms, 0, 0);
  }

  /** Whether no bound is set. */
  public boolean isEmpty() {
    return movetimeMs == 0 && depth == 0 && nodes == 0;
  }
}
