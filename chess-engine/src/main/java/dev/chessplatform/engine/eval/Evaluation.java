package dev.chessplatform.engine.eval;

import static dev.chessplatform.engine.eval.EvalParams.*;

import dev.chessplatform.chess.Attacks;
import dev.chessplatform.chess.Board;
import java.util.Arrays;

/**
 * Static evaluation, in centipawns from the side to move's point of view: tapered material and
 * piece-square tables, mobility, pawn structure, passed pawns, king safety, bishop pair and rooks
 * on open files (chessprogramming.org, "Evaluation"), then {@link EndgameKnowledge} for drawish
 * material and forced mates. One instance per search thread: it keeps running sums in fields.
 *
 * <p>With a trace array it also records, per weight, white's count minus black's: the linear
 * features the Texel tuner fits.
 */
public final class Evaluation {
  /** Phase units per piece type (pawn .. king) and the full middlegame total. */
  private static final int[] PHASE = {0, 1, 1, 2, 4, 0};

  public static final int MAX_PHASE = 24;

  private static final long[][] PASSED_MASK = new long[2][64];
  private static final long[] ADJACENT_FILES = new long[8];

  static {
    for (int f = 0; f < 8; f++) {
      long adj = 0;
      if (f > 0) {
        adj |= Attacks.FILE_A << (f - 1);
      }
      if (f < 7) {
        adj |= Attacks.FILE_A << (f + 1);
      }
      ADJACENT_FILES[f] = adj;
    }
    for (int sq = 0; sq < 64; sq++) {
      long files = ADJACENT_FILES[sq & 7] | (Attacks.FILE_A << (sq & 7));
      int rank = sq >>> 3;
      long above = rank == 7 ? 0 : -1L << (8 * (rank + 1));
      long below = rank == 0 ? 0 : -1L >>> (8 * (8 - rank));
      PASSED_MASK[0][sq] = files & above;
      PASSED_MASK[1][sq] = files & below;
    }
  }

  private final EvalParams p;
  private final int[] trace;
  private int mg;
  private int eg;
  private int phase;
  private final long[][] attacksByType = new long[2][5]; // pawn .. queen
  private final long[] allAttacks = new long[2];
  private final int[] kingAttackers = new int[2];
  private final int[] kingAttackHits = new int[2];

  public Evaluation(EvalParams params) {
    this(params, null);
  }

  private Evaluation(EvalParams params, int[] trace) {
    this.p = params;
    this.trace = trace;
  }

  /** An evaluation that records feature counts into {@code trace} (length {@link #COUNT}). */
  public static Evaluation tracing(EvalParams params, int[] trace) {
    return new Evaluation(params, trace);
  }

  /** Game phase of the last evaluation: {@link #MAX_PHASE} = full middlegame, 0 = pawn ending. */
  public int lastPhase() {
    return phase;
  }

  /**
   * Whether the score of {@code b} is the plain tapered sum of the weights (no endgame scaling or
   * mop-up bonus): the positions the Texel tuner can learn from.
   */
  public static boolean isPlainTapered(Board b) {
    return EndgameKnowledge.drawScale(b) == EndgameKnowledge.SCALE_NORMAL
        && EndgameKnowledge.mopUp(b) == 0;
  }

