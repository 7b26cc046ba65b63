package dev.chessplatform.game.api;

import dev.chessplatform.events.game.GameMode;
import dev.chessplatform.game.api.GameRequests.NewGameRequest;
import dev.chessplatform.game.domain.GameCommand;
import dev.chessplatform.problems.Problems;
import io.smallrye.common.annotation.Blocking;
import jakarta.ws.rs.BeanParam;
import jakarta.ws.rs.Consumes;
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

/** Direct challenges: a game of mode CHALLENGE that only the named player may accept. */
@Path("/api/challenges")
@Tag(name = "challenges")
@Produces(MediaType.APPLICATION_JSON)
@Consumes(MediaType.APPLICATION_JSON)
public class ChallengesResource {

  private final GameCreation creation;
  private final PlayerCommands players;
  private final WaitingGames waiting;

  public ChallengesResource(GameCreation creation, PlayerCommands players, WaitingGames waiting) {
    this.creation = creation;
    this.players = players;
    this.waiting = waiting;
  }

  @GET
  @Blocking
  @Problems({"unauthenticated", "forbidden"})
  @Operation(
      operationId = "listChallenges",
      summary = "List your open challenges",
      description =
          "The challenges waiting for an answer that you made or that are for you, oldest first.")
  @APIResponse(
      responseCode = "200",
      description = "Your open challenges, oldest first",
      content =
          @Content(
              mediaType = MediaType.APPLICATION_JSON,
              schema = @Schema(type = SchemaType.ARRAY, implementation = GameView.class)))
  public List<GameView> challenges() {
    String me = players.actor();
    return waiting.of(
        GameMode.CHALLENGE,
        s -> me.equals(s.settings().createdBy()) || me.equals(s.settings().invitedPlayer()));
  }

  @POST
  @ProblemGroups.Create
  @Problems({"unknown-player", "service-unavailable"})
  @Operation(
      operationId = "createChallenge",
      summary = "Challenge a player",
      description =
          "Challenges the player named in opponent (mode CHALLENGE whatever the body says).")
  @RequestBody(
      required = true,
      content =
          @Content(
              mediaType = MediaType.APPLICATION_JSON,
              schema = @Schema(implementation = NewGameRequest.class),
              examples = {
                @ExampleObject(
                    name = "a rapid challenge",
                    value =
                        "{\"opponent\":\"bob\",\"clock\":{\"preset\":\"rapid\"},\"colour\":\"WHITE\"}")
              }))
  @APIResponse(responseCode = "201", description = "The new game, waiting for its second player")
  @Extension(name = GameAnswerFilter.MARK, value = "201")
  public CompletionStage<Response> challenge(
      NewGameRequest body,
      @Parameter(description = GameApi.CREATE_KEY_DOC) @HeaderParam(GameApi.IDEMPOTENCY_KEY)
          String key,
      @Context UriInfo uri) {
    return creation.create(players.actor(), body, GameMode.CHALLENGE, key, uri.getPath());
  }

  @POST
  @Path("{gameId}/accept")
  @ProblemGroups.Command
  @Problems({"already-started", "seat-taken", "not-invited"})
  @Operation(
      operationId = "acceptChallenge",
      summary = "Accept a challenge",
      description = "The invited player takes the free seat: the game starts.")
  @Extension(name = GameAnswerFilter.MARK, value = "200")
  public CompletionStage<Response> accept(
      @Parameter(description = GameApi.GAME_ID) @PathParam("gameId") String gameId,
      @BeanParam CommandHeaders headers,
      @Context UriInfo uri) {
    return players.send(gameId, actor -> new GameCommand.Join(actor, null), headers, uri);
  }

  @POST
  @Path("{gameId}/decline")
  @ProblemGroups.Command
  @Problems({"already-started", "not-a-player"})
  @Operation(
      operationId = "declineChallenge",
      summary = "Decline or withdraw a challenge",
      description =
          "The invited player declines the challenge, or its creator withdraws it: the game is"
              + " CANCELLED.")
  @Extension(name = GameAnswerFilter.MARK, value = "200")
  public CompletionStage<Response> decline(
      @Parameter(description = GameApi.GAME_ID) @PathParam("gameId") String gameId,
      @BeanParam CommandHeaders headers,
      @Context UriInfo uri) {
    return players.send(gameId, GameCommand.Cancel::new, headers, uri);
  }
}
