package dev.chessplatform.game.api;

import dev.chessplatform.game.persistence.GameSummaryRepository;
import dev.chessplatform.problems.Problem;
import dev.chessplatform.problems.ProblemException;
import dev.chessplatform.problems.ProblemType;
import io.smallrye.common.annotation.Blocking;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import java.time.Instant;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

@Path("/api/games/{gameId}/summary")
@Tag(name = "games")
@Produces(MediaType.APPLICATION_JSON)
public class GameSummaryResource {

  /** The answer: how far the read model has applied the game's event stream. */
  public record GameSummaryView(
      String gameId, long version, String lastEventType, Instant lastEventAt, long events) {}

  private final GameSummaryRepository summaries;

  public GameSummaryResource(GameSummaryRepository summaries) {
    this.summaries = summaries;
  }

  @GET
  @Blocking
  @Operation(summary = "How far the read model has applied a game's events")
  @APIResponse(responseCode = "200", description = "The summary")
  @APIResponse(responseCode = "404", description = "No event of this game has been projected")
  public GameSummaryView summary(@PathParam("gameId") String gameId) {
    return summaries
        .find(gameId)
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
