package dev.chessplatform.rating.domain;

import java.util.Objects;
import java.util.Optional;

/**
 * One player's standing in both systems: the Elo rating and the points ladder. Immutable; {@link
 * RatingRules#apply} returns new values.
 *
 * <p>Ratings are whole numbers. Seed 004 publishes integer ratings (default 1500, titles at whole
 * hundreds) and we store what we show: a title is read from the same integer the player sees, JSON
 * and BSON carry it exactly, and a replay from offset 0 repeats the same integer steps. The
 * rounding of each change is in {@link Elo#round}.
 *
 * @param player whose standing this is
 * @param rating Elo rating, starting at {@link #START_RATING}
 * @param countedGames games counted by the Elo rules (not games between two provisional players)
 * @param record wins, draws and losses of every rated game
 * @param ladderPoints points on the ladder (积分), starting at 0, never negative
 */
public record PlayerRating(
    PlayerId player, int rating, int countedGames, WinDrawLoss record, int ladderPoints) {

  /** Seed 004: "缺省的分数是1500". */
  public static final int START_RATING = 1500;

  /** Seed 004: "和有级别的人下够10盘后才会有级别" — provisional until 10 counted games. */
  public static final int GAMES_TO_BE_RATED = 10;

  public PlayerRating {
    Objects.requireNonNull(player, "player");
    Objects.requireNonNull(record, "record");
    if (countedGames < 0) {
      throw new IllegalArgumentException("countedGames must be ≥ 0, was " + countedGames);
    }
    if (ladderPoints < 0) {
      throw new IllegalArgumentException("ladder points are never negative, was " + ladderPoints);
    }
  }

  /** A human who has not played a rated game: 1500, provisional, 0 ladder points, no grade. */
  public static PlayerRating newcomer(PlayerId.Human player) {
    return new PlayerRating(player, START_RATING, 0, WinDrawLoss.NONE, 0);
  }

  public boolean isComputer() {
    return player instanceof PlayerId.Computer;
  }

  /**
   * Provisional (无级别 in seed 004) until {@link #GAMES_TO_BE_RATED} counted games. Computer levels
   * are rated players with fixed ratings and are never provisional.
   */
  public boolean provisional() {
    return !isComputer() && countedGames < GAMES_TO_BE_RATED;
  }

  /** The title for the rating, or empty while provisional ("无称号 下棋盘数小于10盘"). */
  public Optional<Title> title() {
    return provisional() ? Optional.empty() : Optional.of(Title.forRating(rating));
  }

  public LadderGrade ladderGrade() {
    return LadderGrade.forPoints(ladderPoints);
  }

  PlayerRating withRating(int newRating, int newCountedGames) {
    return new PlayerRating(player, newRating, newCountedGames, record, ladderPoints);
  }

  PlayerRating withRecord(WinDrawLoss newRecord) {
    return new PlayerRating(player, rating, countedGames, newRecord, ladderPoints);
  }

  PlayerRating withLadderPoints(int points) {
    return new PlayerRating(player, rating, countedGames, record, points);
  }
}
