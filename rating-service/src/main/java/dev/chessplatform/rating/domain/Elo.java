package dev.chessplatform.rating.domain;

import java.math.BigDecimal;
import java.math.RoundingMode;

/**
 * The Elo arithmetic of seed 004 (联众, 国际象棋游戏积分说明, "有级别的人之间下棋分数的算法"):
 *
 * <pre>
 *   Rn = Ro + 32·(W − We)        We = 1 / (1 + 10^((r2 − r1) / 400))
 * </pre>
 *
 * <p>Determinism: a replay from offset 0 must reproduce every rating bit for bit, on any JVM. Java
 * 17 evaluates all floating point strictly (JEP 306), but {@link Math#pow} may differ by an ulp
 * between implementations, so we use {@link StrictMath#pow} (the fdlibm algorithm, specified to
 * give the same bits everywhere). Ratings are integers; only the change of one game is ever a
 * fraction, and it is rounded once, by {@link #round}.
 */
public final class Elo {

  /** The development coefficient: "32·(W − We)". */
  public static final int K = 32;

  private Elo() {}

  /** We for a player rated {@code own} against one rated {@code opponent}. */
  public static double expectedScore(int own, int opponent) {
    return 1.0 / (1.0 + StrictMath.pow(10.0, (opponent - own) / 400.0));
  }

  /**
   * Rd = 32·(W − We) for white, the change "按正常两人都有等级分算出的" (as if both were rated). Black's Rd is
   * exactly the negation, so two rated players' changes sum to zero.
   *
   * <p>It is computed from the side of the lower-rated player (white when equal, where We = ½
   * exactly) and negated for the other, so swapping colours never changes a single bit.
   */
  public static double whiteRd(int white, int black, GameResult result) {
    if (white <= black) {
      return K * (result.whiteScore().points() - expectedScore(white, black));
    }
    return -(K * (result.blackScore().points() - expectedScore(black, white)));
  }

  /**
   * Rounds one game's rating change to a whole number: to the nearest, and .5 away from zero.
   *
   * <p>The rule is FIDE's (Rating Regulations effective 1 March 2024, art. 8.3.4: "The Rating
   * Change ... is rounded to the nearest whole number. 0.5 is rounded away from zero."). Away from
   * zero is symmetric, round(−x) = −round(x), which keeps a win and the matching loss mirror
   * images. The double is converted to {@link BigDecimal} exactly, so there is no {@code x + 0.5}
   * error.
   */
  public static int round(double change) {
    return new BigDecimal(change).setScale(0, RoundingMode.HALF_UP).intValueExact();
  }
}
