package dev.chessplatform.engine.search;

/**
 * The thresholds and margins of {@link Search}'s pruning, reductions and extensions, and the
 * late-move reduction table, with the small pure formulas built on them. Depths are in plies,
 * margins in centipawns.
 */
final class Pruning {
  static final int RFP_DEPTH = 7;
  static final int RFP_MARGIN = 75;
  static final int RAZOR_DEPTH = 3;
  static final int RAZOR_MARGIN = 250;
  static final int NULL_MOVE_DEPTH = 3;
  static final int NULL_MOVE_BASE_REDUCTION = 3;
  static final int NULL_MOVE_DEPTH_DIVISOR = 4;
  static final int NULL_MOVE_EVAL_DIVISOR = 200;
  static final int PRUNING_DEPTH = 8;
  static final int LMP_BASE = 3;
  static final int FUTILITY_BASE = 90;
  static final int FUTILITY_PER_DEPTH = 90;
  static final int SEE_QUIET_MARGIN = 60;
  static final int SEE_CAPTURE_MARGIN = 20;
  static final int IIR_DEPTH = 4;
  static final int DELTA_MARGIN = 200;
  static final int HISTORY_REDUCTION_DIVISOR = 8192;
  static final int SINGULAR_DEPTH = 7;
  static final int SINGULAR_TABLE_DEPTH_MARGIN = 3;

  /** Late-move reduction table, log(depth)·log(moves) as in Stockfish and Ethereal. */
  private static final int[][] LMR = new int[64][64];

  static {
    for (int d = 1; d < 64; d++) {
      for (int m = 1; m < 64; m++) {
        LMR[d][m] = (int) (0.75 + Math.log(d) * Math.log(m) / 2.25);
      }
    }
  }

  private Pruning() {}

  /** The null move's reduction: more with depth and with the margin of the estimate over beta. */
  static int nullMoveReduction(int depth, int estimate, int beta) {
    return NULL_MOVE_BASE_REDUCTION
        + depth / NULL_MOVE_DEPTH_DIVISOR
        + Math.min(3, (estimate - beta) / NULL_MOVE_EVAL_DIVISOR);
  }

  /** How many quiet moves are searched before late-move pruning skips the rest. */
  static int lateMovePruningLimit(int depth, boolean improving) {
    return LMP_BASE + depth * depth / (improving ? 1 : 2);
  }

  /** The base late-move reduction after {@code searched} moves, from the table (capped at 63). */
  static int lateMoveReduction(int depth, int searched) {
    return LMR[Math.min(depth, 63)][Math.min(searched, 63)];
  }
}
