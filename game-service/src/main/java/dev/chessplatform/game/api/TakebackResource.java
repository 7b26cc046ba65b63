package dev.chessplatform.game.api;

import dev.chessplatform.game.application.GameCommands;
import dev.chessplatform.game.domain.GameCommand;
import dev.chessplatform.identity.CurrentCaller;
import dev.chessplatform.problems.Problems;
import jakarta.ws.rs.BeanParam;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.UriInfo;
import java.util.concurrent.CompletionStage;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.extensions.Extension;
import org.eclipse.microprofile.openapi.annotations.parameters.Parameter;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

/**
 * Takebacks between people: one ply (your move) on the opponent's turn, two (your move and the
 * reply) on yours; the opponent accepts or declines, and moving declines it. Against the computer,
 * undo instead.
 */
@Path("/api/games/{gameId}/takeback")
@Tag(name = "games")
@Produces(MediaType.APPLICATION_JSON)
@Consumes(MediaType.APPLICATION_JSON)
@Problems({
  "invalid-field",
  "unauthenticated",
  "forbidden",
  "private-game",
  "not-a-player",
  "not-found",
  "game-over",
  "not-started",
  "version-conflict",
  "payload-too-large",
  "game-owner-unavailable"
})
public class TakebackResource {

  private final GameCommands commands;
  private final CurrentCaller caller;

  public TakebackResource(GameCommands commands, CurrentCaller caller) {
    this.commands = commands;
    this.caller = caller;
  }

  private String actor() {
    return caller.requireScope(GameApi.PLAY).playerId();
  }

  @POST
  @Path("request")
  @Problems({"takeback-not-allowed"})
  @Operation(
      operationId = "requestTakeback",
      summary = "Request a takeback",
      description =
          "Asks the opponent to take back your last move (and the reply if it is your turn).")
  @Extension(name = GameAnswerFilter.MARK, value = "200")
  public CompletionStage<Response> request(
      @Parameter(description = GameApi.GAME_ID) @PathParam("gameId") String gameId,
      @BeanParam CommandHeaders headers,
      @Context UriInfo uri) {
    return CommandAnswers.of(
        commands.send(gameId, new GameCommand.RequestTakeback(actor()), headers.options()),
        headers,
        uri.getPath());
  }

  @POST
  @Path("accept")
  @Problems({"nothing-pending"})
  @Operation(
      operationId = "acceptTakeback",
      summary = "Accept the takeback request",
      description =
          "Takes the requested moves back; the clocks keep their times and the side to move's runs from now.")
  @Extension(name = GameAnswerFilter.MARK, value = "200")
  public CompletionStage<Response> accept(
      @Parameter(description = GameApi.GAME_ID) @PathParam("gameId") String gameId,
      @BeanParam CommandHeaders headers,
      @Context UriInfo uri) {
    return CommandAnswers.of(
        commands.send(gameId, new GameCommand.AcceptTakeback(actor()), headers.options()),
        headers,
        uri.getPath());
  }

  @POST
  @Path("decline")
  @Problems({"nothing-pending"})
  @Operation(
      operationId = "declineTakeback",
      summary = "Decline the takeback request",
      description = "Refuses the opponent's request; playing a move declines it too.")
  @Extension(name = GameAnswerFilter.MARK, value = "200")
  public CompletionStage<Response> decline(
      @Parameter(description = GameApi.GAME_ID) @PathParam("gameId") String gameId,
      @BeanParam CommandHeaders headers,
      @Context UriInfo uri) {
    return CommandAnswers.of(
        commands.send(gameId, new GameCommand.DeclineTakeback(actor()), headers.options()),
        headers,
        uri.getPath());
  }
}
