package dev.chessplatform.engineservice.api;

import dev.chessplatform.engine.level.Level;
import dev.chessplatform.identity.CurrentCaller;
import dev.chessplatform.problems.Problems;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import java.util.Arrays;
import java.util.List;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.enums.SchemaType;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

/** The table of playing levels (chess-engine's {@link Level}). */
@Path("/api/engine/levels")
@Tag(name = "engine", description = "Best moves, analyses and the playing levels")
@Produces(MediaType.APPLICATION_JSON)
@Problems({"unauthenticated", "forbidden", "internal-error"})
public class LevelsResource {

  /** One level: how far it looks, how it errs, what it aims at. */
  @Schema(description = "One playing level: how far it looks, how it errs, what it aims at")
  public record LevelView(
      @Schema(required = true, description = "1 (weakest) to 5 (full strength)") int level,
      @Schema(required = true, description = "The Elo the level is tuned to play at") int targetElo,
      @Schema(required = true, description = "Whether the level searches without weakening")
          boolean fullStrength,
      @Schema(required = true, description = "Depth horizon in plies") int depth,
      @Schema(required = true, description = "Node budget per move") long nodes,
      @Schema(required = true, description = "Moves it chooses among") int candidates,
      @Schema(required = true, description = "Random noise added to evaluations, centipawns")
          int noiseCp,
      @Schema(required = true, description = "Most it may lose against its best move, centipawns")
          int maxLossCp,
      @Schema(required = true, description = "Most time it thinks per move, ms; 0: no cap")
          long maxThinkMs,
      @Schema(required = true, description = "How the level was measured, for a person")
          String calibration) {
    static LevelView of(Level l) {
      return new LevelView(
          l.number(),
          l.targetElo(),
          l.isFullStrength(),
          l.depth(),
          l.nodes(),
          l.candidates(),
          l.noiseCp(),
          l.maxLossCp(),
          l.isFullStrength() ? 0 : Level.MAX_THINK_MS,
          l.calibration());
    }
  }

  private final CurrentCaller caller;

  public LevelsResource(CurrentCaller caller) {
    this.caller = caller;
  }

  @GET
  @Problems({})
  @Operation(
      operationId = "listEngineLevels",
      summary = "The five playing levels",
      description =
          "The levels best-move's `level` and computer games use: target Elo, horizon, how each"
              + " errs, and how it was calibrated. Needs the scope engine:use.")
  @APIResponse(
      responseCode = "200",
      description = "Levels 1 to 5",
      content =
          @Content(schema = @Schema(type = SchemaType.ARRAY, implementation = LevelView.class)))
  public List<LevelView> levels() {
    caller.requireScope(BestMoveResource.SCOPE);
    return Arrays.stream(Level.values()).map(LevelView::of).toList();
  }
}
