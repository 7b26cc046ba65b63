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
  /** A finished game read from PGN. */
  IMPORT
}
