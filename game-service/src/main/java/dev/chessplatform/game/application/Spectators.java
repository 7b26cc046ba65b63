package dev.chessplatform.game.application;

import jakarta.enterprise.context.ApplicationScoped;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Who watches a game: the open live streams of the game whose caller holds no seat in it. Every
 * stream of a game is served by the game's owner (other instances forward it), so the owner's count
 * is the game's.
 */
@ApplicationScoped
public class Spectators {

  private final ConcurrentHashMap<String, AtomicInteger> watching = new ConcurrentHashMap<>();

  /** One more spectator of {@code gameId}; the action returned ends the watch (once). */
  public Runnable watch(String gameId) {
    watching.computeIfAbsent(gameId, id -> new AtomicInteger()).incrementAndGet();
    AtomicBoolean ended = new AtomicBoolean();
    return () -> {
      if (ended.compareAndSet(false, true)) {
        watching.computeIfPresent(gameId, (id, n) -> n.decrementAndGet() <= 0 ? null : n);
      }
    };
  }

  /** How many watch {@code gameId} now. */
  public int count(String gameId) {
    AtomicInteger n = watching.get(gameId);
    return n == null ? 0 : n.get();
  }
}
