package dev.chessplatform.lichess.application;

import dev.chessplatform.game.domain.GameState;
import dev.chessplatform.identity.Caller;
import dev.chessplatform.lichess.domain.MoveStreamLines;
import io.smallrye.mutiny.Multi;
import io.smallrye.mutiny.Uni;
import jakarta.enterprise.context.ApplicationScoped;
import java.time.Instant;
import java.util.concurrent.atomic.AtomicReference;

/**
 * Lichess's spectator stream ({@code GET /api/stream/game/{id}}) for whoever may read the game: the
 * game, its position now, a position after each move (folded from our NDJSON events after the last
 * one read, as the players' streams are), and the game again when it ends, which ends the stream. A
 * game the caller may not read fails as our API refuses it (a private game of others).
 */
@ApplicationScoped
public class SpectatorStream {

  private final GameHistory history;

  public SpectatorStream(GameHistory history) {
    this.history = history;
  }

  public Uni<Multi<String>> follow(Caller caller, String gameId) {
    Caller reader = Players.asPlayer(caller);
    return history.state(reader, gameId).map(folded -> lines(reader, folded));
  }

  private Multi<String> lines(Caller reader, GameHistory.Folded start) {
    GameState s = start.state();
    Multi<String> first =
        Multi.createFrom()
            .items(
                LichessJson.write(MoveStreamLines.game(s)),
                LichessJson.write(MoveStreamLines.position(s, Instant.now())));
    if (GameStream.over(s)) {
      return first;
    }
    Multi<GameState> states = history.after(reader, start);
    AtomicReference<GameState> before = new AtomicReference<>(s);
    Multi<String> later =
        GameStream.untilOver(states, after -> shown(before.getAndSet(after), after));
    return Multi.createBy().concatenating().streams(first, later);
  }

  /** The lines one event makes: a position when a move was played; the game when it ended. */
  private static java.util.List<String> shown(GameState before, GameState after) {
    java.util.List<String> out = new java.util.ArrayList<>();
    if (after.uciMoves().size() != before.uciMoves().size()) {
      out.add(LichessJson.write(MoveStreamLines.position(after, Instant.now())));
    }
    if (GameStream.over(after) && !GameStream.over(before)) {
      out.add(LichessJson.write(MoveStreamLines.game(after)));
    }
    return out;
  }
}
