package dev.chessplatform.chess.notation;

import dev.chessplatform.chess.PieceType;

/**
 * The parts of a non-castling SAN move after suffixes are stripped: piece, optional from-file and
 * from-rank, destination, optional promotion. −1 means "not given".
 */
record SanPattern(int type, int file, int rank, int to, int promotion) {

  static SanPattern parse(String s, String original) {
    int i = 0;
    int n = s.length();
    int type = 0;
    if (n > 0 && "NBRQKP".indexOf(s.charAt(0)) >= 0) {
      type = PieceType.fromLetter(s.charAt(0)).ordinal();
      i++;
    }
    // Everything up to the last square is disambiguation, capture marks or a dash.
    int promotion = -1;
    int end = n;
    if (end > i && "NBRQnbrq".indexOf(s.charAt(end - 1)) >= 0) {
      promotion = PieceType.fromLetter(s.charAt(end - 1)).ordinal();
      end--;
      if (end > i && s.charAt(end - 1) == '=') {
        end--;
      }
    }
    if (end - i < 2 || !isFile(s.charAt(end - 2)) || !isRank(s.charAt(end - 1))) {
      throw syntax(original);
    }
    int to = (s.charAt(end - 1) - '1') * 8 + (s.charAt(end - 2) - 'a');
    int file = -1;
    int rank = -1;
    for (int j = i; j < end - 2; j++) {
      char c = s.charAt(j);
      if (isFile(c) && file < 0 && rank < 0) {
        file = c - 'a';
      } else if (isRank(c) && rank < 0) {
        rank = c - '1';
      } else if ((c != 'x' && c != ':' && c != '-') || j != end - 3) {
        throw syntax(original);
      }
    }
    if (promotion >= 0 && type != 0) {
      throw syntax(original);
    }
    return new SanPattern(type, file, rank, to, promotion);
  }

  private static boolean isFile(char c) {
    return c >= 'a' && c <= 'h';
  }

  private static boolean isRank(char c) {
    return c >= '1' && c <= '8';
  }

  private static SanException syntax(String original) {
    return new SanException(SanException.Reason.SYNTAX, "not a move", original);
  }
}
