package dev.chessplatform.game.application;

import dev.chessplatform.events.game.GameEventEnvelope;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArraySet;
import java.util.function.Consumer;

/**
 * Committed events, handed to live streams right after the Kafka commit. A listener must not block:
 * it is called on the partition's writer thread.
 */
@ApplicationScoped
public class GameEventBus {

  private final Map<String, Set<Consumer<GameEventEnvelope>>> byGame = new ConcurrentHashMap<>();
  private final Set<Consumer<GameEventEnvelope>> all = new CopyOnWriteArraySet<>();

  public Runnable subscribe(String gameId, Consumer<GameEventEnvelope> listener) {
    byGame.computeIfAbsent(gameId, id -> new CopyOnWriteArraySet<>()).add(listener);
    return () ->
        byGame.computeIfPresent(
            gameId,
            (id, set) -> {
              set.remove(listener);
              return set.isEmpty() ? null : set;
            });
  }

  /** Every committed event of every game this instance owns (the computer opponent uses it). */
  public Runnable subscribeAll(Consumer<GameEventEnvelope> listener) {
    all.add(listener);
    return () -> all.remove(listener);
  }

  public void publish(List<GameEventEnvelope> events) {
    for (GameEventEnvelope e : events) {
      Set<Consumer<GameEventEnvelope>> listeners = byGame.get(e.gameId());
      if (listeners != null) {
        listeners.forEach(l -> l.accept(e));
      }
      all.forEach(l -> l.accept(e));
    }
  }
}
