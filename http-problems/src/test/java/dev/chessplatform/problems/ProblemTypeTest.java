package dev.chessplatform.problems;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class ProblemTypeTest {

  @Test
  void aBareStatusIsThePlatformTypeOfThatStatus() {
    for (ProblemType type : PlatformProblems.TYPES) {
      if (type != ProblemType.INVALID_FIELD) {
        assertEquals(type, ProblemType.forStatus(type.status()), type.slug());
      }
    }
  }

  @Test
  void aBare400IsABodyTheFrameworkCouldNotRead() {
    assertEquals(ProblemType.MALFORMED_REQUEST, ProblemType.forStatus(400));
  }

  @Test
  void aStatusNoPlatformTypeHasIsTheTypeOfItsClass() {
    assertEquals(ProblemType.MALFORMED_REQUEST, ProblemType.forStatus(410));
    assertEquals(ProblemType.INTERNAL, ProblemType.forStatus(501));
  }

  @Test
  void aStatusThatIsNoErrorHasNoType() {
    assertThrows(IllegalArgumentException.class, () -> ProblemType.forStatus(302));
    assertThrows(IllegalArgumentException.class, () -> ProblemType.forStatus(200));
  }
}
