package dev.chessplatform.engineservice.api;

import dev.chessplatform.engine.level.Level;
import dev.chessplatform.identity.CurrentCaller;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import java.util.Arrays;
import java.util.List;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

/** The table of playing levels (chess-engine's {@link Level}). */
@Path("/api/engine/levels")
@Tag(name = "engine")
@Produces(MediaType.APPLICATION_JSON)
public class LevelsResource {

  /** One level: how far it looks, how it errs, what it aims at. */
  public record LevelView(
      int level,
      int targetElo,
      boolean fullStrength,
      int depth,
      long nodes,
      int candidates,
      int noiseCp,
      int maxLossCp,
      long maxThinkMs,
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
  @Operation(summary = "The five playing levels")
  @APIResponse(responseCode = "200", description = "Levels 1 to 5")
  @APIResponse(responseCode = "401", description = "unauthenticated")
  @APIResponse(responseCode = "403", description = "forbidden: the token lacks engine:use")
  public List<LevelView> levels() {
    caller.requireScope(BestMoveResource.SCOPE);
    return Arrays.stream(Level.values()).map(LevelView::of).toList();
  }
}
