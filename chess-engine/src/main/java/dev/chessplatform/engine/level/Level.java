package dev.chessplatform.engine.level;

/**
 * The five playing levels the product offers. Levels 1–4 are weakened the way people are weak: they
 * see a limited distance ahead ({@code depth}, {@code nodes}) and, among the few moves they
 * consider ({@code candidates}), sometimes prefer a slightly worse one ({@code noiseCp}: the
 * standard deviation of the judgement error, shrinking as the level rises). A move more than {@code
 * maxLossCp} worse than the best they saw is never chosen, so no level gives away a queen for
 * nothing. Level 5 is the full engine.
 *
 * <p>Targets are Elo on the scale of Stockfish 15.1's {@code UCI_Elo} at 10s+0.1s; the measured
 * values and how they were obtained are in chess-engine/README.md and {@link #calibration()}.
 */
public enum Level {
  ONE(
      1,
      1000,
      1,
      1_000,
      6,
      120,
      330,
      "~964: -323 +/- 66 vs level 2 (200 games, 19-165-16), level 2 placed below, 10s+0.1s"),
  TWO(
      2,
      1250,
      2,
      3_000,
      4,
      60,
      170,
      "~1287: -63 +/- 70 vs Stockfish UCI_Elo 1350 (100 games, 41-59-0), 10s+0.1s"),
  THREE(
      3,
      1450,
      5,
      15_000,
      4,
      70,
      180,
      "~1428: +78 +/- 70 vs Stockfish UCI_Elo 1350 (100 games, 60-38-2), 10s+0.1s"),
  FOUR(
      4,
      1600,
      6,
      6_000,
      3,
      30,
      90,
      "~1630: -70 +/- 70 vs Stockfish UCI_Elo 1700 (100 games, 39-59-2), 10s+0.1s"),
  FIVE(
      5,
      0,
      0,
      0,
      1,
      0,
      0,
      "~2115: +115 +/- 69 vs Stockfish UCI_Elo 2000 (100 games, 61-29-10), 10s+0.1s");

  /** Weakened levels answer within this time whatever the clock says (the product's brief). */
  public static final long MAX_THINK_MS = 800;

  /**
   * Level 5's thinking time in an untimed game: the default of game-service's {@code
   * chess.games.computer.level5-movetime}, and the browser engine's value.
   */
  public static final long FIVE_UNTIMED_MOVETIME_MS = 2_000;

  /**
   * Level 5's longest thinking time: the default of game-service's {@code
   * chess.games.computer.level5-max-movetime}, and the browser engine's value.
   */
  public static final long FIVE_MAX_MOVETIME_MS = 5_000;

  /** Level 5 never thinks shorter than this in a timed game. */
  private static final long FIVE_MIN_MOVETIME_MS = 100;

  /**
   * Level 5's thinking time for one move: full strength within the game's clock, a fortieth of the
   * base time plus the increment, between 100 ms and {@code maxMs}; {@code untimedMs} when the game
   * has no clock ({@code initialMs} 0). The server and the browser engine both ask here.
   */
  public static long fiveMovetimeMs(long initialMs, long incrementMs, long untimedMs, long maxMs) {
    if (initialMs <= 0) {
      return untimedMs;
    }
    return Math.min(Math.max(FIVE_MIN_MOVETIME_MS, initialMs / 40 + incrementMs), maxMs);
  }

  private final int number;
  private final int targetElo;
  private final int depth;
  private final long nodes;
  private final int candidates;
  private final int noiseCp;
  private final int maxLossCp;
  private final String calibration;

  Level(
      int number,
      int targetElo,
      int depth,
      long nodes,
      int candidates,
      int noiseCp,
      int maxLossCp,
      String calibration) {
    this.number = number;
    this.targetElo = targetElo;
    this.depth = depth;
    this.nodes = nodes;
    this.candidates = candidates;
    this.noiseCp = noiseCp;
    this.maxLossCp = maxLossCp;
    this.calibration = calibration;
  }

  public static Level of(int number) {
    if (number < 1 || number > 5) {
      throw new IllegalArgumentException("level must be 1 to 5, was " + number);
    }
    return values()[number - 1];
  }

  /** The level whose target is nearest to {@code elo} (UCI_LimitStrength with UCI_Elo). */
  public static Level nearest(int elo) {
    Level best = FIVE;
    int bestGap = Integer.MAX_VALUE;
    for (Level l : values()) {
      int target = l == FIVE ? FOUR.targetElo + 300 : l.targetElo;
      if (Math.abs(target - elo) < bestGap) {
        bestGap = Math.abs(target - elo);
        best = l;
      }
    }
    return best;
  }

  public int number() {
    return number;
  }

  public boolean isFullStrength() {
    return this == FIVE;
  }

  /** Target Elo on Stockfish 15.1's UCI_Elo scale at 10s+0.1s; 0 for full strength. */
  public int targetElo() {
    return targetElo;
  }

  public int depth() {
    return depth;
  }

  public long nodes() {
    return nodes;
  }

  public int candidates() {
    return candidates;
  }

  public int noiseCp() {
    return noiseCp;
  }

  public int maxLossCp() {
    return maxLossCp;
  }

  /** What was measured for this level: Elo, 95% interval, games and clock. */
  public String calibration() {
    return calibration;
  }
}
