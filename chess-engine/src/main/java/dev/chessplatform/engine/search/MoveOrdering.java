package dev.chessplatform.engine.search;

import dev.chessplatform.chess.Board;
import dev.chessplatform.chess.PackedMove;

/**
 * Move ordering for one search thread (chessprogramming.org, "Move Ordering"): the hash move first,
 * then winning and equal captures by MVV-LVA, the two killer moves, the countermove, quiet moves by
 * history, and losing captures last. Moves are scored once and picked by selection, so a cut-off
 * after the first move costs no sort.
 *
 * <p>A quiet move's history is the sum of three tables: by side and from-to squares (the butterfly
 * table), and by the piece and square of the move one and two plies before paired with this move's
 * piece and square (continuation history, as in Stockfish and Ethereal: "after Bb5, a6 tends to be
 * good").
 */
final class MoveOrdering {
  private static final int HASH_MOVE = 1 << 30;
  private static final int GOOD_CAPTURE = 1 << 26;
  private static final int KILLER_FIRST = 1 << 25;
  private static final int KILLER_SECOND = KILLER_FIRST - 1;
  private static final int COUNTER_MOVE = KILLER_FIRST - 2;
  private static final int BAD_CAPTURE = -(1 << 26);

  /**
   * History saturates here; the gravity update keeps it within (chessprogramming.org, "History
   * Heuristic").
   */
  static final int HISTORY_MAX = 16_384;

  private final int[][] killers = new int[Score.MAX_PLY + 2][2];
  private final int[][] history = new int[2][64 * 64];
  private final int[][] counter = new int[12][64];

  /** Rows by the earlier move's piece·64+to square, columns by this move's piece·64+to square. */
  private final int[][] continuation = new int[12 * 64][12 * 64];

  /** The continuation-history row of a move of {@code piece} to {@code to}. */
  static int row(int piece, int to) {
    return piece * 64 + to;
  }

  void clear() {
    for (int[] k : killers) {
      k[0] = 0;
      k[1] = 0;
    }
    for (int[] h : history) {
      java.util.Arrays.fill(h, 0);
    }
    for (int[] c : counter) {
      java.util.Arrays.fill(c, 0);
    }
    for (int[] c : continuation) {
      java.util.Arrays.fill(c, 0);
    }
  }

  /**
   * Scores every move of {@code list} into {@code scores}; {@code row1}/{@code row2} are the
   * continuation rows of the moves one and two plies before, or -1.
   */
  void score(
      Board b,
      int[] moves,
      int size,
      int[] scores,
      int hashMove,
      int ply,
      int previousMove,
      int prevPiece,
      int row1,
      int row2) {
    int side = b.sideToMove();
    int counterMove = previousMove <= 0 ? 0 : counter[prevPiece][PackedMove.to(previousMove)];
    for (int i = 0; i < size; i++) {
      int m = moves[i];
      int s;
      if (m == hashMove) {
        s = HASH_MOVE;
      } else if (isTactical(b, m)) {
        int victim = See.capturedValue(b, m);
        int attacker = See.VALUE[b.pieceAt(PackedMove.from(m)) % 6];
        int mvvLva =
            victim * 8
                - attacker / 100
                + (PackedMove.kind(m) == PackedMove.PROMOTION
                    ? See.VALUE[PackedMove.promotionType(m)]
                    : 0);
        s = (victim >= attacker || See.evaluate(b, m) >= 0 ? GOOD_CAPTURE : BAD_CAPTURE) + mvvLva;
      } else if (m == killers[ply][0]) {
        s = KILLER_FIRST;
      } else if (m == killers[ply][1]) {
        s = KILLER_SECOND;
      } else if (m == counterMove) {
        s = COUNTER_MOVE;
      } else {
        s = quietHistory(b, side, m, row1, row2);
      }
      scores[i] = s;
    }
  }

  /** Captures, en passant and promotions: the moves quiescence search looks at. */
  static boolean isTactical(Board b, int move) {
    int kind = PackedMove.kind(move);
    return kind == PackedMove.PROMOTION
        || kind == PackedMove.EN_PASSANT
        || (kind != PackedMove.CASTLING && b.pieceAt(PackedMove.to(move)) >= 0);
  }

  /** Swaps the best-scored move from {@code index} on into {@code index} and returns it. */
  static int pick(int[] moves, int[] scores, int index, int size) {
    int best = index;
    for (int i = index + 1; i < size; i++) {
      if (scores[i] > scores[best]) {
        best = i;
      }
    }
    int m = moves[best];
    int s = scores[best];
    moves[best] = moves[index];
    scores[best] = scores[index];
    moves[index] = m;
    scores[index] = s;
    return m;
  }

  boolean isKiller(int move, int ply) {
    return move == killers[ply][0] || move == killers[ply][1];
  }

  /** The butterfly and continuation histories of a quiet move together. */
  int quietHistory(Board b, int side, int move, int row1, int row2) {
    int column = row(b.pieceAt(PackedMove.from(move)), PackedMove.to(move));
    return history[side][move & 4095]
        + (row1 >= 0 ? continuation[row1][column] : 0)
        + (row2 >= 0 ? continuation[row2][column] : 0);
  }

  /**
   * A quiet move caused a cut-off: reward it and punish the quiet moves tried before it. {@code b}
   * is the position before the move (the moved pieces are read from it).
   */
  void onCutoff(
      Board b,
      int move,
      int depth,
      int ply,
      int[] quietsTried,
      int quietCount,
      int prevMove,
      int prevPiece,
      int row1,
      int row2) {
    int side = b.sideToMove();
    if (killers[ply][0] != move) {
      killers[ply][1] = killers[ply][0];
      killers[ply][0] = move;
    }
    int bonus = Math.min(depth * depth, HISTORY_MAX / 8);
    update(b, side, move, bonus, row1, row2);
    for (int i = 0; i < quietCount; i++) {
      if (quietsTried[i] != move) {
        update(b, side, quietsTried[i], -bonus, row1, row2);
      }
    }
    if (prevMove > 0) {
      counter[prevPiece][PackedMove.to(prevMove)] = move;
    }
  }

  private void update(Board b, int side, int move, int bonus, int row1, int row2) {
    gravity(history[side], move & 4095, bonus);
    int column = row(b.pieceAt(PackedMove.from(move)), PackedMove.to(move));
    if (row1 >= 0) {
      gravity(continuation[row1], column, bonus);
    }
    if (row2 >= 0) {
      gravity(continuation[row2], column, bonus);
    }
  }

  private static void gravity(int[] table, int i, int bonus) {
    table[i] += bonus - table[i] * Math.abs(bonus) / HISTORY_MAX;
  }
}
