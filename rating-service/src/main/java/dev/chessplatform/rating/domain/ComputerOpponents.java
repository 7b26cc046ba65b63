package dev.chessplatform.rating.domain;

import java.util.Map;
import java.util.Objects;

/**
 * The published ratings of the computer levels: the bootstrap of the rating pool.
 *
 * <p>Seed 004 counts no games between two provisional players ("无级别的人之间下棋即不计分也不计盘数"), so a pool of
 * newcomers could never become rated. The computer levels (seed 000: "共有五种级别难度") are therefore
 * rated players with fixed ratings that never move, and games against them count for the human. The
 * ratings are configuration; {@link #defaults()} is provisional until the engine publishes its
 * calibration table.
 *
 * @param ratingsByLevel a rating for each level 1..{@link #LEVELS}
 */
public record ComputerOpponents(Map<Integer, Integer> ratingsByLevel) {

  public static final int LEVELS = 5;

  public ComputerOpponents {
    Objects.requireNonNull(ratingsByLevel, "ratingsByLevel");
    ratingsByLevel = Map.copyOf(ratingsByLevel);
    for (int level = 1; level <= LEVELS; level++) {
      if (!ratingsByLevel.containsKey(level)) {
        throw new IllegalArgumentException("no rating for computer level " + level);
      }
    }
    if (ratingsByLevel.size() != LEVELS) {
      throw new IllegalArgumentException("levels are 1.." + LEVELS + ": " + ratingsByLevel);
    }
  }

  /** Tentative: 1000, 1250, 1450, 1600, 2000 for levels 1..5, to be replaced by calibration. */
  public static ComputerOpponents defaults() {
    return new ComputerOpponents(Map.of(1, 1000, 2, 1250, 3, 1450, 4, 1600, 5, 2000));
  }

  public int ratingOf(PlayerId.Computer computer) {
    return ratingsByLevel.get(computer.level());
  }

  /**
   * The computer's standing: its fixed rating, no games, no ladder points (it is off the ladder).
   */
  public PlayerRating standingOf(PlayerId.Computer computer) {
    return new PlayerRating(computer, ratingOf(computer), 0, WinDrawLoss.NONE, 0);
  }
}
