package dev.chessplatform.problems;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.List;
import org.junit.jupiter.api.Test;

class ProblemAcceptFilterTest {

  private static String negotiable(String... accept) {
    return ProblemAcceptFilter.negotiable(List.of(accept));
  }

  @Test
  void onlyTheProblemTypeAcceptsAnything() {
    assertEquals("*/*", negotiable("application/problem+json"));
    assertEquals("*/*", negotiable("Application/Problem+JSON; q=0.9"));
  }

  @Test
  void theProblemTypeBesideOthersLeavesTheOthers() {
    assertEquals(
        "text/plain, application/x-chess-pgn",
        negotiable("text/plain, application/x-chess-pgn, application/problem+json"));
    assertEquals("application/json", negotiable("application/problem+json", "application/json"));
    assertEquals("text/plain;q=0.5", negotiable("application/problem+json;q=1, text/plain;q=0.5"));
  }

  @Test
  void anAcceptLeftEmptyAcceptsAnything() {
    assertEquals("*/*", negotiable(""));
    assertEquals("*/*", negotiable(" , "));
  }

  @Test
  void anAcceptWithoutTheProblemTypeIsLeftAlone() {
    assertNull(negotiable("text/plain"));
    assertNull(negotiable("application/json, */*;q=0.1"));
    assertNull(negotiable("application/problem+xml"));
  }
}
