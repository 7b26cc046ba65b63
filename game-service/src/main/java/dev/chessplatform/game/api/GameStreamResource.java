package dev.chessplatform.game.api;

import com.fasterxml.jackson.databind.util.RawValue;
import dev.chessplatform.events.game.GameEventCodec;
import dev.chessplatform.events.game.GameEventEnvelope;
import dev.chessplatform.game.application.GameEventBus;
import dev.chessplatform.game.application.GameRegistry;
import dev.chessplatform.game.application.LiveGame;
import dev.chessplatform.game.application.Spectators;
import dev.chessplatform.game.domain.GameState;
import dev.chessplatform.problems.Problem;
import dev.chessplatform.problems.ProblemException;
import dev.chessplatform.problems.ProblemType;
import dev.chessplatform.problems.Problems;
import io.smallrye.common.annotation.Blocking;
import io.smallrye.mutiny.Multi;
import io.smallrye.mutiny.subscription.MultiEmitter;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.HeaderParam;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.sse.OutboundSseEvent;
import jakarta.ws.rs.sse.Sse;
import java.util.function.Function;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.parameters.Parameter;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;
import org.jboss.resteasy.reactive.RestStreamElementType;

/**
 * A game's events live, for players and spectators: Server-Sent Events with {@code id} = seq, or
 * NDJSON (one envelope per line). A client resumes with {@code Last-Event-ID} or {@code ?fromSeq=}
 * and gets every later event exactly once: the stream subscribes first, then replays the history
 * after the resume point, and passes on only the next seq, filling any gap from the game's events.
 */
@Path("/api/games/{gameId}")
@Tag(name = "streams")
@ProblemGroups.Read
public class GameStreamResource {

  static final String NDJSON = "application/x-ndjson";
  private static final String FROM_SEQ =
      "Resume after this seq: only later events (0 or absent: from the first); wins over"
          + " Last-Event-ID";

  private final GameAccess access;
  private final GameRegistry registry;
  private final GameEventBus bus;
  private final Spectators spectators;

  public GameStreamResource(
      GameAccess access, GameRegistry registry, GameEventBus bus, Spectators spectators) {
    this.access = access;
    this.registry = registry;
    this.bus = bus;
    this.spectators = spectators;
  }

  /** How many watch a game. */
  @Schema(description = "How many follow a game live without a seat in it")
  public record SpectatorsView(
      @Schema(description = GameApi.GAME_ID) String gameId,
      @Schema(
              description =
                  "Open live streams (streamGame, getGameEvents) of the game whose caller holds no"
                      + " seat in it, now")
          int spectators) {}

  @GET
  @Path("spectators")
  @Produces(MediaType.APPLICATION_JSON)
  @Problems({})
  @Operation(
      operationId = "countSpectators",
      summary = "Count the spectators",
      description =
          "How many follow the game live without a seat in it (their open streams), now; never"
              + " cached (Cache-Control: no-store).")
  @APIResponse(
      responseCode = "200",
      description = "The count",
      content =
          @Content(
              mediaType = MediaType.APPLICATION_JSON,
              schema = @Schema(implementation = SpectatorsView.class)))
  public Response spectators(
      @Parameter(description = GameApi.GAME_ID) @PathParam("gameId") String gameId) {
    GameState s = access.visible(gameId);
    return Response.ok(new SpectatorsView(s.gameId(), spectators.count(s.gameId())))
        .header("Cache-Control", "no-store")
        .build();
  }

  @GET
  @Path("stream")
  @Produces(MediaType.SERVER_SENT_EVENTS)
  @Problems({"invalid-field"})
  @Operation(
      operationId = "streamGame",
      summary = "Follow a game live (Server-Sent Events)",
      description =
          "Every event of the game from the resume point on, each exactly once and in seq order:"
              + " SSE id = seq, event = the event type, data = the GameEventEnvelope as JSON. The"
              + " stream ends after the game's end (GameEnded, GameCancelled, GameImported).")
  @APIResponse(
      responseCode = "200",
      description = "The event stream; each data line is one GameEventEnvelope",
      content =
          @Content(
              mediaType = MediaType.SERVER_SENT_EVENTS,
              schema = @Schema(ref = EventSchemas.ENVELOPE_REF)))
  @Blocking // a finished game may be read from the archive first
  public Multi<OutboundSseEvent> sse(
      @Parameter(description = GameApi.GAME_ID) @PathParam("gameId") String gameId,
      @Parameter(description = "The seq of the last event seen: resume after it (SSE reconnect)")
          @HeaderParam("Last-Event-ID")
          String lastEventId,
      @Parameter(description = FROM_SEQ) @QueryParam("fromSeq") Long fromSeq,
      @Context Sse sse) {
    return events(
        gameId,
        resumePoint(lastEventId, fromSeq),
        e ->
            sse.newEventBuilder()
                .id(Long.toString(e.seq()))
                .name(e.type())
                .mediaType(MediaType.APPLICATION_JSON_TYPE)
                .data(GameEventCodec.encode(e))
                .build());
  }

