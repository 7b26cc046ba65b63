package dev.chessplatform.engine.search;

/**
 * Search scores in centipawns from the side to move's point of view, with mates encoded as {@code
 * MATE - plies} (chessprogramming.org, "Score"): the closer the mate, the larger the score, so the
 * search prefers the shortest mate and the longest defence.
 */
public final class Score {
  /** Deeper than any search goes; sizes the per-ply arrays. */
  public static final int MAX_PLY = 128;

  public static final int MATE = 32_000;
  public static final int INFINITE = MATE + 1;

  /** Scores beyond this are mates (found within {@link #MAX_PLY} plies). */
  public static final int MATE_BOUND = MATE - MAX_PLY;

  public static final int DRAW = 0;

  private Score() {}

  public static boolean isMate(int score) {
    return Math.abs(score) >= MATE_BOUND;
  }

  /** Moves to mate as UCI prints them: positive when the side to move mates. */
  public static int mateMoves(int score) {
    return score > 0 ? (MATE - score + 1) / 2 : -(MATE + score) / 2;
  }

  /** The UCI {@code score} token: {@code cp N} or {@code mate N}. */
  public static String uci(int score) {
    return isMate(score) ? "mate " + mateMoves(score) : "cp " + score;
  }

  /** TT scores are stored relative to the node, not the root, so mates stay valid when moved. */
  static int toTable(int score, int ply) {
    if (score >= MATE_BOUND) {
      return score + ply;
    }
    return score <= -MATE_BOUND ? score - ply : score;
  }

  static int fromTable(int score, int ply) {
    if (score >= MATE_BOUND) {
      return score - ply;
    }
    return score <= -MATE_BOUND ? score + ply : score;
  }
}
