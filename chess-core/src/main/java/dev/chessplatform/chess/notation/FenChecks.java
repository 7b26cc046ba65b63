package dev.chessplatform.chess.notation;

import static dev.chessplatform.chess.notation.FenException.Reason.*;

import dev.chessplatform.chess.Attacks;
import dev.chessplatform.chess.Board;
import dev.chessplatform.chess.Piece;
import dev.chessplatform.chess.PieceType;
import dev.chessplatform.chess.Side;

/** The plausibility rules of {@link Fen}: what no game from the initial position can produce. */
final class FenChecks {
  private FenChecks() {}

  static void material(Piece[] placement, String fen) {
    int[] kings = new int[2];
    int[] pawns = new int[2];
    int[] total = new int[2];
    for (int sq = 0; sq < 64; sq++) {
      Piece p = placement[sq];
      if (p == null) {
        continue;
      }
      int side = p.side().ordinal();
      total[side]++;
      if (p.type() == PieceType.KING) {
        kings[side]++;
      } else if (p.type() == PieceType.PAWN) {
        pawns[side]++;
        if (sq < 8 || sq >= 56) {
          throw new FenException(PAWN_ON_BACK_RANK, "pawn on the first or last rank", fen);
        }
      }
    }
    for (Side side : Side.values()) {
      int s = side.ordinal();
      if (kings[s] != 1) {
        String what = kings[s] == 0 ? "no " : kings[s] == 2 ? "two " : kings[s] + " ";
        throw new FenException(
            KING_COUNT, what + side.englishName() + " king" + (kings[s] > 1 ? "s" : ""), fen);
      }
      if (total[s] > 16 || pawns[s] > 8) {
        throw new FenException(
            TOO_MANY_PIECES,
            side.englishName() + " has " + total[s] + " pieces of which " + pawns[s] + " pawns",
            fen);
      }
    }
  }

  /** A castling right needs the king and that rook on their original squares. */
  static void castlingPieces(char right, Piece[] placement, String fen) {
    boolean white = Character.isUpperCase(right);
    int rank = white ? 0 : 56;
    int rookFile = Character.toLowerCase(right) == 'k' ? 7 : 0;
    Side side = white ? Side.WHITE : Side.BLACK;
    if (placement[rank + 4] != Piece.of(side, PieceType.KING)) {
      throw new FenException(
          CASTLING_WITHOUT_KING_OR_ROOK,
          "castling right " + right + " but the king has moved",
          fen);
    }
    if (placement[rank + rookFile] != Piece.of(side, PieceType.ROOK)) {
      throw new FenException(
          CASTLING_WITHOUT_KING_OR_ROOK,
          "castling right "
              + right
              + " without a rook on "
              + (char) ('a' + rookFile)
              + (white ? 1 : 8),
          fen);
    }
  }

  static int checkerCount(Board b) {
    int us = b.sideToMove();
    int king = b.kingSquare(us);
    int e = (us ^ 1) * 6;
    long occupied = b.occupancy(0) | b.occupancy(1);
    long checkers =
        (Attacks.knight(king) & b.pieces(e + 1))
            | (Attacks.pawn(us, king) & b.pieces(e))
            | (Attacks.rook(king, occupied) & (b.pieces(e + 3) | b.pieces(e + 4)))
            | (Attacks.bishop(king, occupied) & (b.pieces(e + 2) | b.pieces(e + 4)));
    return Long.bitCount(checkers);
  }
}
