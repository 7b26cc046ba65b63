package dev.chessplatform.events.results;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.chessplatform.chess.Termination;
import java.time.Instant;
import org.junit.jupiter.api.DisplayNameGeneration;
import org.junit.jupiter.api.DisplayNameGenerator;
import org.junit.jupiter.api.Test;

@DisplayNameGeneration(DisplayNameGenerator.ReplaceUnderscores.class)
class GameResultRecordTest {

  private static GameResultRecord withResult(String result) {
    return new GameResultRecord(
        "r-1",
        "g-1",
        GameResultRecord.SCHEMA_VERSION,
        "acc-a",
        GameResultRecord.computer(3),
        result,
        Termination.CHECKMATE,
        true,
        Instant.parse("2026-11-29T12:00:00Z"));
  }

  @Test
  void the_three_pgn_results_are_accepted() {
    assertEquals("1-0", withResult(GameResultRecord.WHITE_WINS).result());
    assertEquals("0-1", withResult(GameResultRecord.BLACK_WINS).result());
    assertEquals("1/2-1/2", withResult(GameResultRecord.DRAW).result());
  }

  @Test
  void any_other_result_is_refused() {
    assertThrows(IllegalArgumentException.class, () -> withResult("*"));
    assertThrows(IllegalArgumentException.class, () -> withResult("½-½"));
  }

  @Test
  void a_computer_level_has_a_reserved_player_id() {
    assertEquals("computer:3", GameResultRecord.computer(3));
  }

  @Test
  void a_missing_field_is_refused() {
    assertThrows(
        NullPointerException.class,
        () ->
            new GameResultRecord(
                "r", null, 1, "a", "b", "1-0", Termination.CHECKMATE, true, Instant.EPOCH));
  }
}
