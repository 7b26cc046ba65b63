package dev.chessplatform.chess;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.DisplayNameGeneration;
import org.junit.jupiter.api.DisplayNameGenerator;
import org.junit.jupiter.api.Test;

@DisplayNameGeneration(DisplayNameGenerator.ReplaceUnderscores.class)
class TerminationTest {

  @Test
  void the_names_are_the_ones_events_results_and_the_api_carry() {
    // stored events and results name their end by these: a rename would orphan them
    assertEquals(
        List.of(
            "CHECKMATE",
            "STALEMATE",
            "THREEFOLD_REPETITION",
            "FIVEFOLD_REPETITION",
            "FIFTY_MOVES",
            "SEVENTY_FIVE_MOVES",
            "INSUFFICIENT_MATERIAL",
            "AGREEMENT",
            "RESIGNATION",
            "TIMEOUT",
            "TIMEOUT_VS_INSUFFICIENT_MATERIAL",
            "ABORTED",
            "UNKNOWN"),
        Arrays.stream(Termination.values()).map(Enum::name).toList());
  }
}
