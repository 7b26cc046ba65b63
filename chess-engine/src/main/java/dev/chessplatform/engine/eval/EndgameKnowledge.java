package dev.chessplatform.engine.eval;

import dev.chessplatform.chess.Attacks;
import dev.chessplatform.chess.Board;

/**
 * Basic endgame knowledge the tapered terms cannot express (chessprogramming.org, "Endgame" and
 * "Mop-up Evaluation"): positions where the side ahead cannot win are scaled towards a draw, and a
 * lone king facing mating material is driven to the edge (to a corner of the bishop's colour for
 * KBN) so that the search finds the KQK, KRK and KBNK mates.
 */
final class EndgameKnowledge {
  /** Scale factors are in 64ths: {@code SCALE_NORMAL} leaves the score unchanged. */
  static final int SCALE_NORMAL = 64;

  /** Ahead by at most a minor piece with no pawns (KNK, KRKB, KNNK…): almost never a win. */
  private static final int SCALE_NO_PAWNS_MINOR_EDGE = 4;

  /** Bishops of opposite colours as the only pieces: the pawns seldom win through. */
  private static final int SCALE_OPPOSITE_BISHOPS = 32;

  /** Mop-up: the lone king's distance from the centre, and from the attacking king, per step. */
  private static final int MOP_UP_EDGE = 20;

  private static final int MOP_UP_KINGS = 10;
  private static final int MOP_UP_BASE = 600;
  private static final int MINOR = 3;
  private static final int ROOK = 5;

  private EndgameKnowledge() {}

  static int drawScale(Board b) {
    long pawns = b.pieces(0) | b.pieces(6);
    int white = nonPawnMaterial(b, 0);
    int black = nonPawnMaterial(b, 1);
    if (pawns == 0 && white <= MINOR && black <= MINOR) {
      return 0; // KK, KmK, KmKm: no side can force mate (FIDE Laws 5.2.2 for the first two)
    }
    int strong = white >= black ? 0 : 1;
    int strongMaterial = Math.max(white, black);
    int weakMaterial = Math.min(white, black);
    if (b.pieces(strong * 6) == 0 && strongMaterial - weakMaterial <= MINOR) {
      return SCALE_NO_PAWNS_MINOR_EDGE;
    }
    if (b.pieces(strong * 6) == 0
        && weakMaterial == 0
        && strongMaterial == 2 * MINOR
        && Long.bitCount(b.pieces(strong * 6 + 1)) == 2) {
      return SCALE_NO_PAWNS_MINOR_EDGE; // KNNK cannot be forced
    }
    if (white == MINOR
        && black == MINOR
        && b.pieces(2) != 0
        && b.pieces(8) != 0
        && ((b.pieces(2) & Attacks.LIGHT_SQUARES) == 0)
            != ((b.pieces(8) & Attacks.LIGHT_SQUARES) == 0)) {
      return SCALE_OPPOSITE_BISHOPS;
    }
    return SCALE_NORMAL;
  }

  /** White's bonus for herding a bare black king (negative for the reverse). */
  static int mopUp(Board b) {
    for (int weak = 0; weak < 2; weak++) {
      int strong = weak ^ 1;
      if (b.occupancy(weak) != b.pieces(weak * 6 + 5) || nonPawnMaterial(b, strong) < ROOK) {
        continue;
      }
      int loser = b.kingSquare(weak);
      int winner = b.kingSquare(strong);
      int edge = edgeDistance(loser, b.pieces(strong * 6 + 2));
      int bonus =
          MOP_UP_BASE
              + MOP_UP_EDGE * edge
              + MOP_UP_KINGS * (14 - Evaluation.distance(loser, winner) * 2);
      return strong == 0 ? bonus : -bonus;
    }
    return 0;
  }

  /**
   * How far from safety the lone king is: its distance from the centre, and with a single bishop
   * also (counted twice, so the king is herded along the edge) its closeness to a corner of the
   * bishop's colour, the only corners where KBN can mate.
   */
  private static int edgeDistance(int sq, long bishops) {
    int file = sq & 7;
    int rank = sq >>> 3;
    int centre = Math.max(3 - file, file - 4) + Math.max(3 - rank, rank - 4);
    if (Long.bitCount(bishops) != 1) {
      return centre;
    }
    boolean light = (bishops & Attacks.LIGHT_SQUARES) != 0;
    int cornerA = light ? 7 : 0;
    int cornerB = light ? 56 : 63;
    int nearest = Math.min(manhattan(sq, cornerA), manhattan(sq, cornerB));
    return centre + 2 * (14 - nearest);
  }

  private static int manhattan(int a, int b) {
    return Math.abs((a & 7) - (b & 7)) + Math.abs((a >>> 3) - (b >>> 3));
  }

  /** Non-pawn material in pawn units: minor 3, rook 5, queen 9. */
  static int nonPawnMaterial(Board b, int side) {
    int base = side * 6;
    return MINOR * Long.bitCount(b.pieces(base + 1) | b.pieces(base + 2))
        + ROOK * Long.bitCount(b.pieces(base + 3))
        + 9 * Long.bitCount(b.pieces(base + 4));
  }
}
