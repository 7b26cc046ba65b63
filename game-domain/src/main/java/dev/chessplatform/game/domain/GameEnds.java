package dev.chessplatform.game.domain;

import dev.chessplatform.chess.Termination;
import java.util.Arrays;
import java.util.Locale;

/** How an imported game ended, when its board does not show it. */
public final class GameEnds {

  private GameEnds() {}

  /**
   * The termination of an imported game whose end the board does not show: the PGN {@code
   * Termination} tag when it names one of ours (a game exported here reads back the same), {@code
   * time forfeit} (PGN standard 9.8.1) as {@code TIMEOUT}, anything else {@link
   * Termination#UNKNOWN}. The tag itself is kept with the game's tags.
   */
  static Termination imported(String tag) {
    if (tag == null) {
      return Termination.UNKNOWN;
    }
    String t = tag.strip().toUpperCase(Locale.ROOT).replace(' ', '_');
    if (t.equals("TIME_FORFEIT")) {
      return Termination.TIMEOUT;
    }
    return Arrays.stream(Termination.values())
        .filter(known -> known.name().equals(t))
        .findFirst()
        .orElse(Termination.UNKNOWN);
  }
}
