package dev.chessplatform.chess.perft;

import dev.chessplatform.chess.Board;
import dev.chessplatform.chess.PackedMove;
import java.util.ArrayList;
import java.util.List;

/**
 * A deliberately simple reference generator for tests: pseudo-legal moves by walking rays square by
 * square, then make, ask "is my king attacked?" by walking rays again, unmake. It shares no code
 * with {@code MoveGenerator} except make/unmake, so the two disagree only through a bug.
 */
final class NaiveMoveGenerator {
  private static final int[][] KNIGHT = {
    {1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}
  };
  private static final int[][] KING = {
    {1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, 1}, {1, -1}, {-1, 1}, {-1, -1}
  };
  private static final int[][] ROOK = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
  private static final int[][] BISHOP = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};

  private NaiveMoveGenerator() {}

  static List<Integer> legal(Board b) {
    int us = b.sideToMove();
    List<Integer> result = new ArrayList<>();
    for (int m : pseudo(b)) {
      b.makeMove(m);
      if (!attacked(b, b.kingSquare(us), us ^ 1)) {
        result.add(m);
      }
      b.unmakeMove(m);
    }
    return result;
  }

  private static List<Integer> pseudo(Board b) {
    int us = b.sideToMove();
    List<Integer> moves = new ArrayList<>();
    for (int sq = 0; sq < 64; sq++) {
      int piece = b.pieceAt(sq);
      if (piece < 0 || piece / 6 != us) {
        continue;
      }
      switch (piece % 6) {
        case 0 -> pawn(b, sq, us, moves);
        case 1 -> steps(b, sq, KNIGHT, false, moves);
        case 2 -> steps(b, sq, BISHOP, true, moves);
        case 3 -> steps(b, sq, ROOK, true, moves);
        case 4 -> {
          steps(b, sq, BISHOP, true, moves);
          steps(b, sq, ROOK, true, moves);
        }
        default -> {
          steps(b, sq, KING, false, moves);
          castling(b, sq, us, moves);
        }
      }
    }
    return moves;
  }

  private static void pawn(Board b, int sq, int us, List<Integer> moves) {
    int dir = us == 0 ? 8 : -8;
    int rank = sq >>> 3;
    int one = sq + dir;
    if (b.pieceAt(one) < 0) {
      pawnTo(sq, one, moves);
      if ((us == 0 && rank == 1) || (us == 1 && rank == 6)) {
        if (b.pieceAt(one + dir) < 0) {
          moves.add(PackedMove.of(sq, one + dir));
        }
      }
    }
    for (int df : new int[] {-1, 1}) {
      int file = (sq & 7) + df;
      if (file < 0 || file > 7) {
        continue;
      }
      int to = one + df;
      int target = b.pieceAt(to);
      if (target >= 0 && target / 6 != us) {
        pawnTo(sq, to, moves);
      } else if (to == b.enPassantSquare()) {
        moves.add(PackedMove.of(sq, to, PackedMove.EN_PASSANT));
      }
    }
  }

  private static void pawnTo(int from, int to, List<Integer> moves) {
    if (to >= 56 || to < 8) {
      for (int type = 1; type <= 4; type++) {
        moves.add(PackedMove.promotion(from, to, type));
      }
    } else {
      moves.add(PackedMove.of(from, to));
    }
  }

  private static void steps(Board b, int sq, int[][] dirs, boolean slide, List<Integer> moves) {
    int us = b.pieceAt(sq) / 6;
    for (int[] d : dirs) {
      int f = (sq & 7) + d[0];
      int r = (sq >>> 3) + d[1];
      while (f >= 0 && f < 8 && r >= 0 && r < 8) {
        int to = r * 8 + f;
        int target = b.pieceAt(to);
        if (target >= 0 && target / 6 == us) {
          break;
        }
        moves.add(PackedMove.of(sq, to));
        if (target >= 0 || !slide) {
          break;
        }
        f += d[0];
        r += d[1];
      }
    }
  }

  private static void castling(Board b, int sq, int us, List<Integer> moves) {
    int home = us == 0 ? 4 : 60;
    int rights = b.castlingRights() >> (2 * us);
    if (sq != home || attacked(b, home, us ^ 1)) {
      return;
    }
    if ((rights & 1) != 0
        && empty(b, home + 1, home + 2)
        && !attacked(b, home + 1, us ^ 1)
        && !attacked(b, home + 2, us ^ 1)) {
      moves.add(PackedMove.of(home, home + 2, PackedMove.CASTLING));
    }
    if ((rights & 2) != 0
        && empty(b, home - 3, home - 1)
        && !attacked(b, home - 1, us ^ 1)
        && !attacked(b, home - 2, us ^ 1)) {
      moves.add(PackedMove.of(home, home - 2, PackedMove.CASTLING));
    }
  }

  private static boolean empty(Board b, int from, int to) {
    for (int s = from; s <= to; s++) {
      if (b.pieceAt(s) >= 0) {
        return false;
      }
    }
    return true;
  }

  static boolean attacked(Board b, int sq, int by) {
    for (int[][] dirs : new int[][][] {KNIGHT, KING, ROOK, BISHOP}) {
      boolean slide = dirs == ROOK || dirs == BISHOP;
      for (int[] d : dirs) {
        int f = (sq & 7) + d[0];
        int r = (sq >>> 3) + d[1];
        for (int dist = 1; f >= 0 && f < 8 && r >= 0 && r < 8; dist++) {
          int piece = b.pieceAt(r * 8 + f);
          if (piece >= 0) {
            if (piece / 6 == by && attacks(piece % 6, dirs, dist, d, by)) {
              return true;
            }
            break;
          }
          if (!slide) {
            break;
          }
          f += d[0];
          r += d[1];
        }
      }
    }
    return false;
  }

  /**
   * Whether a piece of {@code type} found at distance {@code dist} along {@code d} attacks back.
   */
  private static boolean attacks(int type, int[][] dirs, int dist, int[] d, int by) {
    if (dirs == KNIGHT) {
      return type == 1;
    }
    if (dirs == KING) {
      return type == 5;
    }
    if (dirs == ROOK) {
      return type == 3 || type == 4 || (type == 5 && dist == 1);
    }
    // Diagonal: a pawn attacks the square one step towards its own side's back rank from it.
    boolean pawnHits = type == 0 && dist == 1 && d[1] == (by == 0 ? -1 : 1);
    return type == 2 || type == 4 || (type == 5 && dist == 1) || pawnHits;
  }
}
