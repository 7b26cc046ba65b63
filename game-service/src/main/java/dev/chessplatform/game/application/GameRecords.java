package dev.chessplatform.game.application;

import java.util.List;

/**
 * The read model of games ({@code game_records}, rebuilt from {@code chess.game-events}) as the use
 * cases read it; persistence's {@code GameRecordRepository} implements it.
 */
public interface GameRecords {

  /** Games of a player, newest first, optionally ({@code status} non-null) of one status. */
  List<GameRecord> ofPlayer(String player, String status, int limit);

  /** Public games of a status, newest first. */
  List<GameRecord> withStatus(String status, int limit);
}
