package dev.chessplatform.lichess.api;

import com.fasterxml.jackson.databind.util.RawValue;
import dev.chessplatform.identity.CurrentCaller;
import dev.chessplatform.lichess.application.GamePaths;
import dev.chessplatform.lichess.application.KeptAlive;
import dev.chessplatform.lichess.application.SpectatorStream;
import dev.chessplatform.lichess.config.FacadeConfig;
import io.smallrye.mutiny.Multi;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import org.jboss.resteasy.reactive.RestMulti;
import org.jboss.resteasy.reactive.RestStreamElementType;

/**
 * Their spectator stream ({@code streamGame}, berserk's {@code games.stream_game_moves}): NDJSON,
 * for whoever may read the game, a guest too, as theirs.
 */
@Path("/api/stream/game")
public class SpectatorStreamResource {

  private final SpectatorStream stream;
  private final CurrentCaller caller;
  private final FacadeConfig config;

  public SpectatorStreamResource(
      SpectatorStream stream, CurrentCaller caller, FacadeConfig config) {
    this.stream = stream;
    this.caller = caller;
    this.config = config;
  }

  @GET
  @Path("{gameId}")
  @Produces(LichessAnswers.NDJSON)
  @RestStreamElementType(MediaType.APPLICATION_JSON)
  public Multi<RawValue> follow(@PathParam("gameId") String gameId) {
    GamePaths.check(gameId); // an id that cannot be ours: 404 before anything is read
    return RestMulti.fromUniResponse(
        stream.follow(caller.get(), gameId),
        lines -> KeptAlive.of(lines, config.keepAlive()).map(RawValue::new));
  }
}
