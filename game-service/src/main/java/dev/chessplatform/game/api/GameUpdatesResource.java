package dev.chessplatform.game.api;

import com.fasterxml.jackson.core.io.JsonStringEncoder;
import dev.chessplatform.events.game.GameEventCodec;
import dev.chessplatform.events.game.GameEventEnvelope;
import dev.chessplatform.game.application.GameEventBus;
import dev.chessplatform.game.application.GameRegistry;
import dev.chessplatform.game.application.LiveGame;
import dev.chessplatform.problems.Problem;
import dev.chessplatform.problems.ProblemException;
import dev.chessplatform.problems.ProblemType;
import dev.chessplatform.problems.Problems;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.parameters.Parameter;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

/**
 * Following a game by long polling, for clients that cannot read a stream: a generated client reads
 * a whole JSON answer, so SSE and NDJSON are out of its reach. Each call answers the events after
 * {@code afterSeq} as soon as there is one (at once when there already are), or an empty page after
 * {@code waitSeconds}; the next call asks after the page's {@code lastSeq}. The same events, in the
 * same order and each once, as the streams give.
 */
@Path("/api/games/{gameId}/updates")
@Tag(name = "streams")
public class GameUpdatesResource {

  static final String PAGE = "GameEventPage";
  static final int MAX_WAIT_SECONDS = 25; // the gateway cuts an upstream silent for 30 s
  private static final int MAX_EVENTS = 500;

  private final GameAccess access;
  private final GameRegistry registry;
  private final GameEventBus bus;

  public GameUpdatesResource(GameAccess access, GameRegistry registry, GameEventBus bus) {
    this.access = access;
    this.registry = registry;
    this.bus = bus;
  }

  @GET
  @Produces(MediaType.APPLICATION_JSON)
  @ProblemGroups.Read
  @Problems({"invalid-field"})
  @Operation(
      operationId = "pollGameEvents",
      summary = "Wait for a game's next events (long polling)",
      description =
          "The events after afterSeq (at most 500), answered as soon as there is at least one, or"
              + " an empty page after waitSeconds. Ask again with afterSeq = lastSeq until ended is"
              + " true. For clients that cannot read streamGame (SSE) or getGameEvents (NDJSON),"
              + " such as generated ones.")
  @APIResponse(
      responseCode = "200",
      description = "The events after afterSeq; empty when none came within waitSeconds",
      content =
          @Content(
              mediaType = MediaType.APPLICATION_JSON,
              schema = @Schema(ref = "#/components/schemas/" + PAGE)))
  public CompletionStage<Response> poll(
      @Parameter(description = GameApi.GAME_ID) @PathParam("gameId") String gameId,
      @Parameter(description = "The seq of the last event seen (0: from the first)")
          @QueryParam("afterSeq")
          Long afterSeq,
      @Parameter(
              description = "How long to wait for an event, 0 to 25 seconds (default 20)",
              schema = @Schema(minimum = "0", maximum = "25", defaultValue = "20"))
          @QueryParam("waitSeconds")
          Integer waitSeconds) {
    long after = afterSeq == null ? 0 : afterSeq;
    int wait = waitSeconds == null ? 20 : waitSeconds;
    if (after < 0) {
      throw invalid("afterSeq", "afterSeq is the seq of the last event seen: 0 or more");
    }
    if (wait < 0 || wait > MAX_WAIT_SECONDS) {
      throw invalid("waitSeconds", "waitSeconds is 0 to " + MAX_WAIT_SECONDS);
    }
    access.visible(gameId);
    CompletableFuture<Response> answer = new CompletableFuture<>();
    // Listen first, then look: an event committed in between is seen either way.
    Runnable unsubscribe =
        bus.subscribe(
            gameId,
            e -> {
              if (e.seq() > after) {
                answer.complete(page(gameId, after));
              }
            });
    answer.whenComplete((r, t) -> unsubscribe.run());
    LiveGame game = registry.getOrEmpty(gameId);
    if (!game.after(after).isEmpty() || LiveGame.finished(game.status()) || wait == 0) {
      answer.complete(page(gameId, after));
    }
    CompletableFuture.delayedExecutor(wait, TimeUnit.SECONDS)
        .execute(() -> answer.complete(page(gameId, after)));
    return answer;
  }

  private Response page(String gameId, long after) {
    LiveGame game = registry.getOrEmpty(gameId);
    List<GameEventEnvelope> events = game.after(after);
    if (events.size() > MAX_EVENTS) {
      events = events.subList(0, MAX_EVENTS);
    }
    long last = events.isEmpty() ? after : events.get(events.size() - 1).seq();
    boolean ended = LiveGame.finished(game.status()) && last >= game.version();
    String body =
        "{\"gameId\":"
            + quoted(gameId)
            + ",\"events\":["
            + events.stream().map(GameEventCodec::encode).collect(Collectors.joining(","))
            + "],\"lastSeq\":"
            + last
            + ",\"ended\":"
            + ended
            + "}";
    return Response.ok(body, MediaType.APPLICATION_JSON).build();
  }

  private static String quoted(String text) {
    return '"' + new String(JsonStringEncoder.getInstance().quoteAsString(text)) + '"';
  }

  private static ProblemException invalid(String field, String detail) {
    return new ProblemException(
        Problem.of(ProblemType.INVALID_FIELD).detail(detail).with("field", field).build());
  }
}
