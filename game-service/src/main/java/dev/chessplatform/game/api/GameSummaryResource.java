package dev.chessplatform.game.api;

import dev.chessplatform.game.application.GameReads;
import dev.chessplatform.problems.Problem;
import dev.chessplatform.problems.ProblemException;
import dev.chessplatform.problems.ProblemType;
import dev.chessplatform.problems.Problems;
import io.smallrye.common.annotation.Blocking;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import java.time.Instant;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.parameters.Parameter;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

/** The progress of the summary projection for one game. */
@Path("/api/games/{gameId}/summary")
@Tag(name = "games")
@Produces(MediaType.APPLICATION_JSON)
public class GameSummaryResource {

  /** The answer: how far the read model has applied the game's event stream. */
  @Schema(description = "How far the game_summaries projection has applied a game's events")
  public record GameSummaryView(
      @Schema(description = GameApi.GAME_ID) String gameId,
      @Schema(description = "The seq of the last event applied") long version,
      @Schema(description = "The type of the last event applied", example = "MovePlayed")
          String lastEventType,
      @Schema(
              implementation = String.class,
              format = "date-time",
              description = "When the last event applied occurred")
          Instant lastEventAt,
      @Schema(description = "How many events have been applied") long events) {}

  private final GameReads reads;

  public GameSummaryResource(GameReads reads) {
    this.reads = reads;
  }

  @GET
  @Blocking
  @Problems({"unauthenticated", "not-found", "private-game"})
  @Operation(
      operationId = "getGameSummary",
      summary = "How far the read model has applied a game",
      description =
          "The game_summaries projection's progress for a game: the last event applied and how"
              + " many; useful to wait until lists and histories show a command.")
  @APIResponse(
      responseCode = "200",
      description = "The summary",
      content =
          @Content(
              mediaType = MediaType.APPLICATION_JSON,
              schema = @Schema(implementation = GameSummaryView.class)))
  public GameSummaryView summary(
      @Parameter(description = GameApi.GAME_ID) @PathParam("gameId") String gameId) {
    return reads
        .summaryOf(gameId)
        .map(
            s ->
                new GameSummaryView(
                    s.gameId(), s.lastSeq(), s.lastEventType(), s.lastEventAt(), s.events()))
        .orElseThrow(
            () ->
                new ProblemException(
                    Problem.of(ProblemType.NOT_FOUND)
                        .detail("No event of game " + gameId + " has been projected")
                        .with("gameId", gameId)
                        .build()));
  }
}
