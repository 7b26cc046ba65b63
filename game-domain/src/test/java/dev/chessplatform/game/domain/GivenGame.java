package dev.chessplatform.game.domain;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import dev.chessplatform.events.game.Colour;
import dev.chessplatform.events.game.ColourChoice;
import dev.chessplatform.events.game.DrawRules;
import dev.chessplatform.events.game.GameEvent;
import dev.chessplatform.events.game.GameEvent.GameCreated;
import dev.chessplatform.events.game.GameEvent.GameStarted;
import dev.chessplatform.events.game.GameEvent.MovePlayed;
import dev.chessplatform.events.game.GameEvent.PlayerSeated;
import dev.chessplatform.events.game.GameMode;
import dev.chessplatform.events.game.TimeControl;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/**
 * Given events, when a command, then events or an error: the shape of every domain test. Events are
 * applied at the fixture's clock, which a test moves forward with {@link #after(Duration)}.
 */
final class GivenGame {

  static final String ALICE = "alice";
  static final String BOB = "bob";
  static final Instant T0 = Instant.parse("2026-11-29T12:00:00Z");

  private GameState state = GameState.empty("g-1");
  private Instant now = T0;
  private Decision last;
  private final List<GameEvent> history = new ArrayList<>();

  static GivenGame given(GameEvent... events) {
    GivenGame g = new GivenGame();
    g.andThen(events);
    return g;
  }

  static GameCreated created(GameMode mode, TimeControl tc, DrawRules rules, String fen) {
    return new GameCreated(
        ALICE,
        mode,
        tc,
        false,
        ColourChoice.WHITE,
        fen,
        rules,
        false,
        mode == GameMode.CHALLENGE ? BOB : null);
  }

  /** Alice white, Bob black, started at T0 with {@code tc}. */
  static GivenGame started(TimeControl tc, DrawRules rules, String fen) {
    return given(
        created(GameMode.SEEK, tc, rules, fen),
        new PlayerSeated(ALICE, Colour.WHITE),
        new PlayerSeated(BOB, Colour.BLACK),
        new GameStarted(ALICE, BOB, tc.initialMs(), tc.initialMs()));
  }

  static GivenGame started() {
    return started(TimeControl.UNTIMED, DrawRules.AUTOMATIC, null);
  }

  GivenGame andThen(GameEvent... events) {
    for (GameEvent e : events) {
      state = GameEvolver.apply(state, e, state.version() + 1, now);
      history.add(e);
    }
    return this;
  }

  /** Plays moves alternately as the side to move, each accepted and applied. */
  GivenGame moves(String... moves) {
    for (String m : moves) {
      String player = state.sideToMove() == Colour.WHITE ? ALICE : BOB;
      when(new GameCommand.PlayMove(player, m, false));
      andThen(accepted().toArray(GameEvent[]::new));
    }
    return this;
  }

  /** Every event applied so far, oldest first: the game's stream. */
  List<GameEvent> history() {
    return List.copyOf(history);
  }

  GivenGame after(Duration d) {
    now = now.plus(d);
    return this;
  }

  GivenGame when(GameCommand command) {
    last = GameDecider.decide(state, command, now);
    return this;
  }

  List<GameEvent> accepted() {
    return assertInstanceOf(Decision.Accepted.class, last, () -> "refused: " + last).events();
  }

  GivenGame then(GameEvent... expected) {
    assertEquals(List.of(expected), accepted());
    return this;
  }

  /** Asserts the decision accepted and applies its events. */
  GivenGame thenApplied() {
    andThen(accepted().toArray(GameEvent[]::new));
    return this;
  }

  GameError thenRefused(GameError.Kind kind) {
    GameError error =
        assertInstanceOf(Decision.Rejected.class, last, () -> "accepted: " + last).error();
    assertEquals(kind, error.kind(), error.detail());
    return error;
  }

  <T extends GameEvent> List<T> eventsOf(Class<T> type) {
    List<T> out = new ArrayList<>();
    for (GameEvent e : accepted()) {
      if (type.isInstance(e)) {
        out.add(type.cast(e));
      }
    }
    return out;
  }

  MovePlayed move() {
    return eventsOf(MovePlayed.class).get(0);
  }

  GameState state() {
    return state;
  }
}
