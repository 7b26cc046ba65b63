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
 * The lobby: open public seeks anyone may accept. A seek is a game of mode SEEK waiting for its
 * second player; accepting it starts the game.
 */
@Path("/api/lobby/seeks")
@Tag(name = "lobby")
@Produces(MediaType.APPLICATION_JSON)
@Consumes(MediaType.APPLICATION_JSON)
public class LobbyResource {

  private final GameCreation creation;
  private final PlayerCommands players;
  private final WaitingGames waiting;

  public LobbyResource(GameCreation creation, PlayerCommands players, WaitingGames waiting) {
    this.creation = creation;
    this.players = players;
    this.waiting = waiting;
  }

  @GET
  @Blocking
  @Problems({"unauthenticated"})
  @Operation(
      operationId = "listSeeks",
      summary = "List open seeks",
      description =
          "The public seeks waiting for a player, oldest first. Follow streamLobby for changes.")
  @APIResponse(
      responseCode = "200",
      description = "The open seeks, oldest first",
      content =
          @Content(
              mediaType = MediaType.APPLICATION_JSON,
              schema = @Schema(type = SchemaType.ARRAY, implementation = GameView.class)))
  public List<GameView> seeks() {
    return waiting.of(GameMode.SEEK, s -> !s.isPrivate());
  }

  @POST
  @ProblemGroups.Create
  @Operation(
      operationId = "createSeek",
      summary = "Open a seek",
      description =
          "Opens a seek in the lobby (mode SEEK whatever the body says); the first player to accept"
              + " it plays you.")
  @RequestBody(
      required = true,
      content =
          @Content(
              mediaType = MediaType.APPLICATION_JSON,
              schema = @Schema(implementation = NewGameRequest.class),
              examples = {
                @ExampleObject(
                    name = "a rated blitz seek",
                    value = "{\"clock\":{\"preset\":\"blitz\"},\"rated\":true}"),
                @ExampleObject(name = "untimed, as black", value = "{\"colour\":\"BLACK\"}")
              }))
  @APIResponse(responseCode = "201", description = "The new game, waiting for its second player")
  @Extension(name = GameAnswerFilter.MARK, value = "201")
  public CompletionStage<Response> seek(
      NewGameRequest body,
      @Parameter(description = GameApi.CREATE_KEY_DOC) @HeaderParam(GameApi.IDEMPOTENCY_KEY)
          String key,
      @Context UriInfo uri) {
    return creation.create(players.actor(), body, GameMode.SEEK, key, uri.getPath());
  }

  @POST
  @Path("{gameId}/accept")
  @TakesFreeSeat
  @ProblemGroups.Command
  @Problems({"already-started", "seat-taken"})
  @Operation(
      operationId = "acceptSeek",
      summary = "Accept a seek",
      description = "Takes the free seat of a seek: the game starts and white's clock runs.")
  @Extension(name = GameAnswerFilter.MARK, value = "200")
  public CompletionStage<Response> acceptSeek(
      @Parameter(description = GameApi.GAME_ID) @PathParam("gameId") String gameId,
      @BeanParam CommandHeaders headers,
      @Context UriInfo uri) {
    return players.send(gameId, actor -> new GameCommand.Join(actor, null), headers, uri);
  }

  @DELETE
  @Path("{gameId}")
  @ProblemGroups.Command
  @Problems({"already-started", "not-a-player"})
  @Operation(
      operationId = "withdrawSeek",
      summary = "Withdraw your seek",
      description = "Withdraws your seek before anyone accepts it: the game is CANCELLED.")
  @Extension(name = GameAnswerFilter.MARK, value = "200")
  public CompletionStage<Response> withdrawSeek(
      @Parameter(description = GameApi.GAME_ID) @PathParam("gameId") String gameId,
      @BeanParam CommandHeaders headers,
      @Context UriInfo uri) {
    return players.send(gameId, GameCommand.Cancel::new, headers, uri);
  }
}
