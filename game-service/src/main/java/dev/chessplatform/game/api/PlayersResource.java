package dev.chessplatform.game.api;

import dev.chessplatform.game.application.GameReads;
import dev.chessplatform.game.application.PgnExport;
import dev.chessplatform.game.application.PlayerDirectory;
import dev.chessplatform.game.domain.GameStatus;
import dev.chessplatform.problems.Problems;
import io.smallrye.common.annotation.Blocking;
import jakarta.ws.rs.DefaultValue;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import java.util.List;
import java.util.stream.Collectors;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.enums.SchemaType;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.parameters.Parameter;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

/** A player's games from the {@code games} read model: history with W/D/L, and PGN export. */
@Path("/api/players/{playerId}")
@Tag(name = "players")
public class PlayersResource {

  /** Wins, draws and losses over the player's finished games (aborted games do not count). */
  @Schema(
      description = "Wins, draws and losses over all finished games; aborted games do not count")
  public record WinDrawLossView(int wins, int draws, int losses) {}

  /** A player's history. */
  @Schema(description = "A player's public games, newest first, with the record over all of them")
  public record PlayerGamesView(
      @Schema(description = "The player") String playerId,
      WinDrawLossView record,
      @Schema(description = "The games asked for, newest first") List<GameRecordView> games,
      @Schema(description = "The player's account name, null when the directory knows none")
          String name) {}

  private static final int MAX = 500;
  private static final String PLAYER_ID =
      "The player: an account id or an account name in any case (or computer:<level>)";

  private final GameReads games;
  private final PlayerDirectory directory;

  public PlayersResource(GameReads games, PlayerDirectory directory) {
    this.games = games;
    this.directory = directory;
  }

  /**
   * The player id a path names: an account id, an account name (any case) or a computer level's id
   * or name; anything else as given (games imported from PGN carry their names as players).
   */
  private String playerId(String given) {
    return PlayerIds.of(directory, given);
  }

  @GET
  @Path("games")
  @Blocking
  @Produces(MediaType.APPLICATION_JSON)
  @Problems({"unauthenticated", "service-unavailable"})
  @Operation(
      operationId = "listPlayerGames",
      summary = "List a player's games (the path takes an account id or name)",
      description =
          "The player's public games from the games read model, newest first, optionally of one"
              + " status, with the win/draw/loss record over all his finished games.")
  @APIResponse(
      responseCode = "200",
      description = "The player's games and record",
      content =
          @Content(
              mediaType = MediaType.APPLICATION_JSON,
              schema = @Schema(implementation = PlayerGamesView.class)))
  public PlayerGamesView history(
      @Parameter(description = PLAYER_ID) @PathParam("playerId") String given,
      @Parameter(
              description = "Only games of this status; absent for all",
              schema = @Schema(implementation = GameStatus.class))
          @QueryParam("status")
          String status,
      @Parameter(
              description = "At most this many games, 1 to 500",
              schema = @Schema(type = SchemaType.INTEGER, minimum = "1", maximum = "500"))
          @QueryParam("limit")
          @DefaultValue("50")
          int limit) {
    String playerId = playerId(given);
    List<GameRecordView> shown =
        games.publicGamesOf(playerId, status, Math.max(1, Math.min(limit, MAX))).stream()
            .map(GameRecordView::of)
            .toList();
    GameReads.WinDrawLoss record = games.recordOf(playerId);
    return new PlayerGamesView(
        playerId,
        new WinDrawLossView(record.wins(), record.draws(), record.losses()),
        shown,
        directory.knownName(playerId).orElse(null));
  }

  @GET
  @Path("games.pgn")
  @Blocking
  // text/plain first: what a generated client reads as a string; application/x-chess-pgn on ask
  @Produces({MediaType.TEXT_PLAIN, GamesResource.PGN})
  @Problems({"unauthenticated", "service-unavailable"})
  @Operation(
      operationId = "getPlayerGamesPgn",
      summary = "Export a player's games as PGN",
      description =
          "The player's finished public games (at most 500, newest first) as one PGN file.")
  @APIResponse(
      responseCode = "200",
      description = "The games in PGN, separated by blank lines",
      content = {
        @Content(mediaType = MediaType.TEXT_PLAIN, schema = @Schema(type = SchemaType.STRING)),
        @Content(mediaType = GamesResource.PGN, schema = @Schema(type = SchemaType.STRING))
      })
  public String pgn(@Parameter(description = PLAYER_ID) @PathParam("playerId") String given) {
    return games.publicGamesOf(playerId(given), "ENDED", MAX).stream()
        .map(g -> PgnExport.of(g, directory::knownName))
        .collect(Collectors.joining("\n"));
  }
}
