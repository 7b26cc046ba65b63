package dev.chessplatform.rating.domain;

/**
 * "What would a win, a draw or a loss against this opponent do to me?", from {@link
 * RatingRules#preview}. Each entry is the asking player's change, Elo and ladder alike.
 */
public record RatingPreview(
    Pairing pairing, PlayerChange ifWin, PlayerChange ifDraw, PlayerChange ifLoss) {

  public PlayerChange ifScore(Score score) {
    return switch (score) {
      case WIN -> ifWin;
      case DRAW -> ifDraw;
      case LOSS -> ifLoss;
    };
  }
}
