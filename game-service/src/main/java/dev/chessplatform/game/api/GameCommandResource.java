package dev.chessplatform.game.api;

import dev.chessplatform.events.game.Colour;
import dev.chessplatform.game.api.GameRequests.MoveRequest;
import dev.chessplatform.game.api.GameRequests.SeatRequest;
import dev.chessplatform.game.application.GameCommands;
import dev.chessplatform.game.application.Rematches;
import dev.chessplatform.game.domain.GameCommand;
import dev.chessplatform.identity.CurrentCaller;
import dev.chessplatform.problems.Problem;
import dev.chessplatform.problems.ProblemException;
import dev.chessplatform.problems.ProblemType;
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
import java.util.Locale;
import java.util.concurrent.CompletionStage;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.extensions.Extension;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.ExampleObject;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.parameters.Parameter;
import org.eclipse.microprofile.openapi.annotations.parameters.RequestBody;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

/**
 * Playing a game: moves, taking the free seat, resigning, aborting, giving the opponent more time,
 * and undo against the computer. Each answers the game after the command (with its {@code ETag})
 * only once the events are committed to Kafka; each takes {@code If-Match} and {@code
 * Idempotency-Key}. Draws and takebacks have their own resources.
 */
@Path("/api/games/{gameId}")
@Tag(name = "games")
@Produces(MediaType.APPLICATION_JSON)
@Consumes(MediaType.APPLICATION_JSON)
public class GameCommandResource {

  private final GameCommands commands;
  private final Rematches rematches;
  private final CurrentCaller caller;
  private final CommandScopes scopes;

  public GameCommandResource(
      GameCommands commands, Rematches rematches, CurrentCaller caller, CommandScopes scopes) {
    this.commands = commands;
    this.rematches = rematches;
    this.caller = caller;
    this.scopes = scopes;
  }

  /** The player of a command only game:play allows (taking a seat). */
  private String actor() {
    return caller.requireScope(GameApi.PLAY).playerId();
  }

  /** The player of a command a guest may send in an unrated game against the computer. */
  private String actorIn(String gameId) {
    return scopes.inComputerGame(gameId);
  }

  @POST
  @Path("moves")
  @ProblemGroups.PlayerCommand
  @Problems({
    "malformed-request",
    "unsupported-media-type",
    "not-your-turn",
    "draw-offer-not-allowed",
    "illegal-move",
    "computer-games-only"
  })
  @Operation(
      operationId = "playMove",
      summary = "Play a move",
      description =
          "Plays a move in UCI or SAN on your turn, optionally offering a draw with it. Moving"
              + " declines the opponent's pending draw offer or takeback request. A move that ends"
              + " the game (mate, stalemate, automatic draws) answers the ended game.")
  @RequestBody(
      required = true,
      content =
          @Content(
              mediaType = MediaType.APPLICATION_JSON,
              schema = @Schema(implementation = MoveRequest.class),
              examples = {
                @ExampleObject(name = "uci", value = "{\"move\":\"e2e4\"}"),
                @ExampleObject(name = "san", value = "{\"move\":\"Nf3\"}"),
                @ExampleObject(
                    name = "with a draw offer",
                    value = "{\"move\":\"e7e8q\",\"offerDraw\":true}")
              }))
  @Extension(name = GameAnswerFilter.MARK, value = "200")
  public CompletionStage<Response> move(
      @Parameter(description = GameApi.GAME_ID) @PathParam("gameId") String gameId,
      MoveRequest body,
      @BeanParam CommandHeaders headers,
      @Context UriInfo uri) {
    if (body == null || body.move() == null) {
      throw new ProblemException(
          Problem.of(ProblemType.INVALID_FIELD)
              .detail("A move is required, in UCI (e2e4) or SAN (Nf3)")
              .with("field", "move")
              .build());
    }
    boolean offer = Boolean.TRUE.equals(body.offerDraw());
    return CommandAnswers.of(
        commands.send(
            gameId,
            new GameCommand.PlayMove(actorIn(gameId), body.move(), offer),
            headers.options()),
        headers,
        uri.getPath());
  }

  @POST
  @Path("join")
  @TakesFreeSeat
  @ProblemGroups.Command
  @Problems({
    "malformed-request",
    "unsupported-media-type",
    "already-started",
    "seat-taken",
    "not-invited"
  })
  @Operation(
      operationId = "joinGame",
      summary = "Take the free seat",
      description =
          "Takes the free seat of a waiting game of any mode: a seek or challenge starts at once,"
              + " in a room the game waits for a start. The lobby, challenge and room endpoints"
              + " (acceptSeek, acceptChallenge, sitDown) do the same under the product's words.")
  @RequestBody(
      content =
          @Content(
              mediaType = MediaType.APPLICATION_JSON,
              schema = @Schema(implementation = SeatRequest.class),
              examples = {
                @ExampleObject(name = "the free seat", value = "{}"),
                @ExampleObject(name = "a named seat", value = "{\"seat\":\"BLACK\"}")
              }))
  @Extension(name = GameAnswerFilter.MARK, value = "200")
  public CompletionStage<Response> join(
      @Parameter(description = GameApi.GAME_ID) @PathParam("gameId") String gameId,
      SeatRequest body,
      @BeanParam CommandHeaders headers,
      @Context UriInfo uri) {
    Colour seat = seat(body == null ? null : body.seat(), "seat");
    return CommandAnswers.of(
        commands.send(gameId, new GameCommand.Join(actor(), seat), headers.options()),
        headers,
        uri.getPath());
  }

