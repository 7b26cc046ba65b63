package dev.chessplatform.rating.domain;

/** How a game ended, from the board's point of view. */
public enum GameResult {
  WHITE_WINS,
  BLACK_WINS,
  DRAW;

  public Score whiteScore() {
    return switch (this) {
      case WHITE_WINS -> Score.WIN;
      case BLACK_WINS -> Score.LOSS;
      case DRAW -> Score.DRAW;
    };
  }

  public Score blackScore() {
    return whiteScore().opposite();
  }

  /** The result in which white scores {@code white}. */
  public static GameResult forWhite(Score white) {
    return switch (white) {
      case WIN -> WHITE_WINS;
      case LOSS -> BLACK_WINS;
      case DRAW -> DRAW;
    };
  }
}
