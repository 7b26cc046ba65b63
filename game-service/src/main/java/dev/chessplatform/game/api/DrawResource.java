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
 * Draw offers as the product's documents have them (seed 000): offered only by the side to move,
 * before or with its move, never withdrawn; the opponent accepts or declines, and moving declines
 * it. Under {@code CLAIM} draw rules the player to move claims threefold repetition or fifty moves
 * (FIDE Laws 9.2, 9.3).
 */
@Path("/api/games/{gameId}/draw")
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
public class DrawResource {

  private final GameCommands commands;
  private final CurrentCaller caller;

  public DrawResource(GameCommands commands, CurrentCaller caller) {
    this.commands = commands;
    this.caller = caller;
  }

  private String actor() {
    return caller.requireScope(GameApi.PLAY).playerId();
  }

  @POST
  @Path("offer")
  @Problems({"draw-offer-not-allowed"})
  @Operation(
      operationId = "offerDraw",
      summary = "Offer a draw",
      description =
          "Offers a draw on your own turn, before your move (or send offerDraw with the move)."
              + " After your offer was declined you may offer again only once you have declined one"
              + " of the opponent's.")
  @Extension(name = GameAnswerFilter.MARK, value = "200")
  public CompletionStage<Response> offer(
      @Parameter(description = GameApi.GAME_ID) @PathParam("gameId") String gameId,
      @BeanParam CommandHeaders headers,
      @Context UriInfo uri) {
    return CommandAnswers.of(
        commands.send(gameId, new GameCommand.OfferDraw(actor()), headers.options()),
        headers,
        uri.getPath());
  }

  @POST
  @Path("accept")
  @Problems({"nothing-pending"})
  @Operation(
      operationId = "acceptDraw",
      summary = "Accept the draw offer",
      description = "Accepts the opponent's pending offer: the game ends 1/2-1/2 by AGREEMENT.")
  @Extension(name = GameAnswerFilter.MARK, value = "200")
  public CompletionStage<Response> accept(
      @Parameter(description = GameApi.GAME_ID) @PathParam("gameId") String gameId,
      @BeanParam CommandHeaders headers,
      @Context UriInfo uri) {
    return CommandAnswers.of(
        commands.send(gameId, new GameCommand.AcceptDraw(actor()), headers.options()),
        headers,
        uri.getPath());
  }

  @POST
  @Path("decline")
  @Problems({"nothing-pending"})
  @Operation(
      operationId = "declineDraw",
      summary = "Decline the draw offer",
      description = "Declines the opponent's pending offer; playing a move declines it too.")
  @Extension(name = GameAnswerFilter.MARK, value = "200")
  public CompletionStage<Response> decline(
      @Parameter(description = GameApi.GAME_ID) @PathParam("gameId") String gameId,
      @BeanParam CommandHeaders headers,
      @Context UriInfo uri) {
    return CommandAnswers.of(
        commands.send(gameId, new GameCommand.DeclineDraw(actor()), headers.options()),
        headers,
        uri.getPath());
  }

  @POST
  @Path("claim")
  @Problems({"not-your-turn", "claim-not-allowed"})
  @Operation(
      operationId = "claimDraw",
      summary = "Claim a draw",
      description =
          "Under CLAIM draw rules, the player to move claims a draw when the position has occurred"
              + " three times (FIDE 9.2) or fifty moves by each side passed without a capture or"
              + " pawn move (FIDE 9.3); the game ends 1/2-1/2. Under AUTOMATIC rules these draws"
              + " end the game by themselves.")
  @Extension(name = GameAnswerFilter.MARK, value = "200")
  public CompletionStage<Response> claim(
      @Parameter(description = GameApi.GAME_ID) @PathParam("gameId") String gameId,
      @BeanParam CommandHeaders headers,
      @Context UriInfo uri) {
    return CommandAnswers.of(
        commands.send(gameId, new GameCommand.ClaimDraw(actor()), headers.options()),
        headers,
        uri.getPath());
  }
}
