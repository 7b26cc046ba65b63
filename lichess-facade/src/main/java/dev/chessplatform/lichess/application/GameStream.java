package dev.chessplatform.lichess.application;

import dev.chessplatform.game.domain.GameState;
import dev.chessplatform.identity.Caller;
import dev.chessplatform.lichess.domain.GameLines;
import io.smallrye.mutiny.Multi;
import io.smallrye.mutiny.Uni;
import jakarta.enterprise.context.ApplicationScoped;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Function;

/**
 * Lichess's game stream ({@code GET /api/bot|board/game/stream/{id}}) of a game the caller plays:
 * {@code gameFull} first, from the game's events so far; then a {@code gameState} whenever what it
 * shows changes (a move, an offer, a takeback, the end), folded from our NDJSON events ({@code
 * getGameEvents}) after the last one read; the stream ends after the final state, as theirs does.
 */
@ApplicationScoped
public class GameStream {

  /** Asked for a game the caller does not play. */
  public static final class NotYourGame extends RuntimeException {
    public NotYourGame() {
      super("not your game", null, false, false);
    }
  }

  private final GameHistory history;

  public GameStream(GameHistory history) {
    this.history = history;
  }

  /** The game's lines for {@code caller}; fails when the game is not theirs to play. */
  public Uni<Multi<String>> follow(Caller caller, String gameId) {
    Caller player = Players.asPlayer(caller);
    return history
        .state(player, gameId)
        .map(
            folded -> {
              if (folded.state().colourOf(caller.playerId()).isEmpty()) {
                throw new NotYourGame();
              }
              return lines(player, folded);
            });
  }

  private Multi<String> lines(Caller player, GameHistory.Folded start) {
    GameLines.Full full = GameLines.full(start.state(), Instant.now());
    Multi<String> first = Multi.createFrom().item(LichessJson.write(full));
    if (over(start.state())) {
      return first;
    }
    Multi<GameState> states = history.after(player, start);
    return Multi.createBy().concatenating().streams(first, untilOver(states, full.state()));
  }

  /** A {@code gameState} each time what it shows changes; the final one ends the stream. */
  private static Multi<String> untilOver(Multi<GameState> states, GameLines.State initial) {
    AtomicReference<GameLines.State> shown = new AtomicReference<>(initial);
    return untilOver(
        states,
        s -> {
          GameLines.State next = GameLines.state(s, Instant.now());
          if (GameLines.sameShown(shown.get(), next)) {
            return List.of();
          }
          shown.set(next);
          return List.of(LichessJson.write(next));
        });
  }

  /**
   * The lines {@code shown} makes of each state of {@code states}, in order; the stream completes
   * after the state in which the game is over (ours goes on until its connection closes).
   */
  static Multi<String> untilOver(Multi<GameState> states, Function<GameState, List<String>> shown) {
    return Multi.createFrom()
        .emitter(
            emitter -> {
              var subscription =
                  states
                      .subscribe()
                      .with(
                          s -> {
                            shown.apply(s).forEach(emitter::emit);
                            if (over(s)) {
                              emitter.complete();
                            }
                          },
                          emitter::fail,
                          emitter::complete);
              emitter.onTermination(subscription::cancel);
            });
  }

  static boolean over(GameState s) {
    return switch (s.status()) {
      case ENDED, CANCELLED -> true;
      default -> false;
    };
  }
}
