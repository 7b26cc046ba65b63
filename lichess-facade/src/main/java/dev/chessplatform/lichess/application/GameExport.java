package dev.chessplatform.lichess.application;

import dev.chessplatform.identity.Caller;
import dev.chessplatform.lichess.domain.ExportJson;
import dev.chessplatform.lichess.upstream.OurApi;
import io.smallrye.mutiny.Uni;
import jakarta.enterprise.context.ApplicationScoped;

/**
 * Their game export ({@code gamePgn}) for whoever may read the game: our PGN as ours writes it, or
 * their JSON ({@link ExportJson}) from the game folded as game-domain folds it. A game the caller
 * may not read is refused as our API refuses it (404 for a private game of others).
 */
@ApplicationScoped
public class GameExport {

  private final OurApi api;
  private final GameHistory history;

  public GameExport(OurApi api, GameHistory history) {
    this.api = api;
    this.history = history;
  }

  /** The PGN, or our refusal as the reply. */
  public Uni<OurApi.Reply> pgn(Caller caller, String gameId) {
    return api.send(Players.asPlayer(caller), "GET", GamePaths.game(gameId) + "/pgn", null);
  }

  /** Their JSON; fails with {@link OurApi.Refused} for a game the caller may not read. */
  public Uni<ExportJson.Game> json(Caller caller, String gameId, ExportJson.Asked asked) {
    Caller reader = Players.asPlayer(caller);
    return history
        .state(reader, gameId)
        .flatMap(
            folded -> {
              if (!asked.pgnInJson()) {
                return Uni.createFrom().item(ExportJson.of(folded.state(), asked, null));
              }
              return api.sendOk(reader, "GET", GamePaths.game(gameId) + "/pgn", null)
                  .map(reply -> ExportJson.of(folded.state(), asked, reply.body()));
            });
  }
}
