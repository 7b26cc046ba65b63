package dev.chessplatform.rating.domain;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * The outcome of {@link RatingRules#apply}: both players' standings before and after one game.
 *
 * @param pairing the Elo rule that applied
 * @param ladderApplied whether the points ladder moved (a rated game between two humans)
 */
public record RatingChange(
    String gameId, Pairing pairing, boolean ladderApplied, PlayerChange white, PlayerChange black) {

  public RatingChange {
    Objects.requireNonNull(gameId, "gameId");
    Objects.requireNonNull(pairing, "pairing");
    Objects.requireNonNull(white, "white");
    Objects.requireNonNull(black, "black");
  }

  /** The change of {@code player}, who must have played this game. */
  public PlayerChange of(PlayerId player) {
    if (white.player().equals(player)) {
      return white;
    }
    if (black.player().equals(player)) {
      return black;
    }
    throw new IllegalArgumentException(player + " did not play " + gameId);
  }

  /** History lines for the humans of a rated game; none for a casual or computer-only game. */
  public List<RatingHistoryEntry> historyEntries() {
    if (pairing == Pairing.NOT_RATED) {
      return List.of();
    }
    List<RatingHistoryEntry> entries = new ArrayList<>(2);
    for (PlayerChange change : List.of(white, black)) {
      if (change.player() instanceof PlayerId.Human human) {
        entries.add(RatingHistoryEntry.of(gameId, human, change));
      }
    }
    return List.copyOf(entries);
  }
}
