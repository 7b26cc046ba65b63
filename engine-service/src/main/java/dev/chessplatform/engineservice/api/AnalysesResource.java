package dev.chessplatform.engineservice.api;

import dev.chessplatform.chess.notation.PgnException;
import dev.chessplatform.chess.notation.PgnReader;
import dev.chessplatform.engine.search.SearchLimits;
import dev.chessplatform.engineservice.api.AnalysisViews.AnalysisView;
import dev.chessplatform.engineservice.application.AnalysisJob;
import dev.chessplatform.engineservice.application.AnalysisJobs;
import dev.chessplatform.engineservice.application.PoolFullException;
import dev.chessplatform.engineservice.application.Searches;
import dev.chessplatform.engineservice.config.EngineConfig;
import dev.chessplatform.engineservice.domain.AnalysisPlan;
import dev.chessplatform.engineservice.domain.AnalysisPlans;
import dev.chessplatform.engineservice.domain.ReviewCaps;
import dev.chessplatform.engineservice.domain.SearchAsk;
import dev.chessplatform.engineservice.domain.SearchSpecs;
import dev.chessplatform.engineservice.domain.SpecError;
import dev.chessplatform.identity.Caller;
import dev.chessplatform.identity.CurrentCaller;
import dev.chessplatform.problems.Problem;
import dev.chessplatform.problems.Problems;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.DELETE;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.util.List;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.enums.SchemaType;
import org.eclipse.microprofile.openapi.annotations.headers.Header;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.ExampleObject;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.parameters.Parameter;
import org.eclipse.microprofile.openapi.annotations.parameters.RequestBody;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

/** Analysis jobs: a game or a list of positions, evaluated on one worker, polled by id. */
@Path("/api/engine/analyses")
@Tag(name = "engine", description = "Best moves, analyses and the playing levels")
@Produces(MediaType.APPLICATION_JSON)
@Problems({"unauthenticated", "forbidden", "internal-error"})
public class AnalysesResource {

  private final AnalysisJobs jobs;
  private final Searches checks;
  private final EngineConfig config;
  private final CurrentCaller caller;

  public AnalysesResource(
      AnalysisJobs jobs, Searches checks, EngineConfig config, CurrentCaller caller) {
    this.jobs = jobs;
    this.checks = checks;
    this.config = config;
    this.caller = caller;
  }

  @POST
  @Consumes(MediaType.APPLICATION_JSON)
  @Problems({
    "invalid-analysis",
    "invalid-fen",
    "invalid-limits",
    "malformed-request",
    "invalid-field",
    "illegal-move",
    "payload-too-large",
    "unsupported-media-type",
    "engine-overloaded"
  })
  @Operation(
      operationId = "startAnalysis",
      summary = "Start analysing a game (PGN or moves) or a list of positions",
      description =
          "Checks the request, queues a job and answers at once: 202 with the job and its"
              + " `Location` (a path, relative to the API's address). Poll it with getAnalysis. Give"
              + " exactly one of `pgn`, `positions`, or `fen`/`moves`; limits apply per position"
              + " (none given: engine.analysis.default-movetime). Any replica of the service answers"
              + " for any job, and a job whose replica stopped goes on from its last evaluation on"
              + " another one. Needs the scope engine:use, or engine:review (a guest's) within its"
              + " caps: movetimeMs at most 200 per position (the search never runs longer), depth"
              + " at most 18, at most 300 positions; past a cap, 400 invalid-field names the field"
              + " and its max.")
  @RequestBody(
      required = true,
      content =
          @Content(
              mediaType = MediaType.APPLICATION_JSON,
              schema = @Schema(implementation = AnalysisBody.class),
              examples = {
                @ExampleObject(
                    name = "pgn",
                    summary = "A game in PGN, depth 8 per position",
                    value =
                        "{\"pgn\": \"[Event \\\"Casual\\\"]\\n\\n1. f3 e5 2. g4 Qh4# 0-1\","
                            + " \"depth\": 8}"),
                @ExampleObject(
                    name = "moves",
                    summary = "A game as UCI moves from the initial position",
                    value = "{\"moves\": [\"e2e4\", \"e7e5\", \"g1f3\"], \"movetimeMs\": 200}"),
                @ExampleObject(
                    name = "positions",
                    summary = "Two positions, 100 ms each",
                    value =
                        "{\"positions\": [\"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq -"
                            + " 0 1\", \"8/8/8/4k3/8/8/4P3/4K3 w - - 0 1\"], \"movetimeMs\": 100}")
              }))
  @APIResponse(
      responseCode = "202",
      description = "The job, queued",
      headers =
          @Header(
              name = "Location",
              description = "The job's path, relative to the API's address",
              schema = @Schema(type = SchemaType.STRING, format = "uri-reference")),
      content = @Content(schema = @Schema(implementation = AnalysisView.class)))
  @APIResponse(
      responseCode = "503",
      description = "engine-overloaded: no worker or queue slot free",
      headers =
          @Header(
              name = "Retry-After",
              description = "Seconds to wait before asking again",
              schema = @Schema(type = SchemaType.INTEGER, format = "int64", minimum = "1")))
  public Response start(AnalysisBody body) {
    Caller who = caller.requireAnyScope(BestMoveResource.SCOPE, ReviewCaps.SCOPE);
    String owner = who.playerId();
    AnalysisPlan plan = plan(body, who.hasScope(BestMoveResource.SCOPE) ? null : ReviewCaps.REVIEW);
    AnalysisJob job;
    try {
      job = jobs.start(owner, plan);
    } catch (PoolFullException e) {
      throw EngineProblems.overloaded(e.retryAfterSeconds(), "No worker is free for an analysis");
    }
    return Response.accepted(AnalysisView.of(job))
        // Relative (RFC 9110 §10.2.2): the service does not know the gateway's public address.
        .header("Location", "/api/engine/analyses/" + job.id())
        .build();
  }

