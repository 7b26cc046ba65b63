package dev.chessplatform.game.application;

import dev.chessplatform.events.game.GameEvent;
import dev.chessplatform.events.game.GameEventEnvelope;
import dev.chessplatform.events.game.GameMode;
import dev.chessplatform.game.domain.GameEvolver;
import dev.chessplatform.game.domain.GameState;
import dev.chessplatform.game.domain.GameStatus;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.Collection;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArraySet;
import java.util.function.Consumer;
import java.util.function.Predicate;
import org.jboss.logging.Logger;

/**
 * The games every instance lists, the same on each: those waiting for a player or a start (seeks,
 * challenges and rooms, private ones too for their players' lists) and the public games being
 * played. Every instance folds every committed event of every partition into it (messaging's {@code
 * OpenGamesTail}), whichever instance owns the game, and tells its listeners what changed (the
 * lobby, rooms and live-games streams).
 *
 * <p>Written by one thread (the tail), read by any. A waiting game is kept with its whole state (a
 * few events: it is small); a game being played only by its id, until it ends.
 */
@ApplicationScoped
public class OpenGames {

  private static final Logger LOG = Logger.getLogger(OpenGames.class);

  /** What happened to an open game. */
  public enum Kind {
    /** A game now waits (created): {@code state} is its state. */
    OPENED,
    /** A waiting game changed (a seat taken or left, colours swapped): its new state. */
    CHANGED,
    /** A waiting game stopped waiting: it started or was cancelled; its last state. */
    CLOSED,
    /** A public game started: its state at the start. */
    STARTED,
    /** A public game being played ended or was cancelled: {@code cause} says how. */
    ENDED
  }

  /**
   * One change, as the listeners get it.
   *
   * @param state the game's state, null for {@link Kind#ENDED} (a played game is not folded here)
   * @param cause the event that made the change
   */
  public record Change(Kind kind, String gameId, GameState state, GameEvent cause) {}

  private final Map<String, GameState> waiting = new ConcurrentHashMap<>();
  private final Set<String> played = ConcurrentHashMap.newKeySet();
  private final Set<Consumer<Change>> listeners = new CopyOnWriteArraySet<>();

  /** Starts over from what the read model holds: the waiting games and the public games played. */
  public void seed(Collection<GameState> waitingGames, Collection<String> publicPlayed) {
    waiting.clear();
    played.clear();
    waitingGames.forEach(s -> waiting.put(s.gameId(), s));
    played.addAll(publicPlayed);
  }

  /**
   * Folds one committed event, in the order of its partition. An event applied already (its seq at
   * or below the game's) changes nothing, so a tail may start a little before the seed.
   */
  public void apply(GameEventEnvelope e) {
    String id = e.gameId();
    GameEvent event = e.payload();
    GameState known = waiting.get(id);
    if (known == null) {
      if (event instanceof GameEvent.GameCreated && e.seq() == 1 && !played.contains(id)) {
        fold(GameState.empty(id), e);
      } else if (played.contains(id)
          && (event instanceof GameEvent.GameEnded || event instanceof GameEvent.GameCancelled)) {
        played.remove(id);
        emit(new Change(Kind.ENDED, id, null, event));
      }
      return;
    }
    if (e.seq() <= known.version()) {
      return;
    }
    if (e.seq() != known.version() + 1) {
      LOG.warnf(
          "game %s: seq %d after %d; left out of the open games", id, e.seq(), known.version());
      waiting.remove(id);
      return;
    }
    fold(known, e);
  }

  private void fold(GameState before, GameEventEnvelope e) {
    GameState next;
    try {
      next = GameEvolver.apply(before, e.payload(), e.seq(), e.occurredAt());
    } catch (RuntimeException ex) {
      LOG.warnf("game %s: seq %d cannot be applied (%s); left out", e.gameId(), e.seq(), ex);
      waiting.remove(e.gameId());
      return;
    }
    String id = e.gameId();
    if (next.status() == GameStatus.WAITING) {
      boolean opened = waiting.put(id, next) == null;
      emit(new Change(opened ? Kind.OPENED : Kind.CHANGED, id, next, e.payload()));
      return;
    }
    if (waiting.remove(id) != null) {
      emit(new Change(Kind.CLOSED, id, next, e.payload()));
    }
    if (next.status() == GameStatus.STARTED && !next.isPrivate()) {
      played.add(id);
      emit(new Change(Kind.STARTED, id, next, e.payload()));
    }
  }

  /** The waiting games of {@code mode} that {@code also} accepts, oldest last event first. */
  public List<GameState> waiting(GameMode mode, Predicate<GameState> also) {
    return waiting.values().stream()
        .filter(s -> s.settings() != null && s.settings().mode() == mode)
        .filter(also)
        .sorted(Comparator.comparing(GameState::lastEventAt))
        .toList();
  }

  /** How many games wait, and how many public games are being played. */
  public int waitingCount() {
    return waiting.size();
  }

  public int playedCount() {
    return played.size();
  }

  /**
   * Calls {@code listener} with every change from now on, on the tail's thread: it must not block.
   * The action returned stops it.
   */
  public Runnable subscribe(Consumer<Change> listener) {
    listeners.add(listener);
    return () -> listeners.remove(listener);
  }

  private void emit(Change change) {
    for (Consumer<Change> l : listeners) {
      try {
        l.accept(change);
      } catch (RuntimeException ex) {
        LOG.debugf("an open-games listener failed: %s", ex);
      }
    }
  }
}
