package dev.chessplatform.game.application;

import dev.chessplatform.events.game.GameEventCodec;
import dev.chessplatform.events.game.GameEventEnvelope;
import dev.chessplatform.game.application.ProjectionStore.Archived;
import dev.chessplatform.game.application.ProjectionStore.Counted;
import dev.chessplatform.game.domain.GameEvolver;
import dev.chessplatform.game.domain.GameState;
import dev.chessplatform.game.domain.GameStatus;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.jboss.logging.Logger;

/**
 * The projection of {@code chess.game-events} into the read models, one poll at a time: each event
 * counted and archived as it is, and each game folded by the one fold ({@link GameEvolver}, the
 * owner's) into the {@link GameRecord} its state gives. The states of the games still going are
 * kept between polls, by partition; a game not kept (finished, evicted, or projected before a
 * restart) is folded again from its archive up to the seq its record holds. One instance serves one
 * consumer from its start to its stop: its states are only as new as the writes that succeeded.
 */
public final class GameProjection {

  private static final Logger LOG = Logger.getLogger(GameProjection.class);

  /** Games kept per partition; the least recently projected one goes first. */
  static final int KEPT_PER_PARTITION = 4096;

  /** One record of the topic. */
  public record Input(int partition, long offset, String value) {}

  private final ProjectionStore store;
  private final GameArchive archive;
  private final Map<Integer, Map<String, GameState>> kept = new HashMap<>();

  public GameProjection(ProjectionStore store, GameArchive archive) {
    this.store = store;
    this.archive = archive;
  }

  /** Forgets the games of a partition this consumer no longer reads: another may change them. */
  public void forget(int partition) {
    kept.remove(partition);
  }

  /**
   * One poll's records into the three read models, a few bulk writes per poll: per game, the events
   * its record does not hold yet (a poll applied again after a crash changes nothing).
   */
  public void project(List<Input> records) {
    Map<String, List<Counted>> counted = new LinkedHashMap<>();
    Map<String, List<Archived>> archived = new LinkedHashMap<>();
    Map<String, List<GameEventEnvelope>> folded = new LinkedHashMap<>();
    Map<String, Integer> partitionOf = new HashMap<>();
    for (Input r : records) {
      GameEventCodec.Decoded decoded = GameEventCodec.decode(r.value());
      if (decoded instanceof GameEventCodec.Unknown u) {
        add(counted, u.gameId(), new Counted(u.seq(), u.type(), Instant.EPOCH));
        add(archived, u.gameId(), new Archived(u.seq(), r.value()));
      } else if (decoded instanceof GameEventCodec.Known known) {
        GameEventEnvelope e = known.envelope();
        add(counted, e.gameId(), new Counted(e.seq(), e.type(), e.occurredAt()));
        add(archived, e.gameId(), new Archived(e.seq(), r.value()));
        add(folded, e.gameId(), e);
        partitionOf.put(e.gameId(), r.partition());
      } else {
        LOG.warnf("offset %d of partition %d is not an event: skipped", r.offset(), r.partition());
      }
    }
    store.count(counted);
    store.archive(archived);
    Map<String, GameState> before = states(folded.keySet(), partitionOf);
    Map<String, GameState> after = new LinkedHashMap<>();
    List<GameRecord> changed = new ArrayList<>();
    folded.forEach(
        (gameId, events) -> {
          GameState state = before.get(gameId);
          GameState next = fold(state, events);
          if (next.version() > state.version()) {
            changed.add(GameRecord.of(next));
          }
          after.put(gameId, next);
        });
    store.save(changed);
    after.forEach((gameId, state) -> keep(partitionOf.get(gameId), state));
  }

  /** {@code state} after the events it has not applied; a refused event stops the game's fold. */
  private static GameState fold(GameState state, List<GameEventEnvelope> events) {
    for (GameEventEnvelope e : events) {
      if (e.seq() <= state.version()) {
        continue;
      }
      try {
        state = GameEvolver.apply(state, e.payload(), e.seq(), e.occurredAt());
      } catch (RuntimeException ex) {
        LOG.warnf("game %s seq %d not projected: %s", e.gameId(), e.seq(), ex.toString());
        break;
      }
    }
    return state;
  }

  /**
   * The state each game's record was projected from: kept, or folded again from the archive up to
   * the record's seq (the archive already holds this poll's events), or empty for a new game.
   */
  private Map<String, GameState> states(
      java.util.Collection<String> gameIds, Map<String, Integer> partitionOf) {
    Map<String, GameState> out = new HashMap<>();
    List<String> missing = new ArrayList<>();
    for (String gameId : gameIds) {
      GameState s = kept.getOrDefault(partitionOf.get(gameId), Map.of()).get(gameId);
      if (s != null) {
        out.put(gameId, s);
      } else {
        missing.add(gameId);
      }
    }
    Map<String, Long> versions = missing.isEmpty() ? Map.of() : store.versions(missing);
    for (String gameId : missing) {
      long version = versions.getOrDefault(gameId, 0L);
      GameState s = GameState.empty(gameId);
      if (version > 0) {
        List<GameEventEnvelope> earlier =
            archive.events(gameId).stream().filter(e -> e.seq() <= version).toList();
        s = fold(s, earlier);
      }
      out.put(gameId, s);
    }
    return out;
  }

  private void keep(int partition, GameState state) {
    Map<String, GameState> games =
        kept.computeIfAbsent(
            partition,
            p ->
                new LinkedHashMap<>(16, 0.75f, true) {
                  @Override
                  protected boolean removeEldestEntry(Map.Entry<String, GameState> eldest) {
                    return size() > KEPT_PER_PARTITION;
                  }
                });
    if (state.status() == GameStatus.ENDED || state.status() == GameStatus.CANCELLED) {
      games.remove(state.gameId()); // rarely changed again (a rematch offer): read back if so
    } else {
      games.put(state.gameId(), state);
    }
  }

  private static <T> void add(Map<String, List<T>> byGame, String gameId, T item) {
    byGame.computeIfAbsent(gameId, k -> new ArrayList<>()).add(item);
  }
}