  @GET
  @Path("/{id}")
  @Problems({"analysis-not-found"})
  @Operation(
      operationId = "getAnalysis",
      summary = "An analysis: status, progress and the evaluations so far",
      description =
          "The caller's own job only: another caller's job answers 404 as an unknown one does."
              + " Needs the scope engine:use or engine:review.")
  @APIResponse(
      responseCode = "200",
      description = "The job",
      content = @Content(schema = @Schema(implementation = AnalysisView.class)))
  public AnalysisView get(
      @Parameter(description = "The job's id, from the Location of its start") @PathParam("id")
          String id) {
    String owner = caller.requireAnyScope(BestMoveResource.SCOPE, ReviewCaps.SCOPE).playerId();
    return jobs.find(owner, id)
        .map(AnalysisView::of)
        .orElseThrow(() -> EngineProblems.analysisNotFound(id));
  }

  @DELETE
  @Path("/{id}")
  @Problems({"analysis-not-found"})
  @Operation(
      operationId = "cancelAnalysis",
      summary = "Cancel an analysis; what was evaluated stays readable",
      description =
          "Stops a QUEUED or RUNNING job (status CANCELLED); a finished job is answered as it is."
              + " Needs the scope engine:use.")
  @APIResponse(
      responseCode = "200",
      description = "The job, cancelled (or already finished)",
      content = @Content(schema = @Schema(implementation = AnalysisView.class)))
  public AnalysisView cancel(
      @Parameter(description = "The job's id, from the Location of its start") @PathParam("id")
          String id) {
    String owner = caller.requireScope(BestMoveResource.SCOPE).playerId();
    return jobs.cancel(owner, id)
        .map(AnalysisView::of)
        .orElseThrow(() -> EngineProblems.analysisNotFound(id));
  }

  /** The plan of {@code body}; {@code review} the caps of a caller with engine:review alone. */
  private AnalysisPlan plan(AnalysisBody body, ReviewCaps review) {
    if (body == null) {
      throw EngineProblems.invalidAnalysis("body", "A JSON body is required");
    }
    int given =
        (body.pgn() != null ? 1 : 0)
            + (body.positions() != null ? 1 : 0)
            + (body.fen() != null || body.moves() != null ? 1 : 0);
    if (given != 1) {
      throw EngineProblems.invalidAnalysis(
          "pgn", "Give exactly one of pgn, positions, or fen/moves");
    }
    SearchLimits limits = limits(body, review);
    AnalysisPlans.Built built;
    if (body.pgn() != null) {
      try {
        built = AnalysisPlans.pgn(PgnReader.read(body.pgn()), limits);
      } catch (PgnException e) {
        throw EngineProblems.invalidAnalysis("pgn", SpecError.readable(e));
      }
    } else if (body.positions() != null) {
      built = AnalysisPlans.positions(body.positions(), limits);
    } else {
      built =
          AnalysisPlans.game(body.fen(), body.moves() == null ? List.of() : body.moves(), limits);
    }
    if (built instanceof AnalysisPlans.Refused r) {
      throw refused(r);
    }
    AnalysisPlan plan = ((AnalysisPlans.Planned) built).plan();
    String sizeField =
        body.pgn() != null ? "pgn" : body.positions() != null ? "positions" : "moves";
    if (review != null) {
      review
          .analysisSize(sizeField, plan.size())
          .ifPresent(
              breach -> {
                throw EngineProblems.beyondReview(breach);
              });
    }
    if (plan.size() == 0 || plan.size() > config.analysis().maxPositions()) {
      throw EngineProblems.invalidAnalysis(
          sizeField,
          "An analysis holds 1 to "
              + config.analysis().maxPositions()
              + " positions, this one "
              + plan.size());
    }
    return plan;
  }

  private static RuntimeException refused(AnalysisPlans.Refused r) {
    SpecError e = r.error();
    if (e instanceof SpecError.BadFen bad) {
      return new dev.chessplatform.problems.ProblemException(
          Problem.of(EngineProblems.INVALID_FEN)
              .detail(bad.detail())
              .with("field", r.field())
              .with("code", bad.code())
              .build());
    }
    return EngineProblems.of(e, "");
  }

  /**
   * The per-position limits, checked like best-move's, with the analysis default move time; a
   * review's within its caps, its time bounded.
   */
  private SearchLimits limits(AnalysisBody body, ReviewCaps review) {
    boolean none = body.movetimeMs() == null && body.depth() == null && body.nodes() == null;
    long defaultMs = config.analysis().defaultMovetime().toMillis();
    Long movetime = none ? Long.valueOf(defaultMs) : body.movetimeMs();
    if (review != null) {
      review
          .analysis(body.movetimeMs(), body.depth())
          .ifPresent(
              breach -> {
                throw EngineProblems.beyondReview(breach);
              });
      movetime =
          ReviewCaps.boundedMovetime(
              body.movetimeMs(), none, defaultMs, review.analysisMovetimeMs());
    }
    SearchAsk ask = new SearchAsk(null, List.of(), null, movetime, body.depth(), body.nodes(), 1);
    SearchSpecs.Checked checked = checks.check(ask, 0);
    return BestMoveResource.valid(checked).limits();
  }
}
