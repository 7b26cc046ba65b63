package dev.chessplatform.game.api;

import dev.chessplatform.game.application.PgnExport;
import dev.chessplatform.game.application.PlayerDirectory;
import dev.chessplatform.game.domain.GameState;
import dev.chessplatform.game.domain.GameStatus;
import dev.chessplatform.game.domain.MoveOptions;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Request;
import jakarta.ws.rs.core.Response;
import java.time.Instant;
import java.util.List;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.enums.ParameterIn;
import org.eclipse.microprofile.openapi.annotations.enums.SchemaType;
import org.eclipse.microprofile.openapi.annotations.headers.Header;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.parameters.Parameter;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

/**
 * One game's reads: the game, its legal moves, its PGN; the state is the owner's, always current.
 *
 * <p>Under {@code /api/games/{gameId}} with the commands, offers and streams, not under {@code
 * /api/games}: RESTEasy Reactive matches the class path first, and a request whose first class
 * match has no method for it is matched again over the other classes, with a request mapper built
 * for it each time. {@code GET legal-moves}, half of the requests of a game, paid that on every
 * call (2–3 % of game-service's CPU at 50 games, docs/benchmarks.md).
 */
@Path("/api/games/{gameId}")
@Tag(name = "games")
@Produces(MediaType.APPLICATION_JSON)
public class GameReadResource {

  private final GameAccess access;
  private final PlayerDirectory directory;

  public GameReadResource(GameAccess access, PlayerDirectory directory) {
    this.access = access;
    this.directory = directory;
  }

  @GET
  @ProblemGroups.Read
  @Operation(
      operationId = "getGame",
      summary = "Get a game",
      description =
          "The game now, from its owner's memory (always current): position, moves, clocks with"
              + " the running side's time already taken off, offers, result. With If-None-Match"
              + " naming the current version the answer is 304 without a body.")
  @Parameter(
      name = "If-None-Match",
      in = ParameterIn.HEADER,
      description = "The ETag of a copy you have, e.g. \"12\": 304 if the game is still there",
      schema = @Schema(type = SchemaType.STRING))
  @APIResponse(
      responseCode = "200",
      description = "The game",
      headers =
          @Header(
              name = GameApi.ETAG,
              description = "The game's version, quoted (\"12\")",
              schema = @Schema(type = SchemaType.STRING)),
      content =
          @Content(
              mediaType = MediaType.APPLICATION_JSON,
              schema = @Schema(implementation = GameView.class)))
  @APIResponse(
      responseCode = "304",
      description = "The game is still at the version named in If-None-Match",
      headers =
          @Header(
              name = GameApi.ETAG,
              description = "The game's version, quoted (\"12\")",
              schema = @Schema(type = SchemaType.STRING)))
  public Response get(
      @Parameter(description = GameApi.GAME_ID) @PathParam("gameId") String gameId,
      @Context Request request) {
    GameState s = access.visible(gameId);
    Response.ResponseBuilder notModified =
        request.evaluatePreconditions(CommandAnswers.etag(s.version()));
    if (notModified != null) {
      return notModified.build();
    }
    return CommandAnswers.ok(s, 200, Instant.now());
  }

  @GET
  @Path("legal-moves")
  @ProblemGroups.Read
  @Operation(
      operationId = "listLegalMoves",
      summary = "List the legal moves",
      description =
          "The legal moves of the position, all or those from one square, with SAN and flags a"
              + " client needs to draw them (none once the game is over or before it starts).")
  @APIResponse(
      responseCode = "200",
      description = "The legal moves",
      content =
          @Content(
              mediaType = MediaType.APPLICATION_JSON,
              schema = @Schema(type = SchemaType.ARRAY, implementation = LegalMoveView.class)))
  public List<LegalMoveView> legalMoves(
      @Parameter(description = GameApi.GAME_ID) @PathParam("gameId") String gameId,
      @Parameter(description = "Only the moves from this square", example = "e2")
          @QueryParam("square")
          String square) {
    GameState s = access.visible(gameId);
    if (s.game() == null || s.status() != GameStatus.STARTED) {
      return List.of(); // ended by a draw rule, a flag or resignation, the board still has moves
    }
    List<MoveOptions.Option> options =
        square == null
            ? MoveOptions.of(s.game().position())
            : MoveOptions.from(s.game().position(), square);
    return options.stream().map(LegalMoveView::of).toList();
  }

  @GET
  @Path("pgn")
  // text/plain first: what a generated client reads as a string; application/x-chess-pgn on ask
  @Produces({MediaType.TEXT_PLAIN, GamesResource.PGN})
  @ProblemGroups.Read
  @Operation(
      operationId = "getGamePgn",
      summary = "Export a game as PGN",
      description =
          "The game as PGN export text (PGN standard, section 8): players by name, WhiteElo,"
              + " BlackElo and titles at the start, TimeControl, a {[%clk h:mm:ss]} comment after"
              + " every move of a timed game, the result and its termination.")
  @APIResponse(
      responseCode = "200",
      description = "The game in PGN",
      content = {
        @Content(mediaType = MediaType.TEXT_PLAIN, schema = @Schema(type = SchemaType.STRING)),
        @Content(mediaType = GamesResource.PGN, schema = @Schema(type = SchemaType.STRING))
      })
  public String pgn(@Parameter(description = GameApi.GAME_ID) @PathParam("gameId") String gameId) {
    return PgnExport.of(access.visible(gameId), directory::knownName);
  }
}
