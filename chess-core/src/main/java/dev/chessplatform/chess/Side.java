package dev.chessplatform.chess;

/**
 * The two sides. {@link #ordinal()} is the index used by {@link Board} arrays: white 0, black 1.
 */
public enum Side {
  WHITE,
  BLACK;

  /** The other side. */
  public Side opponent() {
    return this == WHITE ? BLACK : WHITE;
  }

  /** Lower-case English name, as used in move descriptions. */
  public String englishName() {
    return this == WHITE ? "white" : "black";
  }

  static Side of(int index) {
    return index == 0 ? WHITE : BLACK;
  }
}
