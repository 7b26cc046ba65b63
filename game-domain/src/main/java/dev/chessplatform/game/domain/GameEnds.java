package dev.chessplatform.game.domain;

import dev.chessplatform.events.game.GameEvent.Terminations;
import java.util.Locale;
import java.util.Set;

/** The terminations a game of this service can end with: the closed set its API names. */
public final class GameEnds {

  /** The termination of an imported game whose PGN names no end of ours. */
  public static final String UNKNOWN = "UNKNOWN";

  /** Every termination a played game ends with ({@code GameEvent.Terminations}). */
  public static final Set<String> TERMINATIONS =
      Set.of(
          Terminations.CHECKMATE,
          Terminations.STALEMATE,
          Terminations.THREEFOLD_REPETITION,
          Terminations.FIVEFOLD_REPETITION,
          Terminations.FIFTY_MOVES,
          Terminations.SEVENTY_FIVE_MOVES,
          Terminations.INSUFFICIENT_MATERIAL,
          Terminations.AGREEMENT,
          Terminations.RESIGNATION,
          Terminations.TIMEOUT,
          Terminations.TIMEOUT_VS_INSUFFICIENT_MATERIAL,
          Terminations.ABORTED);

  private GameEnds() {}

  /**
   * The termination of an imported game whose end the board does not show: the PGN {@code
   * Termination} tag when it names one of ours (a game exported here reads back the same), {@code
   * time forfeit} (PGN standard 9.8.1) as {@code TIMEOUT}, anything else {@link #UNKNOWN}. The tag
   * itself is kept with the game's tags.
   */
  static String imported(String tag) {
    if (tag == null) {
      return UNKNOWN;
    }
    String t = tag.strip().toUpperCase(Locale.ROOT).replace(' ', '_');
    if (t.equals("TIME_FORFEIT")) {
      return Terminations.TIMEOUT;
    }
    return TERMINATIONS.contains(t) ? t : UNKNOWN;
  }
}
