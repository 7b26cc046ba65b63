package dev.chessplatform.chess;

/** Explains why a move that is not in the legal list was refused. */
final class IllegalMoves {
  private IllegalMoves() {}

  static IllegalMoveReason reason(Position position, Board b, int[] legal, Move move) {
    int from = move.from().ordinal();
    int to = move.to().ordinal();
    int piece = b.mailbox[from];
    if (piece == Board.NO_PIECE) {
      return IllegalMoveReason.NO_PIECE;
    }
    if (piece / 6 != b.side) {
      return IllegalMoveReason.NOT_YOUR_PIECE;
    }
    for (int m : legal) {
      if (PackedMove.from(m) == from && PackedMove.to(m) == to) {
        // The squares match a legal move, so only the promotion part is wrong.
        if (PackedMove.kind(m) != PackedMove.PROMOTION) {
          return IllegalMoveReason.INVALID_PROMOTION;
        }
        return move.promotion() == null
            ? IllegalMoveReason.PROMOTION_REQUIRED
            : IllegalMoveReason.INVALID_PROMOTION;
      }
    }
    int type = piece % 6;
    if (type == 5 && Math.abs(to - from) == 2 && (from == 4 || from == 60)) {
      return IllegalMoveReason.CASTLING_NOT_ALLOWED;
    }
    return pseudoLegal(b, type, from, to)
        ? IllegalMoveReason.KING_IN_CHECK
        : IllegalMoveReason.NOT_A_MOVE;
  }

  /** Could the piece go there if its own king did not matter? */
  private static boolean pseudoLegal(Board b, int type, int from, int to) {
    long own = b.colour[b.side];
    long enemy = b.colour[b.side ^ 1];
    long occupied = own | enemy;
    long target = 1L << to;
    if ((own & target) != 0) {
      return false;
    }
    long reach =
        switch (type) {
          case 0 -> pawnReach(b, from, occupied, enemy);
          case 1 -> Attacks.knight(from);
          case 2 -> Attacks.bishop(from, occupied);
          case 3 -> Attacks.rook(from, occupied);
          case 4 -> Attacks.queen(from, occupied);
          default -> Attacks.king(from);
        };
    return (reach & target) != 0;
  }

  private static long pawnReach(Board b, int from, long occupied, long enemy) {
    boolean white = b.side == 0;
    long bit = 1L << from;
    long one = (white ? bit << 8 : bit >>> 8) & ~occupied;
    long startRank = white ? Attacks.RANK_3 : Attacks.RANK_6;
    long two = (white ? (one & startRank) << 8 : (one & startRank) >>> 8) & ~occupied;
    long ep = b.epSquare < 0 ? 0 : 1L << b.epSquare;
    return one | two | (Attacks.pawn(b.side, from) & (enemy | ep));
  }
}
