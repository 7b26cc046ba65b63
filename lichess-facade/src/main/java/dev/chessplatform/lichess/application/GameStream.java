package dev.chessplatform.lichess.application;

import dev.chessplatform.game.domain.GameState;
import dev.chessplatform.identity.Caller;
import dev.chessplatform.lichess.domain.GameLines;
import dev.chessplatform.lichess.upstream.OurApi;
import io.smallrye.mutiny.Multi;
import io.smallrye.mutiny.Uni;
import jakarta.enterprise.context.ApplicationScoped;
import java.time.Instant;
import java.util.concurrent.atomic.AtomicReference;

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

  private final OurApi api;
  private final GameHistory history;

  public GameStream(OurApi api, GameHistory history) {
    this.api = api;
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
    AtomicReference<GameHistory.Folded> folded = new AtomicReference<>(start);
    String uri = GamePaths.game(start.state().gameId()) + "/events?fromSeq=" + start.lastSeq();
    Multi<GameState> states =
        api.lines(player, uri)
            .filter(line -> !line.isBlank())
            .map(line -> folded.updateAndGet(f -> GameHistory.fold(f, line)).state());
    return Multi.createBy().concatenating().streams(first, untilOver(states, full.state()));
  }

  /** A {@code gameState} each time what it shows changes; the final one ends the stream. */
  private static Multi<String> untilOver(Multi<GameState> states, GameLines.State initial) {
    AtomicReference<GameLines.State> shown = new AtomicReference<>(initial);
    return Multi.createFrom()
        .emitter(
            emitter -> {
              var subscription =
                  states
                      .subscribe()
                      .with(
                          s -> {
                            GameLines.State next = GameLines.state(s, Instant.now());
                            if (!GameLines.sameShown(shown.get(), next)) {
                              shown.set(next);
                              emitter.emit(LichessJson.write(next));
                            }
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
