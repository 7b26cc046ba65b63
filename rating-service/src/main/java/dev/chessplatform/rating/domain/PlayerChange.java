package dev.chessplatform.rating.domain;

import java.util.Objects;
import java.util.Optional;

/**
 * What one game did to one player: the standing before and after. Everything else (delta, counted
 * games, provisional flag, title, ladder points and grade) is read from the two standings.
 */
public record PlayerChange(PlayerRating before, PlayerRating after) {

  public PlayerChange {
    Objects.requireNonNull(before, "before");
    Objects.requireNonNull(after, "after");
    if (!before.player().equals(after.player())) {
      throw new IllegalArgumentException(before.player() + " is not " + after.player());
    }
  }

  public PlayerId player() {
    return before.player();
  }

  /** The Elo change, after − before. */
  public int delta() {
    return after.rating() - before.rating();
  }

  /** Whether this game counted towards the player's games (the 10 provisional games and after). */
  public boolean counted() {
    return after.countedGames() > before.countedGames();
  }

  public int ladderDelta() {
    return after.ladderPoints() - before.ladderPoints();
  }

  public Optional<Title> titleBefore() {
    return before.title();
  }

  public Optional<Title> titleAfter() {
    return after.title();
  }

  /** True when the player left provisional status with this game (the 10th counted game). */
  public boolean becameRated() {
    return before.provisional() && !after.provisional();
  }
}
