package dev.chessplatform.deploy.chaos;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.DisplayNameGeneration;
import org.junit.jupiter.api.DisplayNameGenerator;
import org.junit.jupiter.api.Test;

@DisplayNameGeneration(DisplayNameGenerator.ReplaceUnderscores.class)
class PausesTest {

  private static final long S = TimeUnit.SECONDS.toNanos(1);

  @Test
  void the_pause_of_a_kill_is_the_longest_stretch_without_an_acknowledgement_across_or_after_it() {
    Pauses pauses = new Pauses();
    // acknowledged at 0, 1, 2 s; the kill at 2.5 s; nothing until 6 s, then 6.5 s
    pauses.acked(0, 0);
    pauses.acked(S / 2, S);
    pauses.acked(S + S / 2, 2 * S);
    pauses.acked(2 * S + S / 4, 6 * S); // sent before the kill, answered 3.75 s later
    pauses.acked(6 * S, 6 * S + S / 2);
    long kill = 2 * S + S / 2;

    assertEquals(4000, pauses.longestAfterMs(kill, 30 * S));
    assertEquals(2 * S, pauses.longest(kill, kill + 30 * S).fromNanos());
    assertEquals(1000, pauses.within(kill - 30 * S, kill).ms(), "before it, whole pauses only");
    Pauses.Move slowest = pauses.slowest(kill - 30 * S, kill + 30 * S);
    assertEquals(2 * S + S / 4, slowest.firstSentNanos());
    assertEquals(
        "longest pause of acknowledged moves 4.00 s (from -0.50 s to +3.50 s of the kill), 1.00 s"
            + " before the kill; slowest move 3.75 s",
        pauses.line(kill, 30 * S));
  }

  @Test
  void the_rate_after_a_kill_is_counted_per_second_against_the_rate_before_it() {
    Pauses pauses = new Pauses();
    long kill = 10 * S;
    for (long t = 0; t < kill; t += S / 10) {
      pauses.acked(t, t); // 10 a second before the kill
    }
    pauses.acked(kill + 2 * S, kill + 2 * S + S / 2); // 1 in the third second after it
    for (long t = kill + 3 * S; t < kill + 4 * S; t += S / 8) {
      pauses.acked(t, t); // 8 in the fourth: 80 %
    }
    assertEquals(
        "moves/s: 10.0 over the 5 s before the kill; in each second after it 0 0 1 8 0; at ≥ 80 %"
            + " of the rate before from +3 s",
        pauses.rateLine(kill, 5));
    assertEquals(
        "moves/s: 0.0 over the 5 s before the kill; in each second after it 10 10 10 10 10; at ≥"
            + " 80 % of the rate before in none of them",
        pauses.rateLine(0, 5));
  }

  @Test
  void with_one_acknowledgement_there_is_no_pause() {
    Pauses pauses = new Pauses();
    pauses.acked(0, S);
    assertNull(pauses.longest(0, 10 * S));
    assertEquals(-1, pauses.longestAfterMs(0, 10 * S));
  }
}
