package dev.chessplatform.engineservice.api;

import dev.chessplatform.engineservice.api.SearchViews.BestMoveView;
import dev.chessplatform.engineservice.application.DeadlineExpiredException;
import dev.chessplatform.engineservice.application.PoolFullException;
import dev.chessplatform.engineservice.application.SearchPool;
import dev.chessplatform.engineservice.application.Searches;
import dev.chessplatform.engineservice.domain.ReviewCaps;
import dev.chessplatform.engineservice.domain.SearchAnswer;
import dev.chessplatform.engineservice.domain.SearchAsk;
import dev.chessplatform.engineservice.domain.SearchSpec;
import dev.chessplatform.engineservice.domain.SearchSpecs;
import dev.chessplatform.identity.Caller;
import dev.chessplatform.identity.CurrentCaller;
import dev.chessplatform.problems.Problem;
import dev.chessplatform.problems.ProblemException;
import dev.chessplatform.problems.ProblemType;
import dev.chessplatform.problems.Problems;
import io.smallrye.mutiny.Uni;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.enums.SchemaType;
import org.eclipse.microprofile.openapi.annotations.headers.Header;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.ExampleObject;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.parameters.RequestBody;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

/**
 * Best move of a position. The search runs on the worker pool, never on the event loop; the answer
 * resumes the request when it is ready, and a caller that goes away cancels the search (Quarkus
 * REST cancels the {@link Uni} when the connection closes).
 */
@Path("/api/engine")
@Tag(name = "engine", description = "Best moves, analyses and the playing levels")
@Produces(MediaType.APPLICATION_JSON)
@Problems({"unauthenticated", "forbidden", "internal-error"})
public class BestMoveResource {

  static final String SCOPE = "engine:use";

  private final Searches searches;
  private final CurrentCaller caller;

  public BestMoveResource(Searches searches, CurrentCaller caller) {
    this.searches = searches;
    this.caller = caller;
  }

  @POST
  @Path("/best-move")
  @Consumes(MediaType.APPLICATION_JSON)
  @Problems({
    "invalid-fen",
    "invalid-level",
    "invalid-limits",
    "malformed-request",
    "invalid-field",
    "illegal-move",
    "no-legal-move",
    "payload-too-large",
    "unsupported-media-type",
    "engine-overloaded"
  })
  @Operation(
      operationId = "findBestMove",
      summary = "The best move of a position, at a level or within explicit limits",
      description =
          "Searches the position given by `fen` (or the initial position) after `moves`, at a"
              + " playing `level` or at full strength within `movetimeMs`, `depth` and `nodes`"
              + " (none given: engine.default-movetime). The answer waits for the search; a caller"
              + " that goes away stops it. Needs the scope engine:use, or engine:review (a guest's)"
              + " within its caps: movetimeMs at most 1000 (the search never runs longer), multiPv"
              + " at most 3, no level; past a cap, 400 invalid-field names the field and its max.")
  @RequestBody(
      required = true,
      content =
          @Content(
              mediaType = MediaType.APPLICATION_JSON,
              schema = @Schema(implementation = BestMoveBody.class),
              examples = {
                @ExampleObject(
                    name = "level",
                    summary = "A reply at level 3 after 1. e4 e5",
                    value = "{\"moves\": [\"e2e4\", \"e7e5\"], \"level\": 3}"),
                @ExampleObject(
                    name = "limits",
                    summary = "Three best lines of a position, 500 ms",
                    value =
                        "{\"fen\": \"r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2"
                            + " 3\", \"movetimeMs\": 500, \"multiPv\": 3}")
              }))
  @APIResponse(
      responseCode = "200",
      description = "The move in UCI and SAN, score, depth, nodes, PV",
      content = @Content(schema = @Schema(implementation = BestMoveView.class)))
  @APIResponse(
      responseCode = "503",
      description = "engine-overloaded: queue full or deadline passed in the queue",
      headers =
          @Header(
              name = "Retry-After",
              description = "Seconds to wait before asking again",
              schema = @Schema(type = SchemaType.INTEGER, format = "int64", minimum = "1")))
  public Uni<BestMoveView> bestMove(BestMoveBody body) {
    Caller who = caller.requireAnyScope(SCOPE, ReviewCaps.SCOPE);
    if (body == null) {
      throw new ProblemException(
          Problem.of(ProblemType.MALFORMED_REQUEST).detail("A JSON body is required").build());
    }
    SearchAsk ask = body.toAsk();
    if (!who.hasScope(SCOPE)) {
      ask = reviewed(ask);
    }
    SearchSpec spec = valid(searches.check(ask));
    SearchPool.Ticket<SearchAnswer> ticket;
    try {
      ticket = searches.start(spec, "rest");
    } catch (PoolFullException e) {
      throw EngineProblems.overloaded(e.retryAfterSeconds(), "The search queue is full");
    }
    return Uni.createFrom()
        .completionStage(ticket.result())
        .onCancellation()
        .invoke(() -> ticket.cancel("caller-gone"))
        .onFailure(DeadlineExpiredException.class)
        .transform(e -> EngineProblems.overloaded(1, "The request waited past its deadline"))
        .map(answer -> BestMoveView.of(spec, answer));
  }

  /** A review's ask (engine:review alone): within its caps, and its time bounded. */
  private SearchAsk reviewed(SearchAsk ask) {
    ReviewCaps caps = ReviewCaps.REVIEW;
    caps.bestMove(ask)
        .ifPresent(
            breach -> {
              throw EngineProblems.beyondReview(breach);
            });
    boolean noLimit = ask.movetimeMs() == null && ask.depth() == null && ask.nodes() == null;
    long movetime =
        ReviewCaps.boundedMovetime(
            ask.movetimeMs(),
            noLimit,
            searches.bounds().defaultMovetimeMs(),
            caps.bestMoveMovetimeMs());
    return new SearchAsk(
        ask.fen(), ask.moves(), null, movetime, ask.depth(), ask.nodes(), ask.multiPv());
  }

  static SearchSpec valid(SearchSpecs.Checked checked) {
    if (checked instanceof SearchSpecs.Valid v) {
      return v.spec();
    }
    if (checked instanceof SearchSpecs.Invalid i) {
      throw EngineProblems.of(i.error(), "");
    }
    throw new IllegalStateException("unhandled check: " + checked);
  }
}
