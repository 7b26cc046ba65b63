package dev.chessplatform.lichess.api;

import com.fasterxml.jackson.databind.util.RawValue;
import dev.chessplatform.identity.Caller;
import dev.chessplatform.identity.CurrentCaller;
import dev.chessplatform.lichess.application.EventStream;
import dev.chessplatform.lichess.application.GamePaths;
import dev.chessplatform.lichess.application.GameStream;
import dev.chessplatform.lichess.application.KeptAlive;
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
 * Their two streams, NDJSON, each line written and flushed as it comes, an empty line at least
 * every 7 s: the event stream ({@code apiStreamEvent}) and a game's ({@code botGameStream}, {@code
 * boardGameStream}), which ends after the game's final state.
 */
@Path("/api")
public class StreamsResource {

  private final EventStream events;
  private final GameStream games;
  private final CurrentCaller caller;
  private final FacadeConfig config;

  public StreamsResource(
      EventStream events, GameStream games, CurrentCaller caller, FacadeConfig config) {
    this.events = events;
    this.games = games;
    this.caller = caller;
    this.config = config;
  }

  @GET
  @Path("stream/event")
  @Produces(LichessAnswers.NDJSON)
  @RestStreamElementType(MediaType.APPLICATION_JSON)
  public Multi<RawValue> events() {
    Caller me = caller.requireSignedIn();
    return events.follow(me).map(RawValue::new);
  }

  @GET
  @Path("{api:bot|board}/game/stream/{gameId}")
  @Produces(LichessAnswers.NDJSON)
  @RestStreamElementType(MediaType.APPLICATION_JSON)
  public Multi<RawValue> game(@PathParam("gameId") String gameId) {
    Caller me = caller.requireSignedIn();
    GamePaths.game(gameId); // an id that cannot be ours: 404 before anything is read
    return RestMulti.fromUniResponse(
        games.follow(me, gameId),
        lines -> KeptAlive.of(lines, config.keepAlive()).map(RawValue::new));
  }
}