  public int evaluate(Board b) {
    int drawish = EndgameKnowledge.drawScale(b);
    if (drawish == 0) {
      return 0;
    }
    mg = 0;
    eg = 0;
    phase = 0;
    long wp = b.pieces(0);
    long bp = b.pieces(6);
    long occ = b.occupancy(0) | b.occupancy(1);
    long whitePawnAttacks = ((wp << 7) & ~Attacks.FILE_H) | ((wp << 9) & ~Attacks.FILE_A);
    long blackPawnAttacks = ((bp >>> 9) & ~Attacks.FILE_H) | ((bp >>> 7) & ~Attacks.FILE_A);
    for (int side = 0; side < 2; side++) {
      Arrays.fill(attacksByType[side], 0);
      kingAttackers[side] = 0;
      kingAttackHits[side] = 0;
    }
    attacksByType[0][0] = whitePawnAttacks;
    attacksByType[1][0] = blackPawnAttacks;
    allAttacks[0] = whitePawnAttacks;
    allAttacks[1] = blackPawnAttacks;
    for (int side = 0; side < 2; side++) {
      int sign = side == 0 ? 1 : -1;
      long ownPawns = side == 0 ? wp : bp;
      long enemyPawns = side == 0 ? bp : wp;
      long own = b.occupancy(side);
      long enemyPawnAttacks = side == 0 ? blackPawnAttacks : whitePawnAttacks;
      long safe = ~own & ~enemyPawnAttacks;
      int enemyKing = b.kingSquare(side ^ 1);
      long kingZone = Attacks.king(enemyKing) | (1L << enemyKing);
      for (int type = 0; type < 6; type++) {
        for (long bb = b.pieces(side * 6 + type); bb != 0; bb &= bb - 1) {
          int sq = Long.numberOfTrailingZeros(bb);
          int rel = side == 0 ? sq : sq ^ 56;
          phase += PHASE[type];
          if (type < 5) {
            add(MATERIAL + type, sign);
          }
          add(PST + type * 64 + rel, sign);
          switch (type) {
            case 0 -> pawn(b, side, sign, sq, rel, ownPawns, enemyPawns, enemyPawnAttacks);
            case 1 -> piece(side, 1, MOBILITY_KNIGHT, Attacks.knight(sq), safe, kingZone, sign);
            case 2 ->
                piece(side, 2, MOBILITY_BISHOP, Attacks.bishop(sq, occ), safe, kingZone, sign);
            case 3 -> {
              piece(side, 3, MOBILITY_ROOK, Attacks.rook(sq, occ), safe, kingZone, sign);
              long file = Attacks.FILE_A << (sq & 7);
              if ((file & ownPawns) == 0) {
                add((file & enemyPawns) == 0 ? ROOK_OPEN_FILE : ROOK_SEMI_OPEN_FILE, sign);
              }
            }
            case 4 -> piece(side, 4, MOBILITY_QUEEN, Attacks.queen(sq, occ), safe, kingZone, sign);
            default -> {
              allAttacks[side] |= Attacks.king(sq);
              king(side, sign, sq, ownPawns);
            }
          }
        }
      }
      if (Long.bitCount(b.pieces(side * 6 + 2)) >= 2) {
        add(BISHOP_PAIR, sign);
      }
    }
    threats(b, 0);
    threats(b, 1);
    kingDanger(b, 0, occ);
    kingDanger(b, 1, occ);
    add(TEMPO, b.sideToMove() == 0 ? 1 : -1);
    phase = Math.min(phase, MAX_PHASE);
    int score = (mg * phase + eg * (MAX_PHASE - phase)) / MAX_PHASE;
    score = score * drawish / EndgameKnowledge.SCALE_NORMAL;
    if (drawish == EndgameKnowledge.SCALE_NORMAL) {
      score += EndgameKnowledge.mopUp(b);
    }
    return b.sideToMove() == 0 ? score : -score;
  }

  private void pawn(
      Board b,
      int side,
      int sign,
      int sq,
      int rel,
      long ownPawns,
      long enemyPawns,
      long enemyPawnAttacks) {
    int file = sq & 7;
    long fileBb = Attacks.FILE_A << file;
    if ((ADJACENT_FILES[file] & ownPawns) == 0) {
      add(ISOLATED, sign);
    } else if ((PASSED_MASK[side ^ 1][sq + (side == 0 ? 8 : -8)] & ADJACENT_FILES[file] & ownPawns)
            == 0
        && (enemyPawnAttacks & (1L << (sq + (side == 0 ? 8 : -8)))) != 0) {
      // Backward: no friendly pawn beside or behind to support its advance, and the stop square is
      // controlled by an enemy pawn (chessprogramming.org, "Backward Pawn").
      add(BACKWARD, sign);
    }
    if ((PASSED_MASK[side][sq] & fileBb & ownPawns) != 0) {
      add(DOUBLED, sign);
    }
    if ((PASSED_MASK[side][sq] & enemyPawns) == 0
        && (PASSED_MASK[side][sq] & fileBb & ownPawns) == 0) {
      int rank = rel >>> 3;
      add(PASSED + rank, sign);
      int stop = sq + (side == 0 ? 8 : -8);
      add(PASSER_OWN_KING_DISTANCE, sign * distance(b.kingSquare(side), stop));
      add(PASSER_ENEMY_KING_DISTANCE, sign * distance(b.kingSquare(side ^ 1), stop));
      if (b.pieceAt(stop) >= 0) {
        add(PASSER_BLOCKED, sign);
      }
    }
  }

