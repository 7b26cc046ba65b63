package dev.chessplatform.lichess.domain;

import dev.chessplatform.game.domain.Decision;
import dev.chessplatform.game.domain.GameCommand;
import dev.chessplatform.game.domain.GameDecider;
import dev.chessplatform.game.domain.GameEvolver;
import dev.chessplatform.game.domain.GameState;
import java.time.Instant;

/** A game played as the owner plays it: each command decided, its events folded, at a moment. */
final class PlayedGame {

  private GameState state;

  PlayedGame(String gameId) {
    state = GameState.empty(gameId);
  }

  /** Decides {@code command} at {@code now} and folds its events; a refusal fails the test. */
  GameState run(GameCommand command, Instant now) {
    Decision d = GameDecider.decide(state, command, now);
    if (!(d instanceof Decision.Accepted accepted)) {
      throw new AssertionError("refused: " + d);
    }
    accepted.events().forEach(e -> state = GameEvolver.apply(state, e, state.version() + 1, now));
    return state;
  }

  GameState state() {
    return state;
  }
}
