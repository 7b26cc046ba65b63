package dev.chessplatform.game.application;

import dev.chessplatform.events.game.GameEventEnvelope;
import java.util.Collection;
import java.util.List;
import java.util.Map;

/**
 * Every game's events as the topic holds them, kept in the read model by the projection: where a
 * finished game is read from once its owner no longer holds it in memory, and what a partition's
 * load takes a game's earlier events from when a snapshot left it out.
 */
public interface GameArchive {

  /** The game's events of known types in seq order; empty when the archive has none. */
  List<GameEventEnvelope> events(String gameId);

  /** The last seq the archive holds, per game of {@code gameIds} it knows (absent: none). */
  Map<String, Long> versions(Collection<String> gameIds);
}
