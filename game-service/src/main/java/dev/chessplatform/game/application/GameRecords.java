package dev.chessplatform.game.application;

import java.time.Instant;
import java.util.Collection;
import java.util.List;
import java.util.Map;

/**
 * The read model of games ({@code game_records}, rebuilt from {@code chess.game-events}) as the use
 * cases read it; persistence's {@code GameRecordRepository} implements it.
 */
public interface GameRecords {

  /** Games of a player, newest first, optionally ({@code status} non-null) of one status. */
  List<GameRecord> ofPlayer(String player, String status, int limit);

  /** Public games of a status, newest first. */
  List<GameRecord> withStatus(String status, int limit);

  /** The records of {@code gameIds} that the read model holds, by game id. */
  Map<String, GameRecord> byIds(Collection<String> gameIds);

  /** Every game waiting or being played, private ones too, in no order (the open games' seed). */
  List<GameRecord> open();

  /**
   * Public finished games created in {@code [since, until)} (either bound may be null), of {@code
   * player} when not null, oldest first (by creation, then id), after {@code after} when not null:
   * one page of an export that a caller walks to the end.
   */
  List<GameRecord> finishedInOrder(
      Instant since, Instant until, String player, ExportCursor after, int limit);

  /** Where a page of {@link #finishedInOrder} ended: the last game's creation and id. */
  record ExportCursor(Instant createdAt, String gameId) {

    public static ExportCursor of(GameRecord last) {
      return new ExportCursor(last.createdAt(), last.gameId());
    }
  }
}
