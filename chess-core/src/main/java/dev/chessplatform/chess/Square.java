package dev.chessplatform.chess;

import java.util.Optional;

/**
 * The 64 squares. {@link #ordinal()} is the little-endian rank-file index used by every bitboard:
 * a1 = 0, b1 = 1, …, h8 = 63 (chessprogramming.org, "Square Mapping Considerations").
 */
public enum Square {
  A1,
  B1,
  C1,
  D1,
  E1,
  F1,
  G1,
  H1,
  A2,
  B2,
  C2,
  D2,
  E2,
  F2,
  G2,
  H2,
  A3,
  B3,
  C3,
  D3,
  E3,
  F3,
  G3,
  H3,
  A4,
  B4,
  C4,
  D4,
  E4,
  F4,
  G4,
  H4,
  A5,
  B5,
  C5,
  D5,
  E5,
  F5,
  G5,
  H5,
  A6,
  B6,
  C6,
  D6,
  E6,
  F6,
  G6,
  H6,
  A7,
  B7,
  C7,
  D7,
  E7,
  F7,
  G7,
  H7,
  A8,
  B8,
  C8,
  D8,
  E8,
  F8,
  G8,
  H8;

  private static final Square[] VALUES = values();

  /** File index, 0 for the a-file. */
  public int file() {
    return ordinal() & 7;
  }

  /** Rank index, 0 for the first rank. */
  public int rank() {
    return ordinal() >>> 3;
  }

  /** Lower-case algebraic name, e.g. {@code e4}. */
  public String algebraic() {
    return "" + (char) ('a' + file()) + (char) ('1' + rank());
  }

  /** Whether it is a light square (h1 is light, a1 dark). */
  public boolean isLight() {
    return ((file() + rank()) & 1) == 1;
  }

  public static Square of(int file, int rank) {
    return VALUES[rank * 8 + file];
  }

  public static Square of(int index) {
    return VALUES[index];
  }

  /** Parses {@code e4}; empty for anything else. */
  public static Optional<Square> parse(CharSequence s) {
    if (s == null || s.length() != 2) {
      return Optional.empty();
    }
    int file = s.charAt(0) - 'a';
    int rank = s.charAt(1) - '1';
    if (file < 0 || file > 7 || rank < 0 || rank > 7) {
      return Optional.empty();
    }
    return Optional.of(of(file, rank));
  }
}
