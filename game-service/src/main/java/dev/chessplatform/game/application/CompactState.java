package dev.chessplatform.game.application;

import dev.chessplatform.chess.Game;
import dev.chessplatform.chess.Move;
import dev.chessplatform.chess.MoveResult;
import dev.chessplatform.chess.Position;
import dev.chessplatform.chess.RuleSet;
import dev.chessplatform.chess.notation.UciNotation;
import dev.chessplatform.game.domain.GameState;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;

/**
 * A game state without chess-core's history (every position reached, each with its legal moves):
 * the moves as one UCI string and one SAN string, and the start position. {@link #state()} replays
 * the moves and gives back a state equal to the one compacted (a claimed draw's outcome is not kept
 * in the chess-core game, but the state's status, result and termination are). Kept for finished
 * games and for the answers of idempotent commands, so memory does not grow with every position.
 *
 * @param shell the state with {@code game} null and no SAN moves
 * @param start the start position, null when the state had no chess-core game
 */
public record CompactState(
    GameState shell, Position start, RuleSet rules, String uciMoves, String sanMoves) {

  public static CompactState of(GameState s) {
    if (s.game() == null) {
      return new CompactState(s, null, null, "", "");
    }
    Game g = s.game();
    return new CompactState(
        s.withHistory(null, List.of()),
        g.initialPosition(),
        g.ruleSet(),
        g.moves().stream().map(Move::uci).collect(Collectors.joining(" ")),
        String.join(" ", s.sanMoves()));
  }

  /** The full state, the chess-core game replayed from the start position. */
  public GameState state() {
    if (start == null) {
      return shell;
    }
    Game g = Game.start(start, rules);
    for (String uci : split(uciMoves)) {
      if (!(g.play(UciNotation.read(g.position(), uci)) instanceof MoveResult.Played<Game> p)) {
        throw new IllegalStateException("a kept move is illegal: " + uci);
      }
      g = p.after();
    }
    return shell.withHistory(g, split(sanMoves));
  }

  private static List<String> split(String joined) {
    return joined.isEmpty() ? List.of() : Arrays.asList(joined.split(" "));
  }
}
