package dev.chessplatform.game.api;

import dev.chessplatform.events.game.GameMode;
import dev.chessplatform.game.api.GameRequests.NewGame;
import dev.chessplatform.game.application.GameRegistry;
import dev.chessplatform.game.application.LiveGame;
import dev.chessplatform.game.domain.GameCommand;
import dev.chessplatform.game.domain.GameState;
import dev.chessplatform.game.domain.GameStatus;
import dev.chessplatform.identity.CurrentCaller;
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
import java.time.Instant;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.CompletionStage;
import java.util.function.Predicate;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

/**
 * Finding an opponent: open seeks in the lobby, direct challenges, and rooms with two seats (left
 * seat white, right seat black, seed 004). Each is a game waiting for its second player; these
 * endpoints are the same commands as {@code /api/games/{id}/...} under the product's words.
 */
@Path("/api")
@Tag(name = "matchmaking")
@Produces(MediaType.APPLICATION_JSON)
@Consumes(MediaType.APPLICATION_JSON)
public class MatchmakingResource {

  private final GameCreation creation;
  private final CommandGateway gateway;
  private final GameRegistry registry;
  private final CurrentCaller caller;

  public MatchmakingResource(
      GameCreation creation, CommandGateway gateway, GameRegistry registry, CurrentCaller caller) {
    this.creation = creation;
    this.gateway = gateway;
    this.registry = registry;
    this.caller = caller;
  }

  private String actor() {
    return caller.requireScope(GameCommandResource.PLAY).playerId();
  }

  private List<GameView> waiting(GameMode mode, Predicate<GameState> also) {
    Instant now = Instant.now();
    return registry.all().stream()
        .filter(g -> g.status() == GameStatus.WAITING)
        .map(LiveGame::state)
        .filter(s -> s.status() == GameStatus.WAITING && s.settings().mode() == mode)
        .filter(also)
        .sorted(Comparator.comparing(GameState::lastEventAt))
        .map(s -> GameView.of(s, now))
        .toList();
  }

  private CompletionStage<Response> command(
      String gameId, GameCommand command, String key, UriInfo uri) {
    return gateway.send(gameId, command, null, key, 200, uri.getPath());
  }

  @GET
  @Path("lobby/seeks")
  @Operation(summary = "Open public seeks, oldest first")
  public List<GameView> seeks() {
    return waiting(GameMode.SEEK, s -> !s.isPrivate());
  }

  @POST
  @Path("lobby/seeks")
  @Operation(summary = "Open a seek in the lobby")
  public CompletionStage<Response> seek(
      NewGame body, @HeaderParam(CommandGateway.IDEMPOTENCY_KEY) String key, @Context UriInfo uri) {
    return creation.create(actor(), body, GameMode.SEEK, key, uri.getPath());
  }

  @POST
  @Path("lobby/seeks/{gameId}/accept")
  @Operation(summary = "Accept a seek: the game starts")
  public CompletionStage<Response> acceptSeek(
      @PathParam("gameId") String gameId,
      @HeaderParam(CommandGateway.IDEMPOTENCY_KEY) String key,
      @Context UriInfo uri) {
    return command(gameId, new GameCommand.Join(actor(), null), key, uri);
  }

  @DELETE
  @Path("lobby/seeks/{gameId}")
  @Operation(summary = "Withdraw your seek")
  public CompletionStage<Response> withdrawSeek(
      @PathParam("gameId") String gameId, @Context UriInfo uri) {
    return command(gameId, new GameCommand.Cancel(actor()), null, uri);
  }

  @GET
  @Path("challenges")
  @Operation(summary = "Open challenges to or from you")
  public List<GameView> challenges() {
    String me = actor();
    return waiting(
        GameMode.CHALLENGE,
        s -> me.equals(s.settings().createdBy()) || me.equals(s.settings().invitedPlayer()));
  }

  @POST
  @Path("challenges")
  @Operation(summary = "Challenge a named player (field opponent)")
  public CompletionStage<Response> challenge(
      NewGame body, @HeaderParam(CommandGateway.IDEMPOTENCY_KEY) String key, @Context UriInfo uri) {
    return creation.create(actor(), body, GameMode.CHALLENGE, key, uri.getPath());
  }

  @POST
  @Path("challenges/{gameId}/{action: accept|decline}")
  @Operation(summary = "Accept (the game starts) or decline a challenge")
  public CompletionStage<Response> answerChallenge(
      @PathParam("gameId") String gameId,
      @PathParam("action") String action,
      @HeaderParam(CommandGateway.IDEMPOTENCY_KEY) String key,
      @Context UriInfo uri) {
    String me = actor();
    GameCommand c =
        "accept".equals(action) ? new GameCommand.Join(me, null) : new GameCommand.Cancel(me);
    return command(gameId, c, key, uri);
  }

  @GET
  @Path("rooms")
  @Operation(summary = "Rooms waiting for a player or for the start")
  public List<GameView> rooms() {
    return waiting(GameMode.ROOM, s -> !s.isPrivate());
  }

  @POST
  @Path("rooms")
  @Operation(summary = "Open a room and propose its time control; you sit on the chosen seat")
  public CompletionStage<Response> room(
      NewGame body, @HeaderParam(CommandGateway.IDEMPOTENCY_KEY) String key, @Context UriInfo uri) {
    return creation.create(actor(), body, GameMode.ROOM, key, uri.getPath());
  }

  @POST
  @Path("rooms/{gameId}/seats/{seat}")
  @Operation(summary = "Sit down (LEFT = white, RIGHT = black): accepts the time control")
  public CompletionStage<Response> sit(
      @PathParam("gameId") String gameId,
      @PathParam("seat") String seat,
      @HeaderParam(CommandGateway.IDEMPOTENCY_KEY) String key,
      @Context UriInfo uri) {
    return command(gameId, new GameCommand.Join(actor(), GameCommandResource.seat(seat)), key, uri);
  }

  @POST
  @Path("rooms/{gameId}/{action: swap|start|leave}")
  @Operation(summary = "Swap colours, start the game, or stand up (before the start)")
  public CompletionStage<Response> roomAction(
      @PathParam("gameId") String gameId,
      @PathParam("action") String action,
      @HeaderParam(CommandGateway.IDEMPOTENCY_KEY) String key,
      @Context UriInfo uri) {
    String me = actor();
    GameCommand c =
        switch (action) {
          case "swap" -> new GameCommand.SwapColours(me);
          case "start" -> new GameCommand.Start(me);
          default -> new GameCommand.LeaveSeat(me);
        };
    return command(gameId, c, key, uri);
  }

  @DELETE
  @Path("rooms/{gameId}")
  @Operation(summary = "Close your room before the start")
  public CompletionStage<Response> closeRoom(
      @PathParam("gameId") String gameId, @Context UriInfo uri) {
    return command(gameId, new GameCommand.Cancel(actor()), null, uri);
  }
}
