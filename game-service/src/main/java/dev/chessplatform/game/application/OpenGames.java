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
 * challenges and rooms, private ones too for their players' lists) and the games being played
 * (private ones too, for their players' streams). Every instance folds every committed event of
 * every partition into it (messaging's {@code OpenGamesTail}), whichever instance owns the game,
 * and tells its listeners what changed (the lobby, rooms, live-games and players' streams; each
 * listener keeps to what its callers may see).
 *
 * <p>Written by one thread (the tail), read by any. A waiting game is kept with its whole state (a
 * few events: it is small); a game being played by its seats and its record at the start (its moves
 * are not folded here), until it ends.
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
    /** A game started (a private one too: {@link Change#isPrivate}): its state at the start. */
    STARTED,
    /** A game being played ended or was cancelled: {@code cause} says how. */
    ENDED
  }

  /** Who plays a game being played, and whether outsiders may see it. */
  public record Seats(String white, String black, boolean privateGame) {

    static Seats of(GameState s) {
      return new Seats(s.white(), s.black(), s.isPrivate());
    }

    /** True when {@code player} holds one of the seats. */
    public boolean has(String player) {
      return player != null && (player.equals(white) || player.equals(black));
    }
  }

  /**
   * A game being played: its id, its seats and its record as it started (or as the read model held
   * it at the seed): what the live list shows of it until the read model has written it.
   */
  public record Playing(String gameId, Seats seats, GameRecord atStart) {}

  /**
   * One change, as the listeners get it.
   *
   * @param state the game's state, null for {@link Kind#ENDED} (a played game is not folded here)
   * @param cause the event that made the change
   * @param seats who plays, for {@link Kind#STARTED} and {@link Kind#ENDED}; null otherwise
   */
  public record Change(Kind kind, String gameId, GameState state, GameEvent cause, Seats seats) {

    /** A change no outsider may hear of: a private game's. */
    public boolean isPrivate() {
      return seats != null ? seats.privateGame() : state != null && state.isPrivate();
    }
  }

  private final Map<String, GameState> waiting = new ConcurrentHashMap<>();
  private final Map<String, Playing> played = new ConcurrentHashMap<>();
  private final Set<Consumer<Change>> listeners = new CopyOnWriteArraySet<>();

  /** Starts over from what the read model holds: the waiting games and the games being played. */
  public synchronized void seed(Collection<GameState> waitingGames, Collection<Playing> playing) {
    waiting.clear();
    played.clear();
    waitingGames.forEach(s -> waiting.put(s.gameId(), s));
    playing.forEach(p -> played.put(p.gameId(), p));
  }

  /**
   * Whether an event of game {@code gameId} at {@code seq} of type {@code payload} may change the
   * open games: {@link #apply} does nothing with any other (a move of a game being played, most of
   * the topic), so the tail need not decode it. Answers exactly as {@code apply} decides.
   */
  public boolean mayChange(String gameId, long seq, Class<? extends GameEvent> payload) {
    if (waiting.containsKey(gameId)) {
      return true;
    }
    if (payload == GameEvent.GameCreated.class) {
      return seq == 1;
    }
    return (payload == GameEvent.GameEnded.class || payload == GameEvent.GameCancelled.class)
        && played.containsKey(gameId);
  }

  /**
   * Folds one committed event, in the order of its partition. An event applied already (its seq at
   * or below the game's) changes nothing, so a tail may start a little before the seed.
   */
  public synchronized void apply(GameEventEnvelope e) {
    String id = e.gameId();
    GameEvent event = e.payload();
    GameState known = waiting.get(id);
    if (known == null) {
      if (event instanceof GameEvent.GameCreated && e.seq() == 1 && !played.containsKey(id)) {
        fold(GameState.empty(id), e);
      } else if (played.containsKey(id)
          && (event instanceof GameEvent.GameEnded || event instanceof GameEvent.GameCancelled)) {
        emit(new Change(Kind.ENDED, id, null, event, played.remove(id).seats()));
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
      emit(new Change(opened ? Kind.OPENED : Kind.CHANGED, id, next, e.payload(), null));
      return;
    }
    if (waiting.remove(id) != null) {
      emit(new Change(Kind.CLOSED, id, next, e.payload(), null));
    }
    if (next.status() == GameStatus.STARTED) {
      Seats seats = Seats.of(next);
      played.put(id, new Playing(id, seats, GameRecord.of(next)));
      emit(new Change(Kind.STARTED, id, next, e.payload(), seats));
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

  /** The games {@code player} plays now, private ones too. */
  public List<Playing> playedBy(String player) {
    return played.values().stream()
        .filter(p -> p.seats().has(player))
        .sorted(Comparator.comparing(Playing::gameId))
        .toList();
  }

  /** The public games being played now, newest first (by creation, then id). */
  public List<Playing> playedInPublic() {
    return played.values().stream()
        .filter(p -> !p.seats().privateGame())
        .sorted(
            Comparator.comparing(
                    (Playing p) -> p.atStart().createdAt(),
                    Comparator.nullsLast(Comparator.reverseOrder()))
                .thenComparing(Playing::gameId))
        .toList();
  }

  /** How many games wait, and how many are being played. */
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
    return subscribe(() -> {}, listener);
  }

  /**
   * Runs {@code first} (which reads what holds now, a stream's opening snapshot), then calls {@code
   * listener} with every later change: no change falls between the two or is told by both. {@code
   * first} must not block either.
   */
  public synchronized Runnable subscribe(Runnable first, Consumer<Change> listener) {
    first.run();
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
