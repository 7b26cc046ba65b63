package dev.chessplatform.game.application;

import dev.chessplatform.events.game.GameEventEnvelope;
import dev.chessplatform.game.domain.GameState;
import dev.chessplatform.game.domain.GameStatus;
import java.util.ArrayList;
import java.util.List;

/**
 * A game held by its owner: the state and every event so far (for live streams that resume from a
 * seq). Immutable; the owner replaces it after each committed append.
 *
 * <p>A game being played keeps its full state (chess-core's game with every position, for
 * repetitions) and its events as objects. Once it is finished ({@code ENDED} or {@code CANCELLED})
 * it is kept compact: the state as a {@link CompactState} (moves as text, replayed when the state
 * is asked for) and the events as gzipped NDJSON, so the owner's memory grows with the games being
 * played, not with every position of every game it has seen.
 */
public final class LiveGame {

  private final GameState state;
  private final List<GameEventEnvelope> events;
  private final CompactState compact;
  private final byte[] packedEvents;
  private final int eventCount;

  public LiveGame(GameState state, List<GameEventEnvelope> events) {
    this.state = state;
    this.events = List.copyOf(events);
    this.compact = null;
    this.packedEvents = null;
    this.eventCount = this.events.size();
  }

  private LiveGame(CompactState compact, byte[] packedEvents, int eventCount) {
    this.state = null;
    this.events = null;
    this.compact = compact;
    this.packedEvents = packedEvents;
    this.eventCount = eventCount;
  }

  public static LiveGame empty(String gameId) {
    return new LiveGame(GameState.empty(gameId), List.of());
  }

  /** Whether the game is over: nothing will be played in it any more. */
  public static boolean finished(GameStatus status) {
    return status == GameStatus.ENDED || status == GameStatus.CANCELLED;
  }

  /** The next game: the new state and the events appended; compacted when the game is finished. */
  public LiveGame with(GameState next, List<GameEventEnvelope> appended) {
    List<GameEventEnvelope> all = new ArrayList<>(eventCount + appended.size());
    all.addAll(events());
    all.addAll(appended);
    LiveGame game = new LiveGame(next, all);
    return finished(next.status()) ? game.compacted() : game;
  }

  /** This game kept small: no chess-core history, the events packed. */
  public LiveGame compacted() {
    if (compact != null) {
      return this;
    }
    return new LiveGame(CompactState.of(state), PackedEvents.pack(events), events.size());
  }

  /** Whether the game is held compact (finished). */
  public boolean isCompact() {
    return compact != null;
  }

  /** The compact state of a finished game, null while it is played. */
  CompactState compactState() {
    return compact;
  }

  /** The events packed ({@link PackedEvents}): kept as they are for a compact game. */
  public byte[] packedEvents() {
    return packedEvents != null ? packedEvents : PackedEvents.pack(events);
  }

  /** How many events the game has. */
  public int eventCount() {
    return eventCount;
  }

  /** Bytes of the packed events of a compact game (0 while it is played). */
  int packedEventBytes() {
    return packedEvents == null ? 0 : packedEvents.length;
  }

  /** The state; for a compact game, replayed from its moves (the cost of a few hundred plies). */
  public GameState state() {
    return state != null ? state : compact.state();
  }

  /** The status, game id and settings, without replaying a compact game's moves. */
  public GameStatus status() {
    return state != null ? state.status() : compact.shell().status();
  }

  /** When the last event happened, without replaying a compact game's moves. */
  public java.time.Instant lastEventAt() {
    return state != null ? state.lastEventAt() : compact.shell().lastEventAt();
  }

  /** The game's id, without replaying a compact game's moves. */
  public String gameId() {
    return state != null ? state.gameId() : compact.shell().gameId();
  }

  /** The seq of the last event applied, without replaying a compact game's moves. */
  public long version() {
    return state != null ? state.version() : compact.shell().version();
  }

  /** Every event so far, in order. */
  public List<GameEventEnvelope> events() {
    return events != null ? events : PackedEvents.unpack(packedEvents);
  }

  /** The events after {@code seq}, in order. */
  public List<GameEventEnvelope> after(long seq) {
    List<GameEventEnvelope> all = events();
    int from = (int) Math.max(0, Math.min(seq, all.size()));
    return all.subList(from, all.size());
  }
}
