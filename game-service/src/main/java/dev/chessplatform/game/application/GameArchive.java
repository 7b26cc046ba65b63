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

  /**
   * Puts every event of each of {@code games} into the archive where it holds less of the game (the
   * owner, before it lets finished games go, so that they stay readable while the projection is
   * behind): the same document the projection builds from the topic, so either may come first.
   */
  void keep(Collection<LiveGame> games);
}
