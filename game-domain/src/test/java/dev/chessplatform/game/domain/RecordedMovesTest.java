package dev.chessplatform.game.domain;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.chessplatform.events.game.Colour;
import dev.chessplatform.events.game.GameEvent;
import dev.chessplatform.events.game.GameEvent.MovePlayed;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.DisplayNameGeneration;
import org.junit.jupiter.api.DisplayNameGenerator;
import org.junit.jupiter.api.Test;

/** The fold referees every recorded move again: the events are not trusted to hold legal moves. */
@DisplayNameGeneration(DisplayNameGenerator.ReplaceUnderscores.class)
class RecordedMovesTest {

  private static final Instant AT = Instant.parse("2026-12-01T10:00:00Z");

  @Test
  void an_illegal_recorded_move_is_refused_with_its_number_position_and_reason() {
    GameState started = GivenGame.started().state();
    GameEvent illegal = new MovePlayed(Colour.WHITE, "e2e5", "e5", "-", 0, 0, 0);
    RecordedMoveRefused refused =
        assertThrows(
            RecordedMoveRefused.class,
            () -> GameEvolver.apply(started, illegal, started.version() + 1, AT));
    assertEquals(
        "move 1 e2e5 is not legal in rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
            + " (ILLEGAL)",
        refused.getMessage());
  }

  @Test
  void an_unreadable_recorded_move_is_refused_with_the_format_error() {
    GameState started = GivenGame.started().state();
    GameEvent unreadable = new MovePlayed(Colour.WHITE, "z9", "?", "-", 0, 0, 0);
    assertThrows(
        RecordedMoveRefused.class,
        () -> GameEvolver.apply(started, unreadable, started.version() + 1, AT));
  }

  @Test
  void an_imported_line_is_refereed_too() {
    GameEvent imported =
        new GameEvent.GameImported(
            "carol",
            "a",
            "b",
            null,
            List.of("e2e4", "e4e5"),
            List.of("e4", "e5"),
            "*",
            dev.chessplatform.chess.Termination.UNKNOWN,
            List.of());
    RecordedMoveRefused refused =
        assertThrows(
            RecordedMoveRefused.class,
            () -> GameEvolver.apply(GameState.empty("g"), imported, 1, AT));
    assertEquals(true, refused.getMessage().startsWith("move 2 e4e5 is not legal in "));
  }
}
