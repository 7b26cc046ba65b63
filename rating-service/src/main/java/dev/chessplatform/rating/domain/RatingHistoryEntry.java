package dev.chessplatform.rating.domain;

import java.util.Objects;

/**
 * One line of a human player's rating history: one rated game and what it did to the Elo rating.
 *
 * @param counted false for a game between two provisional players (no change, not counted)
 */
public record RatingHistoryEntry(
    String gameId, PlayerId.Human player, int before, int after, int change, boolean counted) {

  public RatingHistoryEntry {
    Objects.requireNonNull(gameId, "gameId");
    Objects.requireNonNull(player, "player");
    if (change != after - before) {
      throw new IllegalArgumentException("change " + change + " ≠ " + after + " − " + before);
    }
  }

  static RatingHistoryEntry of(String gameId, PlayerId.Human player, PlayerChange change) {
    return new RatingHistoryEntry(
        gameId,
        player,
        change.before().rating(),
        change.after().rating(),
        change.delta(),
        change.counted());
  }
}
