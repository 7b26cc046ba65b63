package dev.chessplatform.game.api;

import dev.chessplatform.events.game.GameMode;
import dev.chessplatform.game.api.GameRequests.NewGameRequest;
import dev.chessplatform.game.domain.GameCommand;
import dev.chessplatform.problems.Problems;
import io.smallrye.common.annotation.Blocking;
import jakarta.ws.rs.BeanParam;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.DELETE;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.HeaderParam;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.UriInfo;
import java.util.List;
import java.util.concurrent.CompletionStage;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.enums.SchemaType;
import org.eclipse.microprofile.openapi.annotations.extensions.Extension;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.ExampleObject;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.parameters.Parameter;
import org.eclipse.microprofile.openapi.annotations.parameters.RequestBody;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

/**
 * Rooms with two seats (seed 004, 联众): the creator proposes the time control and sits on the chosen
 * seat (left = white, right = black); the second player accepts the time control by sitting on the
 * free seat. Before the start either seated player may swap colours or start; the second player may
 * stand up; the creator closes the room.
 */
@Path("/api/rooms")
@Tag(name = "rooms")
@Produces(MediaType.APPLICATION_JSON)
@Consumes(MediaType.APPLICATION_JSON)
public class RoomsResource {

  private final GameCreation creation;
  private final PlayerCommands players;
  private final WaitingGames waiting;

  public RoomsResource(GameCreation creation, PlayerCommands players, WaitingGames waiting) {
    this.creation = creation;
    this.players = players;
    this.waiting = waiting;
  }

  @GET
  @Blocking
  @Problems({"unauthenticated"})
  @Operation(
      operationId = "listRooms",
      summary = "List rooms",
      description = "Public rooms waiting for a player or for the start, oldest first.")
  @APIResponse(
      responseCode = "200",
      description = "The waiting rooms, oldest first",
      content =
          @Content(
              mediaType = MediaType.APPLICATION_JSON,
              schema = @Schema(type = SchemaType.ARRAY, implementation = GameView.class)))
  public List<GameView> rooms() {
    return waiting.of(GameMode.ROOM, s -> !s.isPrivate());
  }

  @POST
  @ProblemGroups.Create
  @Operation(
      operationId = "createRoom",
      summary = "Open a room",
      description =
          "Opens a room (mode ROOM whatever the body says) with the time control you propose; you sit"
              + " on the seat of the colour asked for (WHITE is the left seat).")
  @RequestBody(
      required = true,
      content =
          @Content(
              mediaType = MediaType.APPLICATION_JSON,
              schema = @Schema(implementation = NewGameRequest.class),
              examples = {
                @ExampleObject(
                    name = "a match-mode room, left seat",
                    value = "{\"clock\":{\"preset\":\"match\"},\"colour\":\"WHITE\"}"),
                @ExampleObject(
                    name = "fast mode, custom clock",
                    value = "{\"clock\":{\"initialSeconds\":300,\"incrementSeconds\":3}}")
              }))
  @APIResponse(responseCode = "201", description = "The new game, waiting for its second player")
  @Extension(name = GameAnswerFilter.MARK, value = "201")
  public CompletionStage<Response> room(
      NewGameRequest body,
      @Parameter(description = GameApi.CREATE_KEY_DOC) @HeaderParam(GameApi.IDEMPOTENCY_KEY)
          String key,
      @Context UriInfo uri) {
    return creation.create(players.actor(), body, GameMode.ROOM, key, uri.getPath());
  }

  @DELETE
  @Path("{gameId}")
  @ProblemGroups.Command
  @Problems({"already-started", "not-a-player"})
  @Operation(
      operationId = "closeRoom",
      summary = "Close your room",
      description = "The creator closes the room before the start: the game is CANCELLED.")
  @Extension(name = GameAnswerFilter.MARK, value = "200")
  public CompletionStage<Response> closeRoom(
      @Parameter(description = GameApi.GAME_ID) @PathParam("gameId") String gameId,
      @BeanParam CommandHeaders headers,
      @Context UriInfo uri) {
    return players.send(gameId, GameCommand.Cancel::new, headers, uri);
  }

  @POST
  @Path("{gameId}/seats/{seat}")
  @TakesFreeSeat
  @ProblemGroups.Command
  @Problems({"already-started", "seat-taken"})
  @Operation(
      operationId = "sitDown",
      summary = "Sit down",
      description =
          "Takes the named seat, which must be free, and so accepts the proposed time control; the"
              + " game waits for a start.")
  @Extension(name = GameAnswerFilter.MARK, value = "200")
  public CompletionStage<Response> sit(
      @Parameter(description = GameApi.GAME_ID) @PathParam("gameId") String gameId,
      @Parameter(
              description = "left is the white seat, right the black one",
              schema =
                  @Schema(
                      type = SchemaType.STRING,
                      enumeration = {"left", "right"}))
          @PathParam("seat")
          String seat,
      @BeanParam CommandHeaders headers,
      @Context UriInfo uri) {
    return players.send(
        gameId,
        actor -> new GameCommand.Join(actor, GameCommandResource.seat(seat, "seat")),
        headers,
        uri);
  }

  @POST
  @Path("{gameId}/swap")
  @ProblemGroups.Command
  @Problems({"already-started", "not-a-player", "invalid-game-settings", "not-started"})
  @Operation(
      operationId = "swapSeats",
      summary = "Swap colours",
      description =
          "Either seated player exchanges the colours of the two seated players (交换), before the"
              + " start.")
  @Extension(name = GameAnswerFilter.MARK, value = "200")
  public CompletionStage<Response> swap(
      @Parameter(description = GameApi.GAME_ID) @PathParam("gameId") String gameId,
      @BeanParam CommandHeaders headers,
      @Context UriInfo uri) {
    return players.send(gameId, GameCommand.SwapColours::new, headers, uri);
  }

  @POST
  @Path("{gameId}/start")
  @ProblemGroups.Command
  @Problems({"already-started", "not-a-player", "invalid-game-settings", "not-started"})
  @Operation(
      operationId = "startRoomGame",
      summary = "Start the game",
      description =
          "Either seated player starts the game once both seats are taken (开始): white's clock runs.")
  @Extension(name = GameAnswerFilter.MARK, value = "200")
  public CompletionStage<Response> start(
      @Parameter(description = GameApi.GAME_ID) @PathParam("gameId") String gameId,
      @BeanParam CommandHeaders headers,
      @Context UriInfo uri) {
    return players.send(gameId, GameCommand.Start::new, headers, uri);
  }

  @POST
  @Path("{gameId}/leave")
  @ProblemGroups.Command
  @Problems({"already-started", "not-a-player", "invalid-game-settings"})
  @Operation(
      operationId = "leaveSeat",
      summary = "Stand up",
      description =
          "The second player leaves his seat before the start; the creator closes the room instead.")
  @Extension(name = GameAnswerFilter.MARK, value = "200")
  public CompletionStage<Response> leave(
      @Parameter(description = GameApi.GAME_ID) @PathParam("gameId") String gameId,
      @BeanParam CommandHeaders headers,
      @Context UriInfo uri) {
    return players.send(gameId, GameCommand.LeaveSeat::new, headers, uri);
  }
}
