package dev.chessplatform.lichess.domain;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.Map;
import org.junit.jupiter.api.Test;

/** Their challenge's fields read as our new game's, and the refusals by field. */
class ChallengeFormTest {

  @Test
  void aClockAColourAndRatedAreOurs() {
    ChallengeForm.Read read =
        ChallengeForm.read(
            Map.of(
                "clock.limit", "180", "clock.increment", "2", "color", "black", "rated", "true"));
    assertNull(read.refusal());
    assertEquals(new ChallengeForm.Settings(true, 180L, 2L, "BLACK", null), read.settings());
  }

  @Test
  void neitherClockFieldIsAnUntimedGameAndTheDefaultsAreTheirs() {
    assertEquals(
        new ChallengeForm.Settings(false, null, null, "RANDOM", null),
        ChallengeForm.read(Map.of()).settings());
  }

  @Test
  void fromPositionTakesItsFen() {
    String fen = "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1";
    assertEquals(
        fen, ChallengeForm.read(Map.of("variant", "fromPosition", "fen", fen)).settings().fen());
    assertEquals("fen", ChallengeForm.read(Map.of("variant", "fromPosition")).refusal().field());
  }

  @Test
  void whatWeDoNotPlayIsRefusedByItsField() {
    assertEquals("days", field(Map.of("days", "3")));
    assertEquals("variant", field(Map.of("variant", "crazyhouse")));
    assertEquals("color", field(Map.of("color", "green")));
    assertEquals("rated", field(Map.of("rated", "yes")));
    assertEquals("clock.increment", field(Map.of("clock.limit", "60")));
    assertEquals("clock.limit", field(Map.of("clock.increment", "1")));
    assertEquals("clock.limit", field(Map.of("clock.limit", "-5", "clock.increment", "0")));
    assertEquals("clock.increment", field(Map.of("clock.limit", "60", "clock.increment", "x")));
  }

  private static String field(Map<String, String> form) {
    return ChallengeForm.read(form).refusal().field();
  }
}
