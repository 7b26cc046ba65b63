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
import dev.chessplatform.engineservice.domain.SearchAsk;
import dev.chessplatform.engineservice.domain.SearchSpecs;
import dev.chessplatform.engineservice.domain.SpecError;
import dev.chessplatform.identity.CurrentCaller;
import dev.chessplatform.problems.Problem;
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
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

/** Analysis jobs: a game or a list of positions, evaluated on one worker, polled by id. */
@Path("/api/engine/analyses")
@Tag(name = "engine")
@Produces(MediaType.APPLICATION_JSON)
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
  @Operation(summary = "Start analysing a game (PGN or moves) or a list of positions")
  @APIResponse(
      responseCode = "202",
      description = "The job, queued; Location names it",
      content = @Content(schema = @Schema(implementation = AnalysisView.class)))
  @APIResponse(
      responseCode = "400",
      description =
          "invalid-analysis, invalid-fen, invalid-limits, malformed-request, invalid-field")
  @APIResponse(responseCode = "401", description = "unauthenticated")
  @APIResponse(responseCode = "403", description = "forbidden: the token lacks engine:use")
  @APIResponse(responseCode = "413", description = "payload-too-large")
  @APIResponse(responseCode = "415", description = "unsupported-media-type")
  @APIResponse(responseCode = "422", description = "illegal-move (field moves[i])")
  @APIResponse(
      responseCode = "503",
      description = "engine-overloaded: no worker or queue slot free (Retry-After)")
  public Response start(AnalysisBody body) {
    String owner = caller.requireScope(BestMoveResource.SCOPE).playerId();
    AnalysisPlan plan = plan(body);
    AnalysisJob job;
    try {
      job = jobs.start(owner, plan);
    } catch (PoolFullException e) {
      throw EngineProblems.overloaded(e.retryAfterSeconds(), "No worker is free for an analysis");
    }
    return Response.accepted(AnalysisView.of(job.snapshot()))
        // Relative (RFC 9110 §10.2.2): the service does not know the gateway's public address.
        .header("Location", "/api/engine/analyses/" + job.id())
        .build();
  }

  @GET
  @Path("/{id}")
  @Operation(summary = "An analysis: status, progress and the evaluations so far")
  @APIResponse(responseCode = "200", description = "The job")
  @APIResponse(responseCode = "401", description = "unauthenticated")
  @APIResponse(responseCode = "403", description = "forbidden: the token lacks engine:use")
  @APIResponse(responseCode = "404", description = "analysis-not-found")
  public AnalysisView get(@PathParam("id") String id) {
    String owner = caller.requireScope(BestMoveResource.SCOPE).playerId();
    return jobs.find(owner, id)
        .map(j -> AnalysisView.of(j.snapshot()))
        .orElseThrow(() -> EngineProblems.analysisNotFound(id));
  }

  @DELETE
  @Path("/{id}")
  @Operation(summary = "Cancel an analysis; what was evaluated stays readable")
  @APIResponse(responseCode = "200", description = "The job, cancelled (or already finished)")
  @APIResponse(responseCode = "401", description = "unauthenticated")
  @APIResponse(responseCode = "403", description = "forbidden: the token lacks engine:use")
  @APIResponse(responseCode = "404", description = "analysis-not-found")
  public AnalysisView cancel(@PathParam("id") String id) {
    String owner = caller.requireScope(BestMoveResource.SCOPE).playerId();
    return jobs.cancel(owner, id)
        .map(j -> AnalysisView.of(j.snapshot()))
        .orElseThrow(() -> EngineProblems.analysisNotFound(id));
  }

  private AnalysisPlan plan(AnalysisBody body) {
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
    SearchLimits limits = limits(body);
    AnalysisPlans.Built built;
    if (body.pgn() != null) {
      try {
        built = AnalysisPlans.pgn(PgnReader.read(body.pgn()), limits);
      } catch (PgnException e) {
        throw EngineProblems.invalidAnalysis("pgn", e.getMessage());
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
    if (plan.size() == 0 || plan.size() > config.analysis().maxPositions()) {
      throw EngineProblems.invalidAnalysis(
          body.positions() != null ? "positions" : "moves",
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

  /** The per-position limits, checked like best-move's, with the analysis default move time. */
  private SearchLimits limits(AnalysisBody body) {
    boolean none = body.movetimeMs() == null && body.depth() == null && body.nodes() == null;
    Long movetime =
        none ? Long.valueOf(config.analysis().defaultMovetime().toMillis()) : body.movetimeMs();
    SearchAsk ask = new SearchAsk(null, List.of(), null, movetime, body.depth(), body.nodes(), 1);
    SearchSpecs.Checked checked = checks.check(ask, 0);
    return BestMoveResource.valid(checked).limits();
  }
}
