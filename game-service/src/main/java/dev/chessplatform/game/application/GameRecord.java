package dev.chessplatform.game.application;

import dev.chessplatform.events.game.PgnTag;
import dev.chessplatform.events.game.TimeControl;
import java.time.Instant;
import java.util.List;

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
    String termination,
    String winner,
    String drawOffer,
    Instant createdAt,
    Instant updatedAt,
    List<PgnTag> tags) {

  public GameRecord {
    players = players == null ? List.of() : List.copyOf(players);
    moves = moves == null ? List.of() : List.copyOf(moves);
    uciMoves = uciMoves == null ? List.of() : List.copyOf(uciMoves);
    tags = tags == null ? List.of() : List.copyOf(tags);
  }

  public static GameRecord empty(String gameId) {
    return new GameRecord(
        gameId, 0, "NEW", null, false, false, null, null, null, null, List.of(), null, null, null,
        null, List.of(), List.of(), 0, 0, null, null, null, null, null, null, List.of());
  }
}
