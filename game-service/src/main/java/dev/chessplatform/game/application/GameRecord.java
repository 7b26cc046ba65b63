package dev.chessplatform.game.application;

import dev.chessplatform.chess.Termination;
import dev.chessplatform.events.game.PgnTag;
import dev.chessplatform.events.game.TimeControl;
import java.time.Instant;
import java.util.List;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

/**
 * One game in the {@code games} read model: what lobby, history, live lists and PGN export need,
 * folded from the game's events alone by {@link GameRecordFold}, so a rebuild from the topic gives
 * the same document.
 */
public record GameRecord(
    String gameId,
    long lastSeq,
    String status,
    String mode,
    boolean rated,
    boolean privateGame,
    String createdBy,
    String invitedPlayer,
    String white,
    String black,
    List<String> players,
    TimeControl timeControl,
    String drawRules,
    String startFen,
    String fen,
    List<String> moves,
    List<String> uciMoves,
    long whiteMs,
    long blackMs,
    String result,
    Termination termination,
    String winner,
    String drawOffer,
    Instant createdAt,
    Instant updatedAt,
    List<PgnTag> tags,
    @Schema(description = "White's account name when he sat down (Computer level N for the engine)")
        String whiteName,
    @Schema(description = "Black's account name when he sat down") String blackName,
    @Schema(description = "The creator's account name") String createdByName,
    @Schema(description = "The invited player's account name (a challenge)")
        String invitedPlayerName,
    @Schema(description = "Both players' standing at rating-service when the game started")
        Ratings ratings,
    @Schema(description = "Per move, in order: the time it took and the mover's clock after it")
        List<MoveTime> moveTimes) {

  /** Both players' ratings at the start, as {@code PlayersRated} recorded them. */
  public record Ratings(Rating white, Rating black) {}

  /** One player's rating, rating-service's title code, and whether the rating is provisional. */
  public record Rating(Integer rating, String title, boolean provisional) {}

  /** A move's time: who moved, milliseconds used, his clock after it (null when untimed). */
  public record MoveTime(String by, long spentMs, Long clockMs) {}

  public GameRecord {
    players = players == null ? List.of() : List.copyOf(players);
    moves = moves == null ? List.of() : List.copyOf(moves);
    uciMoves = uciMoves == null ? List.of() : List.copyOf(uciMoves);
    tags = tags == null ? List.of() : List.copyOf(tags);
    moveTimes = moveTimes == null ? List.of() : List.copyOf(moveTimes);
  }

  public static GameRecord empty(String gameId) {
    return new GameRecord(
        gameId, 0, "NEW", null, false, false, null, null, null, null, List.of(), null, null, null,
        null, List.of(), List.of(), 0, 0, null, null, null, null, null, null, List.of(), null, null,
        null, null, null, List.of());
  }
}
