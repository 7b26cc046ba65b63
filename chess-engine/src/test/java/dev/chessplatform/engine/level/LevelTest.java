package dev.chessplatform.engine.level;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class LevelTest {

  private static long five(long initialMs, long incrementMs) {
    return Level.fiveMovetimeMs(
        initialMs, incrementMs, Level.FIVE_UNTIMED_MOVETIME_MS, Level.FIVE_MAX_MOVETIME_MS);
  }

  @Test
  void level_five_thinks_a_fortieth_of_the_base_plus_the_increment() {
    assertEquals(120_000 / 40 + 1_000, five(120_000, 1_000));
  }

  @Test
  void level_five_thinks_at_most_the_maximum_and_at_least_a_tenth_of_a_second() {
    assertEquals(Level.FIVE_MAX_MOVETIME_MS, five(3_600_000, 0));
    assertEquals(100, five(1_000, 0));
  }

  @Test
  void level_five_without_a_clock_thinks_the_untimed_time() {
    assertEquals(Level.FIVE_UNTIMED_MOVETIME_MS, five(0, 0));
    assertEquals(1_234, Level.fiveMovetimeMs(0, 5_000, 1_234, 5_000));
  }
}
