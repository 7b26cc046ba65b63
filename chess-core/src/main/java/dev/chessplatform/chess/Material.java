package dev.chessplatform.chess;

/**
 * Whether a side has mating material, decided from material and bishop colours only (cheap and
 * sound, not complete: blocked pawn walls are not recognised as dead). The rules are those of
 * lichess's scalachess {@code InsufficientMatingMaterial}, which name the helpmates that exist:
 * king and knight mates against king and any rook, bishop, knight or pawn; king and bishops of one
 * colour mate against king and any knight, pawn or bishop of the other colour.
 */
final class Material {
  private Material() {}

  /** FIDE Laws 6.9: could {@code side} checkmate by any series of legal moves? */
  static boolean canMate(Board b, int side) {
    long[] p = b.pieces;
    int s = side * 6;
    int o = (side ^ 1) * 6;
    if ((p[s] | p[s + 3] | p[s + 4]) != 0) {
      return true;
    }
    long knights = p[s + 1];
    long bishops = p[s + 2];
    if (bishops == 0) {
      if (knights == 0) {
        return false;
      }
      if (Long.bitCount(knights) > 1) {
        return true;
      }
      return (p[o] | p[o + 1] | p[o + 2] | p[o + 3]) != 0;
    }
    if (knights != 0) {
      return true;
    }
    boolean light = (bishops & Attacks.LIGHT_SQUARES) != 0;
    boolean dark = (bishops & ~Attacks.LIGHT_SQUARES) != 0;
    if (light && dark) {
      return true;
    }
    long otherColour = light ? ~Attacks.LIGHT_SQUARES : Attacks.LIGHT_SQUARES;
    return (p[o] | p[o + 1] | (p[o + 2] & otherColour)) != 0;
  }

  /**
   * A dead position by material (FIDE Laws 5.2.2): K v K, K+B v K, K+N v K, and kings with bishops
   * all on one colour, among others that {@link #canMate} rules out for both sides.
   */
  static boolean isDead(Board b) {
    return !canMate(b, 0) && !canMate(b, 1);
  }
}
