package dev.chessplatform.game.application;

import dev.chessplatform.events.game.GameEventEnvelope;
import dev.chessplatform.game.config.GamesConfig;
import dev.chessplatform.game.domain.GameState;
import dev.chessplatform.game.domain.GameStatus;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.util.Collection;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Predicate;
import org.jboss.logging.Logger;

/**
 * The games this instance owns, in memory: the owner's working set, rebuilt from the partition on
 * assignment. Written only by the partition writers; read by anyone.
 *
 * <p>The working set is the games being played and those finished a short while ago ({@code
 * chess.games.finished.grace}); a writer then {@linkplain #evict evicts} a finished game once the
 * archive holds all of it. A game not in memory is looked up in the {@link GameArchive} and, when
 * it is finished there, served from a small cache of recently read finished games: memory grows
 * with the games being played, not with the history.
 */
@ApplicationScoped
public class GameRegistry {

  private static final Logger LOG = Logger.getLogger(GameRegistry.class);

  private final Map<String, LiveGame> games = new ConcurrentHashMap<>();
  private final GameArchive archive;
  private final Map<String, LiveGame> finished;

  @Inject
  public GameRegistry(GameArchive archive, GamesConfig config) {
    this(archive, config.finished().cacheSize());
  }

  /** A registry reading finished games from {@code archive}, caching {@code capacity} of them. */
  public GameRegistry(GameArchive archive, int capacity) {
    this.archive = archive;
    this.finished =
        Collections.synchronizedMap(
            new LinkedHashMap<>(16, 0.75f, true) {
              @Override
              protected boolean removeEldestEntry(Map.Entry<String, LiveGame> eldest) {
                return size() > capacity;
              }
            });
  }

  /** The game, held here or finished and archived; empty for a game that does not exist. */
  public Optional<LiveGame> find(String gameId) {
    LiveGame g = games.get(gameId);
    if (g != null) {
      return g.status() == GameStatus.NEW ? Optional.empty() : Optional.of(g);
    }
    return archived(gameId);
  }

  public LiveGame getOrEmpty(String gameId) {
    return find(gameId).orElseGet(() -> LiveGame.empty(gameId));
  }

  public void put(LiveGame game) {
    games.put(game.gameId(), game);
    finished.remove(game.gameId());
  }

  /** The games held in memory (played, or finished a short while ago). */
  public Collection<LiveGame> all() {
    return games.values();
  }

  /** How many games are held in memory (the archive's cache not counted). */
  public int held() {
    return games.size();
  }

  /** Forgets the games of one partition, when another instance takes it over. */
  public void forget(Predicate<String> gameIdInPartition) {
    games.keySet().removeIf(gameIdInPartition);
    finished.keySet().removeIf(gameIdInPartition);
  }

  /** Drops finished games from memory; they are read from the archive from now on. */
  public void evict(Collection<String> gameIds) {
    for (String id : gameIds) {
      games.remove(id);
      finished.remove(id);
    }
  }

  public Optional<GameState> state(String gameId) {
    return find(gameId).map(LiveGame::state);
  }

  private Optional<LiveGame> archived(String gameId) {
    LiveGame cached = finished.get(gameId);
    if (cached != null) {
      return Optional.of(cached);
    }
    List<GameEventEnvelope> events = archive.events(gameId);
    if (events.isEmpty()) {
      return Optional.empty();
    }
    LiveGame game;
    try {
      game = GameReplay.apply(LiveGame.empty(gameId), events);
    } catch (RuntimeException e) {
      LOG.warnf("archived game %s cannot be rebuilt: %s", gameId, e.toString());
      return Optional.empty();
    }
    if (!LiveGame.finished(game.status())) {
      // Being played: only its owner's memory answers for it (it may be loading right now).
      return Optional.empty();
    }
    finished.put(gameId, game);
    return Optional.of(game);
  }
}
