package dev.chessplatform.chess;

/**
 * The outcome of trying a move: the new value, or why the move was refused. An illegal move is
 * ordinary input for a referee, so it is a value here and never an exception.
 *
 * @param <T> what a legal move produces ({@link Position} or {@link Game})
 */
public sealed interface MoveResult<T> permits MoveResult.Played, MoveResult.Illegal {

  /** The move was legal; {@code after} is the state it leads to. */
  record Played<T>(T after) implements MoveResult<T> {}

  /** The move was refused. */
  record Illegal<T>(Move move, IllegalMoveReason reason) implements MoveResult<T> {}
}
