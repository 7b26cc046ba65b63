package dev.chessplatform.engine.search;

import dev.chessplatform.chess.notation.Fen;
import dev.chessplatform.engine.eval.EvalParams;
import dev.chessplatform.engine.eval.nnue.Network;
import java.io.PrintWriter;
import java.util.List;

/**
 * Stockfish's {@code bench}: fixed positions searched to a fixed depth by one thread with a fresh
 * table. The total node count is a determinism signature: it changes exactly when the search or the
 * evaluation changes, so commits that change either record it.
 */
public final class Bench {
  public static final int DEPTH = 13;
  private static final int HASH_MB = 16;

  /** Openings, middlegames and endgames, with tactics, checks, promotions and a mate. */
  public static final List<String> POSITIONS =
      List.of(
          Fen.INITIAL,
          "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
          "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
          "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
          "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
          "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
          "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4",
          "6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1",
          "8/8/8/4k3/8/8/8/KQ6 w - - 0 1",
          "8/8/4k3/8/8/8/2B5/KN6 w - - 0 1",
          "2r3k1/1q1nbppp/r3p3/3pP3/pPpP4/P1Q2N2/2RN1PPP/2R4K b - - 0 23",
          "8/5pk1/6p1/1p1p3p/1P1P3P/5PK1/6P1/8 w - - 0 40");

  private Bench() {}

  /** The signature and speed of one run. */
  public record Result(long nodes, long timeMs) {
    public long nps() {
      return nodes * 1000 / Math.max(1, timeMs);
    }
  }

  /** Searches every bench position to {@code depth} with the hand-written evaluation. */
  public static Result run(EvalParams params, int depth, PrintWriter out) {
    return run(params, null, depth, out);
  }

  /**
   * Searches every bench position to {@code depth}, evaluating with {@code network} if not null.
   */
  public static Result run(EvalParams params, Network network, int depth, PrintWriter out) {
    long nodes = 0;
    long start = System.nanoTime();
    for (String fen : POSITIONS) {
      Engine engine = new Engine(HASH_MB, 1, params);
      engine.setNetwork(network);
      SearchResult r =
          engine.search(
              Fen.readBoard(fen),
              new long[0],
              SearchLimits.depth(depth),
              SearchListener.NONE,
              new SearchControl());
      nodes += r.nodes();
      if (out != null) {
        out.println(
            "info string bench " + fen + " bestmove " + r.bestMove() + " nodes " + r.nodes());
        out.flush();
      }
    }
    return new Result(nodes, (System.nanoTime() - start) / 1_000_000);
  }
}
