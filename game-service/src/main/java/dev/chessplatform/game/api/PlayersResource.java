package dev.chessplatform.game.api;

import dev.chessplatform.events.game.GameEvent.Terminations;
import dev.chessplatform.game.application.GameRecord;
import dev.chessplatform.game.application.PgnExport;
import dev.chessplatform.game.application.PlayerDirectory;
import dev.chessplatform.game.persistence.GameRecordRepository;
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
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

/** A player's games from the {@code games} read model: history with W/D/L, and PGN export. */
@Path("/api/players/{playerId}")
@Tag(name = "players")
public class PlayersResource {

  /** Wins, draws and losses over the player's finished games (aborted games do not count). */
  public record Score(int wins, int draws, int losses) {}

  public record History(
      String playerId,
      Score record,
      List<GameRecord> games,
      @Schema(description = "The player's account name, null when the directory knows none")
          String name) {}

  private static final int MAX = 500;

  private final GameRecordRepository games;
  private final PlayerDirectory directory;

  public PlayersResource(GameRecordRepository games, PlayerDirectory directory) {
    this.games = games;
    this.directory = directory;
  }

  /**
   * The player id a path names: an account id, an account name (any case) or a computer level's id
   * or name; anything else as given (games imported from PGN carry their names as players).
   */
  private String playerId(String given) {
    return directory.resolve(given).toCompletableFuture().join()
            instanceof PlayerDirectory.Resolution.Found f
        ? f.playerId()
        : given;
  }

  @GET
  @Path("games")
  @Blocking
  @Produces(MediaType.APPLICATION_JSON)
  @Operation(
      summary =
          "The player's games, newest first, with the W/D/L record; the path takes an account id"
              + " or name")
  public History history(
      @PathParam("playerId") String given,
      @QueryParam("status") String status,
      @QueryParam("limit") @DefaultValue("50") int limit) {
    String playerId = playerId(given);
    List<GameRecord> shown =
        games.ofPlayer(playerId, status, Math.max(1, Math.min(limit, MAX))).stream()
            .filter(g -> !g.privateGame())
            .toList();
    int wins = 0;
    int draws = 0;
    int losses = 0;
    for (GameRecord g : games.ofPlayer(playerId, "ENDED", 100_000)) {
      if (Terminations.ABORTED.equals(g.termination()) || g.result() == null) {
        continue;
      }
      String mine = playerId.equals(g.white()) ? "WHITE" : "BLACK";
      if (g.winner() == null) {
        draws++;
      } else if (g.winner().equals(mine)) {
        wins++;
      } else {
        losses++;
      }
    }
    return new History(
        playerId,
        new Score(wins, draws, losses),
        shown,
        directory.knownName(playerId).orElse(null));
  }

  @GET
  @Path("games.pgn")
  @Blocking
  @Produces("application/x-chess-pgn")
  @Operation(
      summary =
          "The player's finished public games as one PGN file; the path takes an account id or"
              + " name")
  public String pgn(@PathParam("playerId") String given) {
    return games.ofPlayer(playerId(given), "ENDED", MAX).stream()
        .filter(g -> !g.privateGame())
        .map(g -> PgnExport.of(g, directory::knownName))
        .collect(Collectors.joining("\n"));
  }
}
