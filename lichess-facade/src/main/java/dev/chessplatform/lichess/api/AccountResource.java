package dev.chessplatform.lichess.api;

import dev.chessplatform.identity.CurrentCaller;
import dev.chessplatform.lichess.application.GamePaths;
import dev.chessplatform.lichess.application.LichessJson;
import dev.chessplatform.lichess.application.Players;
import dev.chessplatform.lichess.application.Playing;
import dev.chessplatform.lichess.upstream.OurApi;
import dev.chessplatform.problems.ProblemType;
import io.smallrye.mutiny.Uni;
import jakarta.ws.rs.DefaultValue;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;

/**
 * The caller's games being played ({@code apiAccountPlaying}) and a game's PGN ({@code gamePgn}).
 */
@Path("/")
public class AccountResource {

  private final Playing playing;
  private final OurApi api;
  private final CurrentCaller caller;

  public AccountResource(Playing playing, OurApi api, CurrentCaller caller) {
    this.playing = playing;
    this.api = api;
    this.caller = caller;
  }

  @GET
  @Path("api/account/playing")
  @Produces(MediaType.APPLICATION_JSON)
  public Uni<Response> playing(@QueryParam("nb") @DefaultValue("9") String nb) {
    int count;
    try {
      count = Integer.parseInt(nb);
    } catch (NumberFormatException e) {
      count = 0;
    }
    if (count < 1 || count > 50) {
      return Uni.createFrom()
          .item(LichessAnswers.problem(ProblemType.INVALID_FIELD, 400, "nb is 1 to 50", "nb"));
    }
    return playing
        .of(caller.requireSignedIn(), count)
        .map(p -> Response.ok(LichessJson.write(p), MediaType.APPLICATION_JSON_TYPE).build());
  }

  /**
   * Their game export: the game's PGN as ours writes it (its tags, a {@code [%clk]} after every
   * move), for whoever may read the game; JSON is not offered.
   */
  @GET
  @Path("game/export/{gameId}")
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
