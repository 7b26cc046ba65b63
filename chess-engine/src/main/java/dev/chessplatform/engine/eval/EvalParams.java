package dev.chessplatform.engine.eval;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * The evaluation's weights: one middlegame and one endgame value per term, tapered by game phase
 * (chessprogramming.org, "Tapered Eval"). Every term is linear in its weight, so the Texel tuner
 * can fit them all at once from traced feature counts. Instances are immutable after construction
 * and may be shared by any number of searches.
 *
 * <p>The shipped weights come from {@code eval-params.txt} next to this class, written by {@code
 * TexelTuner}; {@link #initial()} holds the hand-set starting point the tuner began from.
 */
public final class EvalParams {
  public static final int MATERIAL = 0; // pawn .. queen
  public static final int PST = MATERIAL + 5; // [type][square from white's side]
  public static final int MOBILITY_KNIGHT = PST + 6 * 64; // by number of safe squares, 0..8
  public static final int MOBILITY_BISHOP = MOBILITY_KNIGHT + 9; // 0..13
  public static final int MOBILITY_ROOK = MOBILITY_BISHOP + 14; // 0..14
  public static final int MOBILITY_QUEEN = MOBILITY_ROOK + 15; // 0..27
  public static final int PASSED = MOBILITY_QUEEN + 28; // by relative rank 0..7
  public static final int ISOLATED = PASSED + 8;
  public static final int DOUBLED = ISOLATED + 1;
  public static final int BACKWARD = DOUBLED + 1;
  public static final int BISHOP_PAIR = BACKWARD + 1;
  public static final int ROOK_OPEN_FILE = BISHOP_PAIR + 1;
  public static final int ROOK_SEMI_OPEN_FILE = ROOK_OPEN_FILE + 1;
  public static final int KING_SHIELD_NEAR = ROOK_SEMI_OPEN_FILE + 1;
  public static final int KING_SHIELD_FAR = KING_SHIELD_NEAR + 1;
  public static final int KING_ATTACK = KING_SHIELD_FAR + 1; // knight, bishop, rook, queen
  public static final int TEMPO = KING_ATTACK + 4;
  public static final int PASSER_OWN_KING_DISTANCE = TEMPO + 1;
  public static final int PASSER_ENEMY_KING_DISTANCE = PASSER_OWN_KING_DISTANCE + 1;
  public static final int PASSER_BLOCKED = PASSER_ENEMY_KING_DISTANCE + 1;
  public static final int KING_OPEN_FILE = PASSER_BLOCKED + 1;
  // Threats, counted for the attacking side (chessprogramming.org, "Evaluation of Pieces"; the
  // terms follow Ethereal's): enemy pieces attacked by a pawn, enemy minors by a minor, enemy rooks
  // by a minor, the enemy queen by a minor or rook, and enemy pieces attacked but not defended.
  public static final int THREAT_BY_PAWN = KING_OPEN_FILE + 1;
  public static final int THREAT_MINOR_BY_MINOR = THREAT_BY_PAWN + 1;
  public static final int THREAT_ROOK_BY_MINOR = THREAT_MINOR_BY_MINOR + 1;
  public static final int THREAT_QUEEN_BY_LESSER = THREAT_ROOK_BY_MINOR + 1;
  public static final int THREAT_HANGING = THREAT_QUEEN_BY_LESSER + 1;
  // King danger beyond the per-piece attack counts: the attacks on the king's zone valued by how
  // many pieces take part (one piece alone is little danger, three are a lot), and the squares
  // from which a knight, bishop, rook or queen could give a check the defender does not cover.
  public static final int KING_ATTACK_BY_ATTACKERS = THREAT_HANGING + 1; // by attackers 0..7
  public static final int SAFE_CHECK = KING_ATTACK_BY_ATTACKERS + 8; // knight, bishop, rook, queen
  public static final int COUNT = SAFE_CHECK + 4;

  private static final EvalParams SHIPPED = load();

  final int[] mg;
  final int[] eg;

  private EvalParams(int[] mg, int[] eg) {
    this.mg = mg;
    this.eg = eg;
  }

  public static EvalParams of(int[] mg, int[] eg) {
    if (mg.length != COUNT || eg.length != COUNT) {
      throw new IllegalArgumentException("expected " + COUNT + " weights per phase");
    }
    return new EvalParams(mg.clone(), eg.clone());
  }

  /** The tuned weights shipped with the engine. */
  public static EvalParams defaults() {
    return SHIPPED;
  }

  public int mg(int index) {
    return mg[index];
  }

  public int eg(int index) {
    return eg[index];
  }

  public int[] mgCopy() {
    return mg.clone();
  }

  public int[] egCopy() {
    return eg.clone();
  }

  /** Writes the format {@link #defaults()} reads: {@code index mg eg} per line. */
  public void write(Writer out) throws IOException {
    out.write("# chess-engine evaluation weights: index mg eg (written by TexelTuner)\n");
    for (int i = 0; i < COUNT; i++) {
      out.write(i + " " + mg[i] + " " + eg[i] + "\n");
    }
  }

  private static EvalParams load() {
    EvalParams params = initial();
    try (InputStream in = EvalParams.class.getResourceAsStream("eval-params.txt")) {
      if (in == null) {
        return params;
      }
      BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.US_ASCII));
      for (String line = r.readLine(); line != null; line = r.readLine()) {
        if (line.isBlank() || line.startsWith("#")) {
          continue;
        }
        String[] t = line.trim().split("\\s+");
        int i = Integer.parseInt(t[0]);
        params.mg[i] = Integer.parseInt(t[1]);
        params.eg[i] = Integer.parseInt(t[2]);
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return params;
  }

  /**
   * Hand-set starting weights: textbook material values, piece-square tables from simple
   * centralisation and advancement rules, and small positional terms. The tuner starts here.
   */
  public static EvalParams initial() {
    int[] mg = new int[COUNT];
    int[] eg = new int[COUNT];
    int[][] material = {{85, 105}, {320, 300}, {335, 315}, {470, 530}, {960, 950}};
    for (int t = 0; t < 5; t++) {
      mg[MATERIAL + t] = material[t][0];
      eg[MATERIAL + t] = material[t][1];
    }
    for (int sq = 0; sq < 64; sq++) {
      int file = sq & 7;
      int rank = sq >>> 3;
      int centre = 6 - (Math.abs(2 * file - 7) + Math.abs(2 * rank - 7)) / 2; // 0 corner .. 6
      int fileCentre = 3 - Math.abs(2 * file - 7) / 2; // 0 edge .. 3
      if (rank > 0 && rank < 7) {
        mg[PST + sq] = (rank - 1) * 3 + fileCentre * (rank >= 3 ? 5 : 1);
        eg[PST + sq] = (rank - 1) * 8;
      }
      mg[PST + 64 + sq] = centre * 6 - 18;
      eg[PST + 64 + sq] = centre * 5 - 15;
      mg[PST + 128 + sq] = centre * 3 - 8;
      eg[PST + 128 + sq] = centre * 3 - 8;
      mg[PST + 192 + sq] = rank == 6 ? 15 : fileCentre * 2;
      eg[PST + 192 + sq] = rank == 6 ? 10 : 0;
      mg[PST + 256 + sq] = centre * 2 - 6;
      eg[PST + 256 + sq] = centre * 4 - 12;
      mg[PST + 320 + sq] = rank == 0 ? (fileCentre <= 1 ? 20 : -10) : -20 * rank;
      eg[PST + 320 + sq] = centre * 8 - 24;
    }
    linear(mg, eg, MOBILITY_KNIGHT, 9, 4, 4);
    linear(mg, eg, MOBILITY_BISHOP, 14, 5, 5);
    linear(mg, eg, MOBILITY_ROOK, 15, 2, 4);
    linear(mg, eg, MOBILITY_QUEEN, 28, 1, 2);
    int[] passedMg = {0, 5, 5, 10, 20, 35, 60, 0};
    int[] passedEg = {0, 10, 15, 25, 45, 75, 120, 0};
    for (int r = 0; r < 8; r++) {
      mg[PASSED + r] = passedMg[r];
      eg[PASSED + r] = passedEg[r];
    }
    set(mg, eg, ISOLATED, -10, -15);
    set(mg, eg, DOUBLED, -10, -20);
    set(mg, eg, BACKWARD, -8, -8);
    set(mg, eg, BISHOP_PAIR, 30, 50);
    set(mg, eg, ROOK_OPEN_FILE, 25, 10);
    set(mg, eg, ROOK_SEMI_OPEN_FILE, 12, 6);
    set(mg, eg, KING_SHIELD_NEAR, 12, 0);
    set(mg, eg, KING_SHIELD_FAR, 6, 0);
    int[] attack = {6, 4, 6, 8};
    for (int t = 0; t < 4; t++) {
      set(mg, eg, KING_ATTACK + t, attack[t], 0);
    }
    set(mg, eg, TEMPO, 15, 5);
    set(mg, eg, PASSER_OWN_KING_DISTANCE, 0, -5);
    set(mg, eg, PASSER_ENEMY_KING_DISTANCE, 0, 8);
    set(mg, eg, PASSER_BLOCKED, -5, -15);
    set(mg, eg, KING_OPEN_FILE, -20, 0);
    set(mg, eg, THREAT_BY_PAWN, 50, 70);
    set(mg, eg, THREAT_MINOR_BY_MINOR, 20, 35);
    set(mg, eg, THREAT_ROOK_BY_MINOR, 40, 25);
    set(mg, eg, THREAT_QUEEN_BY_LESSER, 45, 10);
    set(mg, eg, THREAT_HANGING, 25, 20);
    int[] byAttackers = {0, 0, 3, 6, 9, 11, 12, 12};
    for (int n = 0; n < 8; n++) {
      set(mg, eg, KING_ATTACK_BY_ATTACKERS + n, byAttackers[n], 0);
    }
    int[] safeCheck = {30, 20, 35, 25};
    for (int t = 0; t < 4; t++) {
      set(mg, eg, SAFE_CHECK + t, safeCheck[t], 5);
    }
    return new EvalParams(mg, eg);
  }

  private static void linear(int[] mg, int[] eg, int base, int size, int mgStep, int egStep) {
    for (int n = 0; n < size; n++) {
      mg[base + n] = (n - size / 3) * mgStep;
      eg[base + n] = (n - size / 3) * egStep;
    }
  }

  private static void set(int[] mg, int[] eg, int index, int mgValue, int egValue) {
    mg[index] = mgValue;
    eg[index] = egValue;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof EvalParams p && Arrays.equals(mg, p.mg) && Arrays.equals(eg, p.eg);
  }

  @Override
  public int hashCode() {
    return 31 * Arrays.hashCode(mg) + Arrays.hashCode(eg);
  }
}
