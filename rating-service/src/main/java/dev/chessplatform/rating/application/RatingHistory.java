package dev.chessplatform.rating.application;

import dev.chessplatform.rating.domain.HistoryLine;
import java.util.List;

/**
 * One line per human per rated game ({@code rating_history}). persistence's {@code
 * HistoryRepository} implements it.
 */
public interface RatingHistory {

  /** Makes a player's lines fast to page through; safe to call again. */
  void ensureIndexes();

  /** Inserts the lines; a line already there (a resumed batch) is skipped. */
  void saveAll(List<HistoryLine> lines);

  /** A player's lines, newest first. */
  List<HistoryLine> page(String playerId, int page, int size);

  long count(String playerId);
}
