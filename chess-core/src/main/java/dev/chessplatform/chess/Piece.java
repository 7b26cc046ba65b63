package dev.chessplatform.chess;

/**
 * A side's piece. {@link #ordinal()} equals {@code side * 6 + type}, the piece code stored in
 * {@link Board}'s mailbox and used to index its bitboards.
 */
public enum Piece {
  WHITE_PAWN,
  WHITE_KNIGHT,
  WHITE_BISHOP,
  WHITE_ROOK,
  WHITE_QUEEN,
  WHITE_KING,
  BLACK_PAWN,
  BLACK_KNIGHT,
  BLACK_BISHOP,
  BLACK_ROOK,
  BLACK_QUEEN,
  BLACK_KING;

  private static final Piece[] VALUES = values();

  public Side side() {
    return ordinal() < 6 ? Side.WHITE : Side.BLACK;
  }

  public PieceType type() {
    return PieceType.of(ordinal() % 6);
  }

  /** FEN letter: upper case for white, lower case for black. */
  public char fenLetter() {
    char c = type().letter();
    return side() == Side.WHITE ? Character.toUpperCase(c) : c;
  }

  public static Piece of(Side side, PieceType type) {
    return VALUES[side.ordinal() * 6 + type.ordinal()];
  }

  /** The piece for a FEN letter, or null. */
  public static Piece fromFenLetter(char c) {
    PieceType type = PieceType.fromLetter(c);
    if (type == null) {
      return null;
    }
    return of(Character.isUpperCase(c) ? Side.WHITE : Side.BLACK, type);
  }

  static Piece of(int code) {
    return code < 0 ? null : VALUES[code];
  }
}
