package dev.chessplatform.game.application;

import dev.chessplatform.game.domain.GameState;
import dev.chessplatform.game.domain.GameStatus;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.Collection;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The games this instance owns, in memory: the owner's working set, rebuilt from the partition on
 * assignment. Written only by the partition writers; read by anyone.
 */
@ApplicationScoped
public class GameRegistry {

  private final Map<String, LiveGame> games = new ConcurrentHashMap<>();

  public Optional<LiveGame> find(String gameId) {
    LiveGame g = games.get(gameId);
    return g == null || g.status() == GameStatus.NEW ? Optional.empty() : Optional.of(g);
  }

  public LiveGame getOrEmpty(String gameId) {
    return games.getOrDefault(gameId, LiveGame.empty(gameId));
  }

  public void put(LiveGame game) {
    games.put(game.state().gameId(), game);
  }

  public Collection<LiveGame> all() {
    return games.values();
  }

  /** Forgets the games of one partition, when another instance takes it over. */
  public void forget(java.util.function.Predicate<String> gameIdInPartition) {
    games.keySet().removeIf(gameIdInPartition);
  }

  public Optional<GameState> state(String gameId) {
    return find(gameId).map(LiveGame::state);
  }
}
