package dev.chessplatform.game.api;

import dev.chessplatform.game.api.GameRequests.ImportRequest;
import dev.chessplatform.game.api.GameRequests.NewGameRequest;
import dev.chessplatform.game.application.GameReads;
import dev.chessplatform.game.domain.GameCommand;
import dev.chessplatform.game.domain.GameStatus;
import dev.chessplatform.identity.CurrentCaller;
import dev.chessplatform.problems.Problem;
import dev.chessplatform.problems.ProblemException;
import dev.chessplatform.problems.ProblemType;
import dev.chessplatform.problems.Problems;
import io.smallrye.common.annotation.Blocking;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.DefaultValue;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.HeaderParam;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
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
 * Creating, importing and listing games. One game's reads are {@link GameReadResource}'s, under
 * this service's other {@code /api/games/{gameId}} resources.
 */
@Path("/api/games")
@Tag(name = "games")
@Produces(MediaType.APPLICATION_JSON)
public class GamesResource {

  static final String PGN = "application/x-chess-pgn";

  private final GameCreation creation;
  private final CurrentCaller caller;
  private final CommandScopes scopes;
  private final GameReads records;

  public GamesResource(
      GameCreation creation, CurrentCaller caller, CommandScopes scopes, GameReads records) {
    this.creation = creation;
    this.caller = caller;
    this.scopes = scopes;
    this.records = records;
  }

  @POST
  @Consumes(MediaType.APPLICATION_JSON)
  @ProblemGroups.Create
  @Problems({"unknown-player", "service-unavailable", "computer-games-only"})
  @Operation(
      operationId = "createGame",
      summary = "Create a game",
      description =
          "Creates a lobby seek, a challenge, a room or a game against the computer (which starts"
              + " at once). The creator sits at the colour asked for. createSeek, createChallenge"
              + " and createRoom do the same for one mode.")
  @RequestBody(
      required = true,
      content =
          @Content(
              mediaType = MediaType.APPLICATION_JSON,
              schema = @Schema(implementation = NewGameRequest.class),
              examples = {
                @ExampleObject(
                    name = "a blitz seek",
                    value = "{\"mode\":\"SEEK\",\"clock\":{\"preset\":\"blitz\"},\"rated\":true}"),
                @ExampleObject(
                    name = "against the computer",
                    value = "{\"mode\":\"COMPUTER\",\"level\":3,\"colour\":\"WHITE\"}"),
                @ExampleObject(
                    name = "a challenge from a position",
                    value =
                        "{\"mode\":\"CHALLENGE\",\"opponent\":\"bob\",\"fen\":\"4k3/8/8/8/8/8/4P3/4K3"
                            + " w - - 0 1\",\"drawRules\":\"CLAIM\",\"clock\":{\"initialSeconds\":180,"
                            + "\"incrementSeconds\":2}}")
              }))
  @APIResponse(responseCode = "201", description = "The new game")
  @Extension(name = GameAnswerFilter.MARK, value = "201")
  public CompletionStage<Response> create(
      NewGameRequest body,
      @Parameter(description = GameApi.CREATE_KEY_DOC) @HeaderParam(GameApi.IDEMPOTENCY_KEY)
          String key,
      @Context UriInfo uri) {
    String actor =
        scopes.toCreate(body == null ? null : body.mode(), body == null ? null : body.rated());
    return creation.create(actor, body, null, key, uri.getPath());
  }

  @POST
  @Path("import")
  @Consumes(MediaType.APPLICATION_JSON)
  @ProblemGroups.Create
  @Problems({"invalid-pgn"})
  @Operation(
      operationId = "importGame",
      summary = "Import a finished game from PGN",
      description =
          "Reads one finished game from PGN (moves checked against the rules) and keeps it as an"
              + " ENDED game of mode IMPORT with its tags; it has no seats or clocks and changes no"
              + " rating.")
  @RequestBody(
      required = true,
      content =
          @Content(
              mediaType = MediaType.APPLICATION_JSON,
              schema = @Schema(implementation = ImportRequest.class),
              examples =
                  @ExampleObject(
                      name = "fool's mate",
                      value =
                          "{\"pgn\":\"[White \\\"Alice\\\"]\\n[Black \\\"Bob\\\"]\\n\\n1. f3 e5 2. g4"
                              + " Qh4# 0-1\"}")))
  @APIResponse(responseCode = "201", description = "The imported game")
  @Extension(name = GameAnswerFilter.MARK, value = "201")
  public CompletionStage<Response> importPgn(
      ImportRequest body,
      @Parameter(description = GameApi.CREATE_KEY_DOC) @HeaderParam(GameApi.IDEMPOTENCY_KEY)
          String key,
      @Context UriInfo uri) {
    String actor = caller.requireScope(GameApi.PLAY).playerId();
    if (body == null || body.pgn() == null || body.pgn().isBlank()) {
      throw new ProblemException(
          Problem.of(ProblemType.INVALID_FIELD)
              .detail("A PGN text is required")
              .with("field", "pgn")
              .build());
    }
    return creation.created(
        actor, new GameCommand.ImportPgn(actor, body.pgn()), key, uri.getPath());
  }

  @GET
  @Blocking
  @Problems({"unauthenticated"})
  @Operation(
      operationId = "listGames",
      summary = "List public games by status",
      description =
          "Public games with the status asked for, newest first. STARTED (the default) lists the"
              + " live games the live-games stream speaks of, read to the request's moment, so a"
              + " list loaded before following streamLiveGames misses none; other statuses come"
              + " from the games read model.")
  @APIResponse(
      responseCode = "200",
      description = "The games, newest first",
      content =
          @Content(
              mediaType = MediaType.APPLICATION_JSON,
              schema = @Schema(type = SchemaType.ARRAY, implementation = GameRecordView.class)))
  public List<GameRecordView> list(
      @Parameter(
              description = "The status to list",
              schema = @Schema(implementation = GameStatus.class))
          @QueryParam("status")
          @DefaultValue("STARTED")
          String status,
      @Parameter(
              description = "At most this many games, 1 to 500",
              schema = @Schema(type = SchemaType.INTEGER, minimum = "1", maximum = "500"))
          @QueryParam("limit")
          @DefaultValue("50")
          int limit) {
    return records.withStatus(status, Math.max(1, Math.min(limit, 500))).stream()
        .map(GameRecordView::of)
        .toList();
  }
}
