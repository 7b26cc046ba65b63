package dev.chessplatform.lichess.api;

import com.fasterxml.jackson.databind.util.RawValue;
import dev.chessplatform.identity.Caller;
import dev.chessplatform.identity.CurrentCaller;
import dev.chessplatform.lichess.application.GameCommands;
import dev.chessplatform.lichess.application.GamePaths;
import dev.chessplatform.lichess.application.GameStream;
import dev.chessplatform.lichess.application.KeptAlive;
import dev.chessplatform.lichess.config.FacadeConfig;
import dev.chessplatform.problems.ProblemType;
import io.smallrye.mutiny.Multi;
import io.smallrye.mutiny.Uni;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.HeaderParam;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import org.jboss.resteasy.reactive.RestMulti;
import org.jboss.resteasy.reactive.RestStreamElementType;

/**
 * A game of the Bot API ({@code /api/bot/game/...}) or the Board API ({@code /api/board/game/...}):
 * its stream, and the in-game calls ({@code /api/bot/game/...}) and the Board API ({@code
 * /api/board/game/...}), which are the same here: the gateway lets a bot's token through the first
 * and a person's through the second. Each answers {@code {"ok":true}} or a refusal.
 */
@Path("/api/{api:bot|board}/game")
@Produces(MediaType.APPLICATION_JSON)
public class GameResource {

  private final GameCommands commands;
  private final GameStream games;
  private final CurrentCaller caller;
  private final FacadeConfig config;

  public GameResource(
      GameCommands commands, GameStream games, CurrentCaller caller, FacadeConfig config) {
    this.commands = commands;
    this.games = games;
    this.caller = caller;
    this.config = config;
  }

  /**
   * A game's stream ({@code botGameStream}, {@code boardGameStream}): NDJSON, each line flushed as
   * it comes, an empty line at least every 7 s; it ends after the game's final state.
   */
  @GET
  @Path("stream/{gameId}")
  @Produces(LichessAnswers.NDJSON)
  @RestStreamElementType(MediaType.APPLICATION_JSON)
  public Multi<RawValue> stream(@PathParam("gameId") String gameId) {
    Caller me = caller.requireSignedIn();
    GamePaths.check(gameId); // an id that cannot be ours: 404 before anything is read
    return RestMulti.fromUniResponse(
        games.follow(me, gameId),
        lines -> KeptAlive.of(lines, config.keepAlive()).map(RawValue::new));
  }

  @POST
  @Path("{gameId}/move/{move}")
  public Uni<Response> move(
      @PathParam("gameId") String gameId,
      @PathParam("move") String move,
      @QueryParam("offeringDraw") String offeringDraw) {
    GamePaths.check(gameId);
    if (offeringDraw != null && !offeringDraw.equals("true") && !offeringDraw.equals("false")) {
      return Uni.createFrom()
          .item(invalid("offeringDraw", "offeringDraw is true or false: not " + offeringDraw));
    }
    return commands
        .move(caller.requireSignedIn(), gameId, move, "true".equals(offeringDraw))
        .map(LichessAnswers::of);
  }

  @POST
  @Path("{gameId}/{command:resign|abort}")
  public Uni<Response> command(
      @PathParam("gameId") String gameId, @PathParam("command") String command) {
    GamePaths.check(gameId);
    return commands.command(caller.requireSignedIn(), gameId, command).map(LichessAnswers::of);
  }

  @POST
  @Path("{gameId}/draw/{accept}")
  public Uni<Response> draw(@PathParam("gameId") String gameId, @PathParam("accept") String a) {
    GamePaths.check(gameId);
    return commands.draw(caller.requireSignedIn(), gameId, a).map(LichessAnswers::of);
  }

  @POST
  @Path("{gameId}/takeback/{accept}")
  public Uni<Response> takeback(@PathParam("gameId") String gameId, @PathParam("accept") String a) {
    GamePaths.check(gameId);
    return commands.takeback(caller.requireSignedIn(), gameId, a).map(LichessAnswers::of);
  }

  /**
   * Their chat. We have no game chat: the message is checked (their rules: a room, a text of at
   * most 140 characters) and answered ok, so their bots' greetings do not stop their games, but it
   * is shown nowhere (module README, "Not served").
   */
  @POST
  @Path("{gameId}/chat")
  @Consumes(MediaType.WILDCARD)
  public Response chat(
      @PathParam("gameId") String gameId,
      @HeaderParam(HttpHeaders.CONTENT_TYPE) String type,
      String body) {
    GamePaths.check(gameId);
    caller.requireSignedIn();
    java.util.Map<String, String> form = LichessBody.read(type, body).orElse(null);
    if (form == null) {
      return LichessAnswers.unreadableBody();
    }
    String room = form.get("room");
    String text = form.get("text");
    if (!"player".equals(room) && !"spectator".equals(room)) {
      return invalid("room", "room is player or spectator");
    }
    if (text == null || text.isEmpty() || text.length() > 140) {
      return invalid("text", "text has 1 to 140 characters");
    }
    return LichessAnswers.ok();
  }

  /** Their chat's lines: none, as nothing is said here. */
  @GET
  @Path("{gameId}/chat")
  public Response chatLines(@PathParam("gameId") String gameId) {
    GamePaths.check(gameId);
    caller.requireSignedIn();
    return Response.ok("[]", MediaType.APPLICATION_JSON_TYPE).build();
  }

  /**
   * Claims after the opponent left ({@code opponentGone}) and arena berserk: we tell no one that a
   * player left and hold no arenas, so there is never anything to claim.
   */
  @POST
  @Path("{gameId}/{claim:claim-victory|claim-draw|berserk}")
  public Response claim(@PathParam("gameId") String gameId, @PathParam("claim") String claim) {
    GamePaths.check(gameId);
    caller.requireSignedIn();
    return LichessAnswers.problem(
        ProblemType.CONFLICT, 400, "Nothing to claim: " + claim + " is not offered here", null);
  }

  private static Response invalid(String field, String detail) {
    return LichessAnswers.problem(ProblemType.INVALID_FIELD, 400, detail, field);
  }
}
