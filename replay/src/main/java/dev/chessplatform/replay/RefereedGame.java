package dev.chessplatform.replay;

import dev.chessplatform.chess.Game;
import dev.chessplatform.chess.openings.Openings;
import dev.chessplatform.events.game.GameEvent.GameCreated;
import dev.chessplatform.events.game.GameEvent.GameImported;
import dev.chessplatform.events.game.GameEventEnvelope;
import dev.chessplatform.game.domain.GameEvolver;
import dev.chessplatform.game.domain.GameState;
import dev.chessplatform.game.domain.RecordedMoveRefused;
import dev.chessplatform.replay.ReplayedGame.Clocks;
import dev.chessplatform.replay.ReplayedGame.Player;
import dev.chessplatform.replay.ReplayedGame.Status;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/**
 * One game's events, in {@code seq} order, through the game's one fold (game-domain's {@link
 * GameEvolver}, the owner's and the read model's too), which referees every recorded move again
 * with chess-core. What the topic owes a reader it checks itself: a {@code seq} gap, or an event
 * the fold refuses (an illegal move), stops the game there and is reported as its {@code problem}
 * instead of being trusted; a redelivered event is ignored. {@link #game()} reads the state as a
 * {@link ReplayedGame}.
 */
public final class RefereedGame {

  private final String gameId;
  private final long untilSeq;
  private GameState state;
  private long lastSeq;
  private Instant lastEventAt;
  private boolean fromItsCreation;
  private String problem;

  public RefereedGame(String gameId) {
    this(gameId, Long.MAX_VALUE);
  }

  /** A fold that stops after event {@code untilSeq}: the game as it was at that version. */
  public RefereedGame(String gameId, long untilSeq) {
    this.gameId = gameId;
    this.untilSeq = untilSeq;
    this.state = GameState.empty(gameId);
  }

  /** Whether this fold has seen the game's first event: a reader from a time may miss it. */
  public boolean complete() {
    return fromItsCreation;
  }

  /**
   * Applies {@code e}; an event already applied (a redelivery) or past the last wanted is ignored.
   */
  public void apply(GameEventEnvelope e) {
    if (e.seq() <= lastSeq || e.seq() > untilSeq || problem != null) {
      return;
    }
    if (e.seq() != lastSeq + 1) {
      problem = "events " + (lastSeq + 1) + ".." + (e.seq() - 1) + " are missing";
      return;
    }
    lastSeq = e.seq();
    lastEventAt = e.occurredAt();
    if (e.seq() == 1) {
      fromItsCreation = e.payload() instanceof GameCreated || e.payload() instanceof GameImported;
    }
    try {
      state = GameEvolver.apply(state, e.payload(), e.seq(), e.occurredAt());
    } catch (RuntimeException refused) {
      // RecordedMoveRefused says which move and why; any other failure is an event that does not
      // fit the game (a hand-written or damaged record): reported, the game stops there.
      problem =
          refused instanceof RecordedMoveRefused
              ? refused.getMessage()
              : "event " + e.seq() + " (" + e.type() + ") does not fit the game: " + refused;
    }
  }

  /** The game as folded so far, its opening classified (once per call: call it when done). */
  public ReplayedGame game() {
    Game game = state.game() == null ? Game.start() : state.game();
    List<Clocks> clocksAfter = new ArrayList<>(state.plies() + 1);
    List<Long> spentMs = new ArrayList<>(state.plies());
    Clocks now = new Clocks(state.clocks().whiteMs(), state.clocks().blackMs());
    List<GameState.ClockMark> marks = state.clockMarks();
    for (int i = 0; i <= state.plies(); i++) {
      // An imported game's plies have no times, nor a game that never started its clocks.
      GameState.ClockMark mark = i < marks.size() ? marks.get(i) : null;
      clocksAfter.add(mark == null ? now : new Clocks(mark.whiteMs(), mark.blackMs()));
      if (i > 0) {
        spentMs.add(mark == null ? 0L : mark.spentMs());
      }
    }
    return new ReplayedGame(
        gameId,
        lastSeq,
        state.createdAt(),
        lastEventAt,
        state.mode(),
        state.settings() != null && state.settings().rated(),
        state.settings() == null ? null : state.settings().timeControl(),
        player(state.white()),
        player(state.black()),
        state.ratings(),
        status(),
        game,
        state.sanMoves(),
        clocksAfter,
        spentMs,
        now,
        state.result(),
        state.termination(),
        state.winner(),
        problem,
        state.tags(),
        Openings.standard().classify(game).orElse(null));
  }

  private Status status() {
    return switch (state.status()) {
      case NEW, WAITING -> Status.WAITING;
      case STARTED -> Status.STARTED;
      case ENDED -> Status.ENDED;
      case CANCELLED -> Status.CANCELLED;
    };
  }

  private Player player(String id) {
    return id == null ? null : new Player(id, state.nameOf(id).orElse(id));
  }
}
