package dev.chessplatform.game.api;

import dev.chessplatform.game.domain.GameState;
import dev.chessplatform.problems.Problem;
import dev.chessplatform.problems.ProblemException;
import dev.chessplatform.problems.ProblemType;
import dev.chessplatform.problems.Problems;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.enums.SchemaType;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.parameters.Parameter;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

/** A game at any ply of its line: what an analyst steps through. */
@Path("/api/games/{gameId}/positions/{ply}")
@Tag(name = "games")
@Produces(MediaType.APPLICATION_JSON)
public class GamePositionResource {

  private final GameAccess access;

  public GamePositionResource(GameAccess access) {
    this.access = access;
  }

  @GET
  @ProblemGroups.Read
  @Problems({"invalid-field", "not-started"})
  @Operation(
      operationId = "getGamePosition",
      summary = "Get a game at a ply",
      description =
          "The game after `ply` half-moves of the line that stands now (0 is the start): FEN,"
              + " whose turn, check and mate as the rules see them, the moves up to there, and both"
              + " clocks as the position was reached. From the owner's memory or the archive, as"
              + " GET /api/games/{gameId}.")
  @APIResponse(
      responseCode = "200",
      description = "The game at that ply",
      content =
          @Content(
              mediaType = MediaType.APPLICATION_JSON,
              schema = @Schema(implementation = GamePositionView.class)))
  public GamePositionView position(
      @Parameter(description = GameApi.GAME_ID) @PathParam("gameId") String gameId,
      @Parameter(
              description = "Half-moves from the start, 0 to the game's plies",
              schema = @Schema(type = SchemaType.INTEGER, minimum = "0"),
              example = "4")
          @PathParam("ply")
          String ply) {
    GameState s = access.visible(gameId);
    if (s.game() == null) {
      throw new ProblemException(
          Problem.of(GameProblems.NOT_STARTED)
              .detail("Game " + gameId + " has not started: it has no positions yet")
              .with("gameId", gameId)
              .build());
    }
    int plies = s.game().moves().size();
    int n = parse(ply, plies, gameId);
    return GamePositionView.of(s, n);
  }

  /** {@code ply} as a number from 0 to {@code plies}, or the problem naming the field. */
  private static int parse(String ply, int plies, String gameId) {
    int n;
    try {
      n = Integer.parseInt(ply);
    } catch (NumberFormatException e) {
      n = -1;
    }
    if (n < 0 || n > plies) {
      throw new ProblemException(
          Problem.of(ProblemType.INVALID_FIELD)
              .detail(
                  "The game has "
                      + plies
                      + " half-moves: ply must be a whole number from 0 to "
                      + plies
                      + ", not "
                      + ply)
              .with("field", "ply")
              .with("gameId", gameId)
              .build());
    }
    return n;
  }
}
