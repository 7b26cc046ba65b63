package dev.chessplatform.chess;

/** The initial set-up of FIDE Laws 2.3. */
final class StartingBoard {
  private static final PieceType[] BACK_RANK = {
    PieceType.ROOK, PieceType.KNIGHT, PieceType.BISHOP, PieceType.QUEEN,
    PieceType.KING, PieceType.BISHOP, PieceType.KNIGHT, PieceType.ROOK
  };

  private StartingBoard() {}

  static Board create() {
    Piece[] placement = new Piece[64];
    for (int file = 0; file < 8; file++) {
      placement[file] = Piece.of(Side.WHITE, BACK_RANK[file]);
      placement[8 + file] = Piece.WHITE_PAWN;
      placement[48 + file] = Piece.BLACK_PAWN;
      placement[56 + file] = Piece.of(Side.BLACK, BACK_RANK[file]);
    }
    return Board.of(placement, Side.WHITE, 15, null, 0, 1);
  }
}
