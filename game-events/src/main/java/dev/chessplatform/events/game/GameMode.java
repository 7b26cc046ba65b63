package dev.chessplatform.events.game;

/** How the two players found each other. */
public enum GameMode {
  /** An open seek in the lobby: anyone may accept it. */
  SEEK,
  /** A direct challenge: only the named player may accept it. */
  CHALLENGE,
  /**
   * A room with two seats: the creator proposes the time control, the second player accepts it by
   * sitting down, colours may be swapped, and either player starts the game (seed 004, 联众).
   */
  ROOM,
  /**
   * A game against the engine at a level 1 to 5: the computer holds the other seat as player {@code
   * computer:<level>} (the id rating-service knows), its moves arrive over {@code
   * chess.engine-requests} / {@code chess.engine-results}, and it plays on no clock.
   */
  COMPUTER,
  /** A finished game read from PGN. */
  IMPORT
}
