package dev.chessplatform.game.api;

import dev.chessplatform.game.domain.GameCommand;
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
import java.util.function.Function;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.extensions.Extension;
import org.eclipse.microprofile.openapi.annotations.parameters.Parameter;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

/**
 * Proposals one player makes and the other answers, in one shape: a {@link Offer} is made, then
 * accepted or declined, and moving declines it.
 *
 * <p>Draw offers as the product's documents have them (seed 000): offered only by the side to move,
 * before or with its move, never withdrawn. Under {@code CLAIM} draw rules the player to move
 * claims threefold repetition or fifty moves instead (FIDE Laws 9.2, 9.3).
 *
 * <p>Takebacks between people: one ply (your move) on the opponent's turn, two (your move and the
 * reply) on yours. Against the computer, undo instead.
 */
@Path("/api/games/{gameId}")
@Tag(name = "games")
@Produces(MediaType.APPLICATION_JSON)
@Consumes(MediaType.APPLICATION_JSON)
@ProblemGroups.PlayerCommand
public class OffersResource {

  /** The three commands of one kind of proposal, each from the actor's player id. */
  record Offer(
      Function<String, GameCommand> make,
      Function<String, GameCommand> accept,
      Function<String, GameCommand> decline) {}

  static final Offer DRAW =
      new Offer(
          GameCommand.OfferDraw::new, GameCommand.AcceptDraw::new, GameCommand.DeclineDraw::new);

  static final Offer TAKEBACK =
      new Offer(
          GameCommand.RequestTakeback::new,
          GameCommand.AcceptTakeback::new,
          GameCommand.DeclineTakeback::new);

  private final PlayerCommands players;

  public OffersResource(PlayerCommands players) {
    this.players = players;
  }

  @POST
  @Path("draw/offer")
  @Problems({"draw-offer-not-allowed"})
  @Operation(
      operationId = "offerDraw",
      summary = "Offer a draw",
      description =
          "Offers a draw on your own turn, before your move (or send offerDraw with the move)."
              + " After your offer was declined you may offer again only once you have declined one"
              + " of the opponent's.")
  @Extension(name = GameAnswerFilter.MARK, value = "200")
  public CompletionStage<Response> offerDraw(
      @Parameter(description = GameApi.GAME_ID) @PathParam("gameId") String gameId,
      @BeanParam CommandHeaders headers,
      @Context UriInfo uri) {
    return players.send(gameId, DRAW.make(), headers, uri);
  }

  @POST
  @Path("draw/accept")
  @Problems({"nothing-pending"})
  @Operation(
      operationId = "acceptDraw",
      summary = "Accept the draw offer",
      description = "Accepts the opponent's pending offer: the game ends 1/2-1/2 by AGREEMENT.")
  @Extension(name = GameAnswerFilter.MARK, value = "200")
  public CompletionStage<Response> acceptDraw(
      @Parameter(description = GameApi.GAME_ID) @PathParam("gameId") String gameId,
      @BeanParam CommandHeaders headers,
      @Context UriInfo uri) {
    return players.send(gameId, DRAW.accept(), headers, uri);
  }

  @POST
  @Path("draw/decline")
  @Problems({"nothing-pending"})
  @Operation(
      operationId = "declineDraw",
      summary = "Decline the draw offer",
      description = "Declines the opponent's pending offer; playing a move declines it too.")
  @Extension(name = GameAnswerFilter.MARK, value = "200")
  public CompletionStage<Response> declineDraw(
      @Parameter(description = GameApi.GAME_ID) @PathParam("gameId") String gameId,
      @BeanParam CommandHeaders headers,
      @Context UriInfo uri) {
    return players.send(gameId, DRAW.decline(), headers, uri);
  }

  @POST
  @Path("draw/claim")
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
  public CompletionStage<Response> claimDraw(
      @Parameter(description = GameApi.GAME_ID) @PathParam("gameId") String gameId,
      @BeanParam CommandHeaders headers,
      @Context UriInfo uri) {
    return players.send(gameId, GameCommand.ClaimDraw::new, headers, uri);
  }

  @POST
  @Path("takeback/request")
  @Problems({"takeback-not-allowed"})
  @Operation(
      operationId = "requestTakeback",
      summary = "Request a takeback",
      description =
          "Asks the opponent to take back your last move (and the reply if it is your turn).")
  @Extension(name = GameAnswerFilter.MARK, value = "200")
  public CompletionStage<Response> requestTakeback(
      @Parameter(description = GameApi.GAME_ID) @PathParam("gameId") String gameId,
      @BeanParam CommandHeaders headers,
      @Context UriInfo uri) {
    return players.send(gameId, TAKEBACK.make(), headers, uri);
  }

  @POST
  @Path("takeback/accept")
  @Problems({"nothing-pending"})
  @Operation(
      operationId = "acceptTakeback",
      summary = "Accept the takeback request",
      description =
          "Takes the requested moves back; the clocks keep their times and the side to move's runs from now.")
  @Extension(name = GameAnswerFilter.MARK, value = "200")
  public CompletionStage<Response> acceptTakeback(
      @Parameter(description = GameApi.GAME_ID) @PathParam("gameId") String gameId,
      @BeanParam CommandHeaders headers,
      @Context UriInfo uri) {
    return players.send(gameId, TAKEBACK.accept(), headers, uri);
  }

  @POST
  @Path("takeback/decline")
  @Problems({"nothing-pending"})
  @Operation(
      operationId = "declineTakeback",
      summary = "Decline the takeback request",
      description = "Refuses the opponent's request; playing a move declines it too.")
  @Extension(name = GameAnswerFilter.MARK, value = "200")
  public CompletionStage<Response> declineTakeback(
      @Parameter(description = GameApi.GAME_ID) @PathParam("gameId") String gameId,
      @BeanParam CommandHeaders headers,
      @Context UriInfo uri) {
    return players.send(gameId, TAKEBACK.decline(), headers, uri);
  }
}
