package dev.chessplatform.chess;

/**
 * Kinds of piece, in the order that {@link Board} and the Polyglot key layout use (pawn 0 … king
 * 5).
 */
public enum PieceType {
  PAWN('p', "pawn"),
  KNIGHT('n', "knight"),
  BISHOP('b', "bishop"),
  ROOK('r', "rook"),
  QUEEN('q', "queen"),
  KING('k', "king");

  private final char letter;
  private final String englishName;

  PieceType(char letter, String englishName) {
    this.letter = letter;
    this.englishName = englishName;
  }

  /** Lower-case letter as in FEN and UCI promotions: {@code p n b r q k}. */
  public char letter() {
    return letter;
  }

  /** Upper-case SAN letter; empty for pawns. */
  public String sanLetter() {
    return this == PAWN ? "" : String.valueOf(Character.toUpperCase(letter));
  }

  public String englishName() {
    return englishName;
  }

  /** Whether a pawn may promote to this type (FIDE Laws 3.7.5.1). */
  public boolean isPromotionTarget() {
    return this == KNIGHT || this == BISHOP || this == ROOK || this == QUEEN;
  }

  /** The type for a letter in either case, or null. */
  public static PieceType fromLetter(char c) {
    char lower = Character.toLowerCase(c);
    for (PieceType t : values()) {
      if (t.letter == lower) {
        return t;
      }
    }
    return null;
  }

  static PieceType of(int index) {
    return values()[index];
  }
}
