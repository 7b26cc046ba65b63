package dev.chessplatform.game.api;

import dev.chessplatform.events.game.Colour;
import dev.chessplatform.game.api.GameRequests.MoveRequest;
import dev.chessplatform.game.api.GameRequests.SeatRequest;
import dev.chessplatform.game.domain.GameCommand;
import dev.chessplatform.identity.CurrentCaller;
import dev.chessplatform.problems.Problem;
import dev.chessplatform.problems.ProblemException;
import dev.chessplatform.problems.ProblemType;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.HeaderParam;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.UriInfo;
import java.util.Locale;
import java.util.concurrent.CompletionStage;
import java.util.function.Function;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

/**
 * Commands on one game. Each answers the game after the command (with its {@code ETag}) only once
 * the events are committed to Kafka; each takes {@code If-Match} and {@code Idempotency-Key}.
 */
@Path("/api/games/{gameId}")
@Tag(name = "games")
@Produces(MediaType.APPLICATION_JSON)
@Consumes(MediaType.APPLICATION_JSON)
public class GameCommandResource {

  static final String PLAY = "game:play";

  private final CommandGateway gateway;
  private final CurrentCaller caller;

  public GameCommandResource(CommandGateway gateway, CurrentCaller caller) {
    this.gateway = gateway;
    this.caller = caller;
  }

  private CompletionStage<Response> run(
      String gameId,
      Function<String, GameCommand> command,
      String ifMatch,
      String key,
      UriInfo uri) {
    String actor = caller.requireScope(PLAY).playerId();
    return gateway.send(gameId, command.apply(actor), ifMatch, key, 200, uri.getPath());
  }

  @POST
  @Path("moves")
  @Operation(summary = "Play a move (UCI or SAN), optionally offering a draw with it")
  public CompletionStage<Response> move(
      @PathParam("gameId") String gameId,
      MoveRequest body,
      @HeaderParam(CommandGateway.IF_MATCH) String ifMatch,
      @HeaderParam(CommandGateway.IDEMPOTENCY_KEY) String key,
      @jakarta.ws.rs.core.Context UriInfo uri) {
    if (body == null || body.move() == null) {
      throw new ProblemException(
          Problem.of(ProblemType.INVALID_FIELD)
              .detail("A move is required")
              .with("field", "move")
              .build());
    }
    boolean offer = Boolean.TRUE.equals(body.offerDraw());
    return run(gameId, a -> new GameCommand.PlayMove(a, body.move(), offer), ifMatch, key, uri);
  }

  @POST
  @Path("join")
  @Operation(summary = "Take the free seat: accept a seek or challenge, or sit down in a room")
  public CompletionStage<Response> join(
      @PathParam("gameId") String gameId,
      SeatRequest body,
      @HeaderParam(CommandGateway.IF_MATCH) String ifMatch,
      @HeaderParam(CommandGateway.IDEMPOTENCY_KEY) String key,
      @jakarta.ws.rs.core.Context UriInfo uri) {
    Colour seat = seat(body == null ? null : body.seat());
    return run(gameId, a -> new GameCommand.Join(a, seat), ifMatch, key, uri);
  }

  static Colour seat(String seat) {
    if (seat == null || seat.isBlank()) {
      return null;
    }
    return switch (seat.toUpperCase(Locale.ROOT)) {
      case "WHITE", "LEFT" -> Colour.WHITE;
      case "BLACK", "RIGHT" -> Colour.BLACK;
      default ->
          throw new ProblemException(
              Problem.of(ProblemType.INVALID_FIELD)
                  .detail("seat is LEFT (white) or RIGHT (black)")
                  .with("field", "seat")
                  .build());
    };
  }

  @POST
  @Path("{action: leave|swap|start|cancel|resign|abort|undo}")
  @Operation(
      summary =
          "Room and game actions: leave a seat, swap colours, start, cancel (withdraw a seek,"
              + " close a room, decline a challenge), resign, abort, undo (against the computer:"
              + " your last move and its reply, clocks restored)")
  public CompletionStage<Response> act(
      @PathParam("gameId") String gameId,
      @PathParam("action") String action,
      @HeaderParam(CommandGateway.IF_MATCH) String ifMatch,
      @HeaderParam(CommandGateway.IDEMPOTENCY_KEY) String key,
      @jakarta.ws.rs.core.Context UriInfo uri) {
    Function<String, GameCommand> command =
        switch (action) {
          case "leave" -> GameCommand.LeaveSeat::new;
          case "swap" -> GameCommand.SwapColours::new;
          case "start" -> GameCommand.Start::new;
          case "cancel" -> GameCommand.Cancel::new;
          case "resign" -> GameCommand.Resign::new;
          case "undo" -> GameCommand.Undo::new;
          default -> GameCommand.Abort::new;
        };
    return run(gameId, command, ifMatch, key, uri);
  }

  @POST
  @Path("draw/{action: offer|accept|decline|claim}")
  @Operation(summary = "Offer, accept or decline a draw, or claim one under the CLAIM rules")
  public CompletionStage<Response> draw(
      @PathParam("gameId") String gameId,
      @PathParam("action") String action,
      @HeaderParam(CommandGateway.IF_MATCH) String ifMatch,
      @HeaderParam(CommandGateway.IDEMPOTENCY_KEY) String key,
      @jakarta.ws.rs.core.Context UriInfo uri) {
    Function<String, GameCommand> command =
        switch (action) {
          case "offer" -> GameCommand.OfferDraw::new;
          case "accept" -> GameCommand.AcceptDraw::new;
          case "decline" -> GameCommand.DeclineDraw::new;
          default -> GameCommand.ClaimDraw::new;
        };
    return run(gameId, command, ifMatch, key, uri);
  }

  @POST
  @Path("takeback/{action: request|accept|decline}")
  @Operation(summary = "Request, accept or decline a takeback")
  public CompletionStage<Response> takeback(
      @PathParam("gameId") String gameId,
      @PathParam("action") String action,
      @HeaderParam(CommandGateway.IF_MATCH) String ifMatch,
      @HeaderParam(CommandGateway.IDEMPOTENCY_KEY) String key,
      @jakarta.ws.rs.core.Context UriInfo uri) {
    Function<String, GameCommand> command =
        switch (action) {
          case "request" -> GameCommand.RequestTakeback::new;
          case "accept" -> GameCommand.AcceptTakeback::new;
          default -> GameCommand.DeclineTakeback::new;
        };
    return run(gameId, command, ifMatch, key, uri);
  }
}
