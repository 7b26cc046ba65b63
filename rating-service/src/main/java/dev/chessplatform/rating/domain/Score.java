package dev.chessplatform.rating.domain;

/**
 * One player's result of one game, and its value W in the Elo formula.
 *
 * <p>Seed 004 (联众, 国际象棋游戏积分说明): "W : 对局得分 赢1分,输0分,和0.5分" — win 1, loss 0, draw ½.
 */
public enum Score {
  WIN(1.0),
  DRAW(0.5),
  LOSS(0.0);

  private final double points;

  Score(double points) {
    this.points = points;
  }

  /** W: 1, ½ or 0. */
  public double points() {
    return points;
  }

  public Score opposite() {
    return switch (this) {
      case WIN -> LOSS;
      case LOSS -> WIN;
      case DRAW -> DRAW;
    };
  }
}