  @GET
  @Path("events")
  @Produces(NDJSON)
  @RestStreamElementType(MediaType.APPLICATION_JSON)
  @Problems({})
  @Operation(
      operationId = "getGameEvents",
      summary = "Read a game's events (NDJSON)",
      description =
          "The same events as streamGame, one GameEventEnvelope per line (application/x-ndjson);"
              + " the answer stays open until the game's end.")
  @APIResponse(
      responseCode = "200",
      description = "One GameEventEnvelope per line",
      content = @Content(mediaType = NDJSON, schema = @Schema(ref = EventSchemas.ENVELOPE_REF)))
  @Blocking // a finished game may be read from the archive first
  public Multi<Object> ndjson(
      @Parameter(description = GameApi.GAME_ID) @PathParam("gameId") String gameId,
      @Parameter(description = FROM_SEQ) @QueryParam("fromSeq") Long fromSeq) {
    // The contract's own text of the envelope, written raw: each line is the object, not a string.
    return events(gameId, resumePoint(null, fromSeq), e -> new RawValue(GameEventCodec.encode(e)));
  }

  static long resumePoint(String lastEventId, Long fromSeq) {
    if (fromSeq != null) {
      return Math.max(0, fromSeq);
    }
    if (lastEventId == null || lastEventId.isBlank()) {
      return 0;
    }
    try {
      return Math.max(0, Long.parseLong(lastEventId.strip()));
    } catch (NumberFormatException e) {
      throw new ProblemException(
          Problem.of(ProblemType.INVALID_FIELD)
              .detail("Last-Event-ID is the seq of the last event seen")
              .with("field", "Last-Event-ID")
              .build());
    }
  }

  /**
   * The game's events after {@code from}, live, for a caller who may see the game; counted as a
   * spectator while open when the caller holds no seat.
   */
  private <T> Multi<T> events(String gameId, long from, Function<GameEventEnvelope, T> map) {
    boolean spectator = !access.seated(access.visible(gameId));
    return Multi.createFrom()
        .emitter(
            emitter -> {
              Relay<T> relay = new Relay<>(gameId, from, map, emitter);
              Runnable unsubscribe = bus.subscribe(gameId, relay::offer);
              Runnable unwatch = spectator ? spectators.watch(gameId) : () -> {};
              emitter.onTermination(
                  () -> {
                    unsubscribe.run();
                    unwatch.run();
                  });
              relay.catchUp();
            });
  }

  /** Passes on events in seq order, each once, catching up from the registry after a gap. */
  private final class Relay<T> {
    private final String gameId;
    private final Function<GameEventEnvelope, T> map;
    private final MultiEmitter<? super T> emitter;
    private long last;

    Relay(
        String gameId,
        long from,
        Function<GameEventEnvelope, T> map,
        MultiEmitter<? super T> emitter) {
      this.gameId = gameId;
      this.last = from;
      this.map = map;
      this.emitter = emitter;
    }

    synchronized void offer(GameEventEnvelope e) {
      if (e.seq() > last + 1) {
        catchUp();
      }
      emit(e);
    }

    synchronized void catchUp() {
      LiveGame game = registry.getOrEmpty(gameId);
      for (GameEventEnvelope e : game.after(last)) {
        emit(e);
      }
    }

    private void emit(GameEventEnvelope e) {
      if (e.seq() != last + 1 || emitter.isCancelled()) {
        return;
      }
      last = e.seq();
      emitter.emit(map.apply(e));
      // The answer ends with the game, once it holds every event so far: an event after the end
      // (a rematch offer) is still in it for whoever reads the game's events later.
      LiveGame game = registry.getOrEmpty(gameId);
      if (LiveGame.finished(game.status()) && game.version() <= last) {
        emitter.complete();
      }
    }
  }
}