  /** The threat terms for {@code side} as the attacker (the attack maps are complete by now). */
  private void threats(Board b, int side) {
    int sign = side == 0 ? 1 : -1;
    int enemy = side ^ 1;
    long minors = b.pieces(enemy * 6 + 1) | b.pieces(enemy * 6 + 2);
    long rooks = b.pieces(enemy * 6 + 3);
    long queens = b.pieces(enemy * 6 + 4);
    long pieces = minors | rooks | queens;
    long[] by = attacksByType[side];
    add(THREAT_BY_PAWN, sign * Long.bitCount(by[0] & pieces));
    long minorAttacks = by[1] | by[2];
    add(THREAT_MINOR_BY_MINOR, sign * Long.bitCount(minorAttacks & minors));
    add(THREAT_ROOK_BY_MINOR, sign * Long.bitCount(minorAttacks & rooks));
    add(THREAT_QUEEN_BY_LESSER, sign * Long.bitCount((minorAttacks | by[3]) & queens));
    add(THREAT_HANGING, sign * Long.bitCount(allAttacks[side] & pieces & ~allAttacks[enemy]));
  }

  /** {@code side}'s attack on the enemy king: attackers, and checks the defender cannot stop. */
  private void kingDanger(Board b, int side, long occ) {
    int sign = side == 0 ? 1 : -1;
    int enemy = side ^ 1;
    add(KING_ATTACK_BY_ATTACKERS + Math.min(7, kingAttackers[side]), sign * kingAttackHits[side]);
    int king = b.kingSquare(enemy);
    long safe = ~b.occupancy(side) & ~allAttacks[enemy];
    long diagonal = Attacks.bishop(king, occ) & safe;
    long straight = Attacks.rook(king, occ) & safe;
    long[] by = attacksByType[side];
    add(SAFE_CHECK, sign * Long.bitCount(by[1] & Attacks.knight(king) & safe));
    add(SAFE_CHECK + 1, sign * Long.bitCount(by[2] & diagonal));
    add(SAFE_CHECK + 2, sign * Long.bitCount(by[3] & straight));
    add(SAFE_CHECK + 3, sign * Long.bitCount(by[4] & (diagonal | straight)));
  }

  /** Mobility, and the attack on the enemy king's zone, of a knight, bishop, rook or queen. */
  private void piece(
      int side, int type, int mobility, long attacks, long safe, long zone, int sign) {
    attacksByType[side][type] |= attacks;
    allAttacks[side] |= attacks;
    add(mobility + Long.bitCount(attacks & safe), sign);
    int hits = Long.bitCount(attacks & zone);
    if (hits != 0) {
      add(KING_ATTACK + type - 1, sign * hits);
      kingAttackers[side]++;
      kingAttackHits[side] += hits;
    }
  }

  private void king(int side, int sign, int sq, long ownPawns) {
    int file = sq & 7;
    long files = ADJACENT_FILES[file] | (Attacks.FILE_A << file);
    int front = side == 0 ? sq + 8 : sq - 8;
    if (front >= 0 && front < 64) {
      long near = files & (Attacks.RANK_1 << (8 * (front >>> 3)));
      add(KING_SHIELD_NEAR, sign * Long.bitCount(near & ownPawns));
      int further = side == 0 ? front + 8 : front - 8;
      if (further >= 0 && further < 64) {
        long far = files & (Attacks.RANK_1 << (8 * (further >>> 3)));
        add(KING_SHIELD_FAR, sign * Long.bitCount(far & ownPawns));
      }
    }
    if (((Attacks.FILE_A << file) & ownPawns) == 0) {
      add(KING_OPEN_FILE, sign);
    }
  }

  private void add(int index, int count) {
    mg += p.mg[index] * count;
    eg += p.eg[index] * count;
    if (trace != null) {
      trace[index] += count;
    }
  }

  static int distance(int a, int b) {
    return Math.max(Math.abs((a & 7) - (b & 7)), Math.abs((a >>> 3) - (b >>> 3)));
  }
}
