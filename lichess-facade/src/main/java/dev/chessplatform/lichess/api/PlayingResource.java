package dev.chessplatform.lichess.api;

import dev.chessplatform.identity.CurrentCaller;
import dev.chessplatform.lichess.application.LichessJson;
import dev.chessplatform.lichess.application.Playing;
import dev.chessplatform.problems.ProblemType;
import io.smallrye.mutiny.Uni;
import jakarta.ws.rs.DefaultValue;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;

/**
 * The caller's games being played ({@code apiAccountPlaying}) and a game's PGN ({@code gamePgn}).
 */
@Path("/api/account/playing")
public class PlayingResource {

  private final Playing playing;
  private final CurrentCaller caller;

  public PlayingResource(Playing playing, CurrentCaller caller) {
    this.playing = playing;
    this.caller = caller;
  }

  @GET
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
}
