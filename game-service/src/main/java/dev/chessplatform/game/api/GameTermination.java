package dev.chessplatform.game.api;

import dev.chessplatform.game.domain.GameEnds;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

/**
 * How a game ended, as the {@code termination} of {@code GameEnded} names it ({@code
 * GameEvent.Terminations}), plus {@link #UNKNOWN} for an imported game whose PGN names no end of
 * ours. {@code GameTerminationTest} keeps the constants equal to what the service can write.
 */
@Schema(
    description =
        "How the game ended: by the board (CHECKMATE, STALEMATE, repetition, move rules,"
            + " INSUFFICIENT_MATERIAL), by the players (AGREEMENT, RESIGNATION, ABORTED), by the"
            + " clock (TIMEOUT, TIMEOUT_VS_INSUFFICIENT_MATERIAL: a draw), or UNKNOWN for an"
            + " imported game whose PGN does not say")
public enum GameTermination {
  CHECKMATE,
  STALEMATE,
  THREEFOLD_REPETITION,
  FIVEFOLD_REPETITION,
  FIFTY_MOVES,
  SEVENTY_FIVE_MOVES,
  INSUFFICIENT_MATERIAL,
  AGREEMENT,
  RESIGNATION,
  TIMEOUT,
  TIMEOUT_VS_INSUFFICIENT_MATERIAL,
  ABORTED,
  UNKNOWN;

  /**
   * The termination a stored game names; {@link #UNKNOWN} for a name that is none of ours (games
   * imported before imports kept to these names carried the PGN tag as it was).
   */
  static GameTermination of(String termination) {
    if (termination == null) {
      return null;
    }
    if (termination.equals(GameEnds.UNKNOWN) || !GameEnds.TERMINATIONS.contains(termination)) {
      return UNKNOWN;
    }
    return valueOf(termination);
  }
}
