package dev.chessplatform.lichess.api;

import dev.chessplatform.identity.CurrentCaller;
import dev.chessplatform.lichess.application.GamePaths;
import dev.chessplatform.lichess.application.Players;
import dev.chessplatform.lichess.upstream.OurApi;
import io.smallrye.mutiny.Uni;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;

/** A game's PGN ({@code gamePgn}) at their path, for whoever may read the game. */
@Path("/game/export")
public class ExportResource {

  private final OurApi api;
  private final CurrentCaller caller;

  public ExportResource(OurApi api, CurrentCaller caller) {
    this.api = api;
    this.caller = caller;
  }

  /**
   * Their game export: the game's PGN as ours writes it (its tags, a {@code [%clk]} after every
   * move), for whoever may read the game; JSON is not offered.
   */
  @GET
  @Path("{gameId}")
  @Produces({"application/x-chess-pgn", MediaType.TEXT_PLAIN})
  public Uni<Response> export(@PathParam("gameId") String gameId) {
    String uri = GamePaths.game(gameId) + "/pgn";
    return api.send(Players.asPlayer(caller.get()), "GET", uri, null)
        .map(
            reply ->
                reply.ok()
                    ? Response.ok(reply.body(), "application/x-chess-pgn").build()
                    : LichessAnswers.refusal(reply));
  }
}
