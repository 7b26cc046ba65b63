package dev.chessplatform.rating.domain;

/** Test fixtures: standings built in one line, and one game played between two of them. */
final class Standings {

  static final RatingRules RULES = new RatingRules(ComputerOpponents.defaults());

  private Standings() {}

  /** A rated human (20 counted games, well past provisional) with 0 ladder points. */
  static PlayerRating rated(String id, int rating) {
    return new PlayerRating(PlayerId.human(id), rating, 20, WinDrawLoss.NONE, 0);
  }

  /** A provisional human with {@code countedGames} (0..9) counted games. */
  static PlayerRating provisional(String id, int rating, int countedGames) {
    return new PlayerRating(PlayerId.human(id), rating, countedGames, WinDrawLoss.NONE, 0);
  }

  /** A rated 1500 human holding {@code points} on the ladder. */
  static PlayerRating withPoints(String id, int points) {
    return new PlayerRating(PlayerId.human(id), 1500, 20, WinDrawLoss.NONE, points);
  }

  static PlayerRating computer(int level) {
    return RULES.initial(PlayerId.computer(level));
  }

  static RatingChange play(PlayerRating white, PlayerRating black, GameResult result) {
    return RULES.apply(RatedGame.rated("g1", white.player(), black.player(), result), white, black);
  }
}
