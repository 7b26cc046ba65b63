package dev.chessplatform.game.domain;

import dev.chessplatform.events.game.GameMode;

/**
 * Who may learn anything of a game. A public game is anyone's to read; a private one is its
 * insiders' alone: the seated players, the creator and a challenge's invitee (architecture,
 * "Gateway and security": "A private game is readable by its players alone"). Anybody else learns
 * only that the id is a private game, from every operation alike, with one exception: the free seat
 * of a waiting private seek or room may be taken by whoever has its link (that is how such a table
 * is shared); once seated, the player is an insider. A private challenge is taken by its invitee
 * only.
 */
public final class Privacy {

  private Privacy() {}

  /** Whether {@code player} (an account id, {@code -} when anonymous) may read {@code s}. */
  public static boolean mayRead(GameState s, String player) {
    if (!s.isPrivate()) {
      return true;
    }
    if (player == null) {
      return false;
    }
    return s.colourOf(player).isPresent()
        || player.equals(s.settings().createdBy())
        || player.equals(s.settings().invitedPlayer());
  }

  /**
   * Whether a caller who may not read {@code s} may still try to take its free seat: a waiting
   * private seek or room with a seat free.
   */
  public static boolean mayTakeSeat(GameState s) {
    return s.status() == GameStatus.WAITING
        && s.settings() != null
        && s.settings().mode() != GameMode.CHALLENGE
        && (s.white() == null || s.black() == null);
  }
}
