package dev.chessplatform.rating.domain;

import java.util.Objects;

/**
 * A finished game as the rating service sees it: the input of {@link RatingRules#apply}.
 *
 * @param gameId the game's id; the key for exactly-once application and for history entries
 * @param white who played white
 * @param black who played black
 * @param result how it ended
 * @param rated false for casual games, which change nothing at all
 */
public record RatedGame(
    String gameId, PlayerId white, PlayerId black, GameResult result, boolean rated) {

  public RatedGame {
    Objects.requireNonNull(gameId, "gameId");
    Objects.requireNonNull(white, "white");
    Objects.requireNonNull(black, "black");
    Objects.requireNonNull(result, "result");
    if (gameId.isBlank()) {
      throw new IllegalArgumentException("gameId must not be blank");
    }
    if (white.equals(black)) {
      throw new IllegalArgumentException("a player cannot play themself: " + white);
    }
  }

  public static RatedGame rated(String gameId, PlayerId white, PlayerId black, GameResult result) {
    return new RatedGame(gameId, white, black, result, true);
  }
}
