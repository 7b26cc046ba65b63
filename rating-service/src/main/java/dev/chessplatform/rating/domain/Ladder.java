package dev.chessplatform.rating.domain;

/**
 * The points ladder of seed 000 (等级分记分方法), kept beside Elo; architecture.md "Ratings" gives our
 * reading of its tables (the source lost its {@code +} signs: "10 差分/10" is 10 + d/10).
 *
 * <p>d is the absolute difference of the two players' current points; "lower" and "higher" compare
 * points (the source says 低级别方, but a grade spans 100 points and the tables start at d = 10, so
 * only points order every pair the tables need). Where d &lt; 10 the order does not matter: a draw
 * moves nothing and either winner takes 10, so equal points are never ambiguous.
 *
 * <p>Points are whole numbers and every fraction is rounded down (integer division, exact): the
 * grades step by whole hundreds ("每个级别需要积累100分"), and rounding down never pays more than the table
 * says. "输方扣分等于赢方得分": the loser (in a draw, the higher player) pays what the other gains, but never
 * below 0 points; the gain itself is not capped, which is how points enter a ladder on which every
 * newcomer starts at 0 (capping both would keep everyone at 0 forever).
 */
public final class Ladder {

  private Ladder() {}

  /** Points after one game, for white and black. */
  public record Settlement(int whitePoints, int blackPoints) {}

  public static Settlement settle(int whitePoints, int blackPoints, GameResult result) {
    return switch (result) {
      case WHITE_WINS -> {
        int gain = winnerGain(whitePoints, blackPoints);
        yield new Settlement(whitePoints + gain, blackPoints - Math.min(gain, blackPoints));
      }
      case BLACK_WINS -> {
        int gain = winnerGain(blackPoints, whitePoints);
        yield new Settlement(whitePoints - Math.min(gain, whitePoints), blackPoints + gain);
      }
      case DRAW -> {
        int gain =
            Math.min(
                drawGain(Math.abs(whitePoints - blackPoints)), Math.max(whitePoints, blackPoints));
        yield whitePoints < blackPoints
            ? new Settlement(whitePoints + gain, blackPoints - gain)
            : new Settlement(whitePoints - gain, blackPoints + gain);
      }
    };
  }

  /** What the winner gains by the tables, before the loser's cap. */
  static int winnerGain(int winnerPoints, int loserPoints) {
    int d = Math.abs(winnerPoints - loserPoints);
    return winnerPoints < loserPoints ? lowerWinsGain(d) : higherWinsGain(d);
  }

  /** "和局：相差10分以内，无积分；相差10-99分，则分低方得(10+差分/10)/2；相差100分以上，分低方得差分/4". */
  static int drawGain(int d) {
    if (d < 10) {
      return 0;
    }
    if (d <= 99) {
      return (100 + d) / 20; // (10 + d/10) / 2
    }
    return d / 4;
  }

  /** "低级别方赢：相差100分以上，则得差分/2；相差10-99分，得10+差分/10；相差10分以内，得10分". */
  static int lowerWinsGain(int d) {
    if (d >= 100) {
      return d / 2;
    }
    if (d >= 10) {
      return (100 + d) / 10; // 10 + d/10
    }
    return 10;
  }

  /** "高级别方赢：相差200分以上，无积分；相差100-199分，得2分；相差10-99分，得10-差分/12.5；相差10分以内，得10分". */
  static int higherWinsGain(int d) {
    if (d >= 200) {
      return 0;
    }
    if (d >= 100) {
      return 2;
    }
    if (d >= 10) {
      return (250 - 2 * d) / 25; // 10 − d/12.5, positive for d ≤ 99 so division rounds down
    }
    return 10;
  }
}
