package dev.chessplatform.game.persistence;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.chessplatform.chess.Termination;
import dev.chessplatform.events.game.Colour;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayNameGeneration;
import org.junit.jupiter.api.DisplayNameGenerator;
import org.junit.jupiter.api.Test;

/** The read models' documents: a record as a map of its components and back. */
@DisplayNameGeneration(DisplayNameGenerator.ReplaceUnderscores.class)
class RecordMapsTest {

  record Move(String by, long spentMs, Long clockMs) {}

  record Ended(
      String gameId,
      Termination termination,
      Colour winner,
      int plies,
      boolean rated,
      Instant at,
      List<Move> moves) {}

  private static final Ended ENDED =
      new Ended(
          "g-1",
          Termination.CHECKMATE,
          Colour.WHITE,
          3,
          true,
          Instant.parse("2026-12-01T12:00:00.5Z"),
          List.of(new Move("WHITE", 1_200, null)));

  @Test
  void a_record_is_its_components_by_name_without_nulls_and_reads_back_the_same() {
    Map<String, Object> doc = RecordMaps.toMap(ENDED);
    assertEquals(
        Map.of(
            "gameId", "g-1",
            "termination", "CHECKMATE",
            "winner", "WHITE",
            "plies", 3L,
            "rated", true,
            "at", "2026-12-01T12:00:00.500Z",
            "moves", List.of(Map.of("by", "WHITE", "spentMs", 1_200L))),
        doc);
    assertEquals(ENDED, RecordMaps.fromMap(Ended.class, doc));
  }

  @Test
  void a_missing_member_reads_as_its_default_and_an_int32_as_a_number() {
    Ended read = RecordMaps.fromMap(Ended.class, Map.of("gameId", "g-2", "plies", 7));
    assertEquals(new Ended("g-2", null, null, 7, false, null, List.of()), read);
  }

  @Test
  void a_termination_the_service_does_not_know_reads_as_unknown() {
    // a game imported before terminations were one enum kept the PGN tag's own text
    Ended read = RecordMaps.fromMap(Ended.class, Map.of("termination", "TIME FORFEIT"));
    assertEquals(Termination.UNKNOWN, read.termination());
  }

  @Test
  void an_unknown_name_of_an_enum_without_unknown_is_refused() {
    assertThrows(
        IllegalArgumentException.class,
        () -> RecordMaps.fromMap(Ended.class, Map.of("winner", "PURPLE")));
  }
}
