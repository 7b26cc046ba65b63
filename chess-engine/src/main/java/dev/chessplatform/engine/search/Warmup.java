package dev.chessplatform.engine.search;

import dev.chessplatform.chess.notation.Fen;
import dev.chessplatform.engine.eval.EvalParams;
import dev.chessplatform.engine.eval.nnue.Network;

/**
 * Searches the bench positions for a moment with a throw-away engine, so the JVM's just-in-time
 * compiler has compiled and profiled the search before the first real move. A cold JVM searches its
 * first second or two at a fraction of its speed: on the tactics suite at 200 ms a position, the
 * first pass through the suite solved about two positions fewer than a second pass in the same
 * process. Touches nothing the caller's engines use.
 */
public final class Warmup {
  private static final int HASH_MB = 16;
  private static final long SLICE_MS = 100;

  private Warmup() {}

  /**
   * Searches for about {@code millis} ms (nothing for 0 or less), evaluating with {@code network}
   * if not null.
   */
  public static void run(long millis, Network network) {
    if (millis <= 0) {
      return;
    }
    Engine engine = new Engine(HASH_MB, 1, EvalParams.defaults());
    engine.setNetwork(network);
    long end = System.nanoTime() + millis * 1_000_000;
    for (int i = 0; System.nanoTime() < end; i = (i + 1) % Bench.POSITIONS.size()) {
      long left = (end - System.nanoTime()) / 1_000_000;
      engine.search(
          Fen.readBoard(Bench.POSITIONS.get(i)),
          new long[0],
          SearchLimits.movetime(Math.max(1, Math.min(SLICE_MS, left))),
          SearchListener.NONE,
          new SearchControl());
    }
  }
}
