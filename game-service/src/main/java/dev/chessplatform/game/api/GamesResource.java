package dev.chessplatform.game.api;

import dev.chessplatform.game.api.GameRequests.ImportRequest;
import dev.chessplatform.game.api.GameRequests.NewGame;
import dev.chessplatform.game.application.GameRecord;
import dev.chessplatform.game.application.GameRegistry;
import dev.chessplatform.game.application.PgnExport;
import dev.chessplatform.game.application.PlayerDirectory;
import dev.chessplatform.game.domain.GameCommand;
import dev.chessplatform.game.domain.GameState;
import dev.chessplatform.game.domain.MoveOptions;
import dev.chessplatform.game.persistence.GameRecordRepository;
import dev.chessplatform.identity.CurrentCaller;
import dev.chessplatform.problems.Problem;
import dev.chessplatform.problems.ProblemException;
import dev.chessplatform.problems.ProblemType;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.HeaderParam;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Request;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.UriInfo;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.CompletionStage;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

/** Creating, importing and reading games; the state is the owner's, always current. */
@Path("/api/games")
@Tag(name = "games")
@Produces(MediaType.APPLICATION_JSON)
public class GamesResource {

  private final GameCreation creation;
  private final CommandGateway gateway;
  private final GameRegistry registry;
  private final CurrentCaller caller;
  private final GameRecordRepository records;
  private final GameAccess access;
  private final PlayerDirectory directory;

  public GamesResource(
      GameCreation creation,
      CommandGateway gateway,
      GameRegistry registry,
      CurrentCaller caller,
      GameRecordRepository records,
      PlayerDirectory directory) {
    this.directory = directory;
    this.records = records;
    this.access = new GameAccess(registry, caller);
    this.creation = creation;
    this.gateway = gateway;
    this.registry = registry;
    this.caller = caller;
  }

  @POST
  @Consumes(MediaType.APPLICATION_JSON)
  @Operation(summary = "Create a game: a lobby seek, a challenge or a room")
  public CompletionStage<Response> create(
      NewGame body, @HeaderParam(CommandGateway.IDEMPOTENCY_KEY) String key, @Context UriInfo uri) {
    String actor = caller.requireScope(GameCommandResource.PLAY).playerId();
    return creation.create(actor, body, null, key, uri.getPath());
  }

  @POST
  @Path("import")
  @Consumes(MediaType.APPLICATION_JSON)
  @Operation(summary = "Import a finished game from PGN")
  public CompletionStage<Response> importPgn(
      ImportRequest body,
      @HeaderParam(CommandGateway.IDEMPOTENCY_KEY) String key,
      @Context UriInfo uri) {
    String actor = caller.requireScope(GameCommandResource.PLAY).playerId();
    if (body == null || body.pgn() == null || body.pgn().isBlank()) {
      throw new ProblemException(
          Problem.of(ProblemType.INVALID_FIELD)
              .detail("pgn is required")
              .with("field", "pgn")
              .build());
    }
    String gameId = creation.gameIdFor(actor, CommandGateway.key(key));
    return gateway.send(
        gameId, new GameCommand.ImportPgn(actor, body.pgn()), null, key, 201, uri.getPath());
  }

  @GET
  @io.smallrye.common.annotation.Blocking
  @Operation(summary = "Public games by status (default STARTED: the live games), newest first")
  public List<GameRecord> list(
      @QueryParam("status") @jakarta.ws.rs.DefaultValue("STARTED") String status,
      @QueryParam("limit") @jakarta.ws.rs.DefaultValue("50") int limit) {
    return records.withStatus(status, Math.max(1, Math.min(limit, 500)));
  }

  @GET
  @Path("{gameId}")
  @Operation(summary = "The game now: FEN, moves, clocks, turn, offers, result")
  public Response get(@PathParam("gameId") String gameId, @Context Request request) {
    GameState s = visible(gameId);
    Response.ResponseBuilder notModified =
        request.evaluatePreconditions(CommandAnswers.etag(s.version()));
    if (notModified != null) {
      return notModified.build();
    }
    return CommandAnswers.ok(s, 200, Instant.now());
  }

  @GET
  @Path("{gameId}/legal-moves")
  @Operation(summary = "Legal moves of the position, all or from one square, with SAN and flags")
  public List<MoveOptions.Option> legalMoves(
      @PathParam("gameId") String gameId, @QueryParam("square") String square) {
    GameState s = visible(gameId);
    if (s.game() == null) {
      return List.of();
    }
    return square == null
        ? MoveOptions.of(s.game().position())
        : MoveOptions.from(s.game().position(), square);
  }

  @GET
  @Path("{gameId}/pgn")
  @Produces("application/x-chess-pgn")
  @Operation(summary = "The game as PGN")
  public String pgn(@PathParam("gameId") String gameId) {
    return PgnExport.of(visible(gameId), directory::knownName);
  }

  GameState visible(String gameId) {
    return access.visible(gameId);
  }
}
