package dev.chessplatform.game.application;

import dev.chessplatform.chess.Game;
import dev.chessplatform.chess.Move;
import dev.chessplatform.chess.MoveResult;
import dev.chessplatform.chess.Position;
import dev.chessplatform.chess.RuleSet;
import dev.chessplatform.game.domain.GameState;
import java.util.List;

/**
 * A game state without chess-core's history (every position reached, each with its legal moves):
 * the moves played, their SAN, and the start position. {@link #state()} replays the moves and gives
 * back a state equal to the one compacted (a claimed draw's outcome is not kept in the chess-core
 * game, but the state's status, result and termination are). Kept for finished games and for the
 * answers of idempotent commands, so memory does not grow with every position.
 *
 * <p>The moves are kept as the lists the state already holds (chess-core's moves, the state's SAN
 * list), not joined into text: every move with an {@code Idempotency-Key} keeps one, and joining
 * every move of the game into a UCI string each time was 6 % of game-service's samples at 50 games.
 * A list costs a reference per move; the moves themselves are shared with the game.
 *
 * @param shell the state with {@code game} null and no SAN moves
 * @param start the start position, null when the state had no chess-core game
 */
public record CompactState(
    GameState shell, Position start, RuleSet rules, List<Move> moves, List<String> sanMoves) {

  public CompactState {
    moves = List.copyOf(moves);
    sanMoves = List.copyOf(sanMoves);
  }

  public static CompactState of(GameState s) {
    if (s.game() == null) {
      return new CompactState(s, null, null, List.of(), List.of());
    }
    Game g = s.game();
    return new CompactState(
        s.withHistory(null, List.of()), g.initialPosition(), g.ruleSet(), g.moves(), s.sanMoves());
  }

  /** The full state, the chess-core game replayed from the start position. */
  public GameState state() {
    if (start == null) {
      return shell;
    }
    Game g = Game.start(start, rules);
    for (Move move : moves) {
      if (!(g.play(move) instanceof MoveResult.Played<Game> p)) {
        throw new IllegalStateException("a kept move is illegal: " + move.uci());
      }
      g = p.after();
    }
    return shell.withHistory(g, sanMoves);
  }
}
