package dev.chessplatform.lichess.domain;

import dev.chessplatform.events.game.Colour;
import dev.chessplatform.events.game.ColourChoice;
import dev.chessplatform.events.game.DrawRules;
import dev.chessplatform.events.game.GameMode;
import dev.chessplatform.events.game.TimeControl;
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

  /** Alice (white) challenges Bob with {@code tc}, and Bob takes the challenge: the game starts. */
  GameState challengeTaken(TimeControl tc, boolean rated, Instant created, Instant taken) {
    run(
        new GameCommand.CreateGame(
            "alice-id",
            GameMode.CHALLENGE,
            tc,
            rated,
            ColourChoice.WHITE,
            null,
            DrawRules.AUTOMATIC,
            false,
            "bob-id",
            Colour.WHITE,
            null,
            "Alice",
            "Bob"),
        created);
    return run(new GameCommand.Join("bob-id", null, "Bob"), taken);
  }
}