  /** A seat as clients name it: WHITE or LEFT, BLACK or RIGHT, in any case; null for any. */
  static Colour seat(String seat, String field) {
    if (seat == null || seat.isBlank()) {
      return null;
    }
    return switch (seat.toUpperCase(Locale.ROOT)) {
      case "WHITE", "LEFT" -> Colour.WHITE;
      case "BLACK", "RIGHT" -> Colour.BLACK;
      default ->
          throw new ProblemException(
              Problem.of(ProblemType.INVALID_FIELD)
                  .detail("A seat is LEFT (white) or RIGHT (black)")
                  .with("field", field)
                  .build());
    };
  }

  @POST
  @Path("rematch")
  @ProblemGroups.Command
  @Problems({
    "unknown-player",
    "service-unavailable",
    "already-started",
    "seat-taken",
    "not-a-player",
    "not-invited",
    "rematch-not-allowed"
  })
  @Operation(
      operationId = "offerRematch",
      summary = "Offer or accept a rematch",
      description =
          "After the end of a game between people: the first player to ask offers a rematch"
              + " (RematchOffered on this game's stream) and the answer is the rematch, a challenge"
              + " to the opponent with the same clock and rating rule and the colours swapped; the"
              + " opponent asking too accepts it and the answer is the rematch started. Asking again"
              + " answers the same rematch. Its id is also in the RematchOffered event.")
  @Extension(name = GameAnswerFilter.MARK, value = "200")
  public CompletionStage<Response> rematch(
      @Parameter(description = GameApi.GAME_ID) @PathParam("gameId") String gameId,
      @BeanParam CommandHeaders headers,
      @Context UriInfo uri) {
    return CommandAnswers.of(
        rematches.ask(gameId, actor(), headers.options()), headers, uri.getPath());
  }

  @POST
  @Path("resign")
  @ProblemGroups.PlayerCommand
  @Problems({"computer-games-only"})
  @Operation(
      operationId = "resignGame",
      summary = "Resign",
      description =
          "Gives the game to the opponent, on either player's turn: it ends 1-0 or 0-1 by"
              + " RESIGNATION.")
  @Extension(name = GameAnswerFilter.MARK, value = "200")
  public CompletionStage<Response> resign(
      @Parameter(description = GameApi.GAME_ID) @PathParam("gameId") String gameId,
      @BeanParam CommandHeaders headers,
      @Context UriInfo uri) {
    return CommandAnswers.of(
        commands.send(gameId, new GameCommand.Resign(actorIn(gameId)), headers.options()),
        headers,
        uri.getPath());
  }

  @POST
  @Path("more-time")
  @ProblemGroups.PlayerCommand
  @Problems({"more-time-not-allowed"})
  @Operation(
      operationId = "giveMoreTime",
      summary = "Give the opponent 15 seconds",
      description =
          "Adds 15 seconds to the opponent's clock (TimeGiven on the game's stream), on either"
              + " player's turn, in a timed game between people; a running clock runs on from its"
              + " new value. `more-time-not-allowed` with a `reason`: UNTIMED (no clock),"
              + " COMPUTER_GAME (the computer plays on no clock), OPPONENT_CLOCK_FULL (it shows"
              + " two hours or more).")
  @Extension(name = GameAnswerFilter.MARK, value = "200")
  public CompletionStage<Response> giveMoreTime(
      @Parameter(description = GameApi.GAME_ID) @PathParam("gameId") String gameId,
      @BeanParam CommandHeaders headers,
      @Context UriInfo uri) {
    return CommandAnswers.of(
        commands.send(gameId, new GameCommand.GiveMoreTime(actor()), headers.options()),
        headers,
        uri.getPath());
  }

  @POST
  @Path("abort")
  @ProblemGroups.PlayerCommand
  @Problems({"abort-not-allowed", "computer-games-only"})
  @Operation(
      operationId = "abortGame",
      summary = "Abort",
      description =
          "Calls the game off before both sides have moved: it ends with result * by ABORTED and"
              + " counts for nobody. Later, resign instead.")
  @Extension(name = GameAnswerFilter.MARK, value = "200")
  public CompletionStage<Response> abort(
      @Parameter(description = GameApi.GAME_ID) @PathParam("gameId") String gameId,
      @BeanParam CommandHeaders headers,
      @Context UriInfo uri) {
    return CommandAnswers.of(
        commands.send(gameId, new GameCommand.Abort(actorIn(gameId)), headers.options()),
        headers,
        uri.getPath());
  }

  @POST
  @Path("undo")
  @ProblemGroups.PlayerCommand
  @Problems({"undo-not-allowed", "computer-games-only"})
  @Operation(
      operationId = "undoMove",
      summary = "Undo against the computer",
      description =
          "In an unrated game against the computer, takes back your last move and the computer's"
              + " reply (only your move while the computer is thinking); both clocks go back to"
              + " what they showed then. Between people, request a takeback instead.")
  @Extension(name = GameAnswerFilter.MARK, value = "200")
  public CompletionStage<Response> undo(
      @Parameter(description = GameApi.GAME_ID) @PathParam("gameId") String gameId,
      @BeanParam CommandHeaders headers,
      @Context UriInfo uri) {
    return CommandAnswers.of(
        commands.send(gameId, new GameCommand.Undo(actorIn(gameId)), headers.options()),
        headers,
        uri.getPath());
  }
}
