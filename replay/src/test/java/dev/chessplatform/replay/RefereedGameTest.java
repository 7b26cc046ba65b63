package dev.chessplatform.replay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.chessplatform.chess.Termination;
import dev.chessplatform.chess.openings.Opening;
import dev.chessplatform.events.game.Colour;
import dev.chessplatform.events.game.ColourChoice;
import dev.chessplatform.events.game.DrawRules;
import dev.chessplatform.events.game.GameEvent;
import dev.chessplatform.events.game.GameEvent.GameCreated;
import dev.chessplatform.events.game.GameEvent.GameEnded;
import dev.chessplatform.events.game.GameEvent.GameStarted;
import dev.chessplatform.events.game.GameEvent.MovePlayed;
import dev.chessplatform.events.game.GameEventEnvelope;
import dev.chessplatform.events.game.GameMode;
import dev.chessplatform.events.game.TimeControl;
import dev.chessplatform.game.domain.OneOfEachEvent;
import java.lang.reflect.Constructor;
import java.lang.reflect.RecordComponent;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.DisplayNameGeneration;
import org.junit.jupiter.api.DisplayNameGenerator;
import org.junit.jupiter.api.Test;

/** The fold on its own: every event type has a branch, and recorded moves are refereed again. */
@DisplayNameGeneration(DisplayNameGenerator.ReplaceUnderscores.class)
class RefereedGameTest {

  private static final Instant AT = Instant.parse("2026-11-20T10:00:00Z");

  @Test
  void every_event_type_is_folded_by_the_one_fold() {
    List<GameEvent> oneOfEach = OneOfEachEvent.inGameOrder();
    for (Class<?> type : GameEvent.class.getPermittedSubclasses()) {
      assertTrue(oneOfEach.stream().anyMatch(type::isInstance), "no sample of " + type);
    }
    RefereedGame fold = new RefereedGame("g");
    for (int i = 0; i < oneOfEach.size(); i++) {
      fold.apply(envelope(i + 1, oneOfEach.get(i)));
    }
    assertNull(fold.game().problem());
    assertEquals(oneOfEach.size(), fold.game().lastSeq());
  }

  @Test
  void an_event_of_any_type_that_does_not_fit_is_reported_never_thrown() throws Exception {
    for (Class<?> type : GameEvent.class.getPermittedSubclasses()) {
      RefereedGame fold = new RefereedGame("g");
      fold.apply(envelope(1, blank(type)));
      assertEquals(1, fold.game().lastSeq(), type.getSimpleName());
    }
  }

  @Test
  void the_folded_games_of_the_fixture_have_the_line_the_events_end_with() {
    assertEquals(7, fold(AnalystGames.scholar()).plies());
    assertEquals(
        List.of("d4", "d5", "c4", "e6", "Bg5", "Be7"), fold(AnalystGames.computer2()).sans());
    ReplayedGame aborted = fold(AnalystGames.aborted());
    assertEquals(Termination.ABORTED, aborted.termination());
    assertNull(aborted.winner());
    assertEquals(ReplayedGame.Status.CANCELLED, fold(AnalystGames.cancelled()).status());
  }

  @Test
  void the_opening_is_that_of_the_line_that_stands() {
    assertEquals(new Opening("C23", "Bishop's Opening", 3), fold(AnalystGames.scholar()).opening());
    // 3. Nc3 Nf6 (D35, Normal Defense) was undone and 3. Bg5 Be7 is not in the table
    assertEquals(
        new Opening("D30", "Queen's Gambit Declined", 4), fold(AnalystGames.computer2()).opening());
    assertNull(fold(AnalystGames.cancelled()).opening(), "no move, no opening");
  }

  @Test
  void a_game_set_up_from_a_fen_has_no_opening() {
    String ruyLopez = "r1bqkbnr/pppp1ppp/2n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 3 3";
    RefereedGame fold = new RefereedGame("g");
    fold.apply(
        envelope(
            1,
            new GameCreated(
                "acc-alice",
                GameMode.CHALLENGE,
                TimeControl.UNTIMED,
                false,
                ColourChoice.WHITE,
                ruyLopez,
                DrawRules.AUTOMATIC,
                false,
                null,
                null)));
    fold.apply(envelope(2, new GameStarted("acc-alice", "acc-bob", 0, 0)));
    fold.apply(envelope(3, new MovePlayed(Colour.BLACK, "a7a6", "a6", "?", 100, 0, 0)));
    assertEquals(List.of("a6"), fold.game().sans());
    assertNull(
        fold.game().opening(),
        "3... a6 names the Ruy Lopez: Morphy Defense only from the standard start");
  }

  @Test
  void a_recorded_move_the_rules_refuse_stops_the_fold_and_is_reported() {
    RefereedGame fold = new RefereedGame("g");
    List<GameEventEnvelope> events = AnalystGames.computer1();
    events.subList(0, 4).forEach(fold::apply);
    fold.apply(envelope(5, new MovePlayed(Colour.WHITE, "e2e5", "e5", "?", 100, 0, 0)));
    fold.apply(envelope(6, new GameEnded("1-0", Termination.RESIGNATION, Colour.WHITE, "?", 0, 0)));
    ReplayedGame g = fold.game();
    assertEquals(
        "move 1 e2e5 is not legal in rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
            + " (ILLEGAL)",
        g.problem());
    assertEquals(0, g.plies());
    assertEquals(ReplayedGame.Status.STARTED, g.status(), "nothing after the refused move");
  }

  @Test
  void a_gap_in_seq_is_reported_and_a_redelivered_event_ignored() {
    List<GameEventEnvelope> events = AnalystGames.computer1();
    RefereedGame fold = new RefereedGame("g");
    fold.apply(events.get(0));
    fold.apply(events.get(0));
    assertNull(fold.game().problem());
    fold.apply(events.get(2));
    assertEquals("events 2..2 are missing", fold.game().problem());
  }

  private static ReplayedGame fold(List<GameEventEnvelope> events) {
    RefereedGame fold = new RefereedGame(events.get(0).gameId());
    events.forEach(fold::apply);
    return fold.game();
  }

  private static GameEventEnvelope envelope(long seq, GameEvent event) {
    return GameEventEnvelope.of("e-" + seq, "g", seq, AT, null, null, event);
  }

  /** An event of {@code type} with every component at its default: null, 0, false, empty. */
  private static GameEvent blank(Class<?> type) throws Exception {
    RecordComponent[] components = type.getRecordComponents();
    Class<?>[] types = new Class<?>[components.length];
    Object[] values = new Object[components.length];
    for (int i = 0; i < components.length; i++) {
      Class<?> c = components[i].getType();
      types[i] = c;
      values[i] =
          c == boolean.class
              ? false
              : c == int.class ? 0 : c == long.class ? 0L : c == List.class ? List.of() : null;
    }
    Constructor<?> constructor = type.getDeclaredConstructor(types);
    return (GameEvent) constructor.newInstance(values);
  }
}
