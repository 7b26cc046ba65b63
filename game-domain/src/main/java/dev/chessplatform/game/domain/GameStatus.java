package dev.chessplatform.game.domain;

/** Where a game is in its life. */
public enum GameStatus {
  /** Not created yet: the state before the first event. */
  NEW,
  /** Created, waiting for the second player or, in a room, for the start. */
  WAITING,
  /** Being played. */
  STARTED,
  /** Over, with a result. */
  ENDED,
  /** Withdrawn before it started; no result. */
  CANCELLED
}
