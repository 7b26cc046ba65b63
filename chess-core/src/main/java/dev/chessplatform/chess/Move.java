package dev.chessplatform.chess;

/**
 * A move as callers name it: from, to and, for a pawn reaching the last rank, the piece chosen
 * (FIDE Laws 3.7.5.1: the choice is the player's, never automatic). Castling is the king's two-step
 * move ({@code e1g1}). Whether the move is legal is for a {@link Position} to say.
 *
 * @param promotion KNIGHT, BISHOP, ROOK or QUEEN for a promotion, else null
 */
public record Move(Square from, Square to, PieceType promotion) {
  public Move {
    if (from == null || to == null) {
      throw new NullPointerException("from and to are required");
    }
  }

  public static Move of(Square from, Square to) {
    return new Move(from, to, null);
  }

  public static Move promotion(Square from, Square to, PieceType piece) {
    return new Move(from, to, piece);
  }

  /** The caller-facing value of a {@link PackedMove}. */
  public static Move fromPacked(int packed) {
    return new Move(
        Square.of(PackedMove.from(packed)),
        Square.of(PackedMove.to(packed)),
        PackedMove.kind(packed) == PackedMove.PROMOTION
            ? PieceType.of(PackedMove.promotionType(packed))
            : null);
  }

  /** UCI long algebraic notation, e.g. {@code e2e4}, {@code e7e8q}. */
  public String uci() {
    String s = from.algebraic() + to.algebraic();
    return promotion == null ? s : s + promotion.letter();
  }

  @Override
  public String toString() {
    return uci();
  }
}
