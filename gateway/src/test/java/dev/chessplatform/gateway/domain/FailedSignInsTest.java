package dev.chessplatform.gateway.domain;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.chessplatform.gateway.domain.FailedSignIns.Tally;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class FailedSignInsTest {

  private static final Duration SECOND = Duration.ofSeconds(1);
  private static final Duration HOUR = Duration.ofHours(1);

  private final FailedSignIns perAccount =
      new FailedSignIns(5, SECOND, Duration.ofSeconds(60), HOUR);
  private Instant now = Instant.parse("2026-12-07T19:00:00Z");
  private Optional<Tally> tally = Optional.empty();

  @Test
  void theFirstFailuresAreFreeThenTheWaitDoublesUpToItsCap() {
    List<Long> waits = new ArrayList<>();
    for (int i = 0; i < 12; i++) {
      assertEquals(Duration.ZERO, perAccount.waitAt(tally, now), "after " + i);
      fail();
      waits.add(perAccount.waitAt(tally, now).toSeconds());
      now = now.plus(perAccount.waitAt(tally, now)); // the next attempt comes when it may
    }
    assertEquals(List.of(0L, 0L, 0L, 0L, 1L, 2L, 4L, 8L, 16L, 32L, 60L, 60L), waits);
  }

  @Test
  void anAttemptInsideTheWaitIsToldHowLongIsLeft() {
    for (int i = 0; i < 6; i++) { // waits 1, then 2 s
      fail();
      now = now.plus(perAccount.waitAt(tally, now));
    }
    // Right after the 6th failure: 2 s to wait.
    now = now.minusSeconds(2).plusMillis(500);
    assertEquals(Duration.ofMillis(1500), perAccount.waitAt(tally, now));
    assertEquals(2, FailedSignIns.retryAfterSeconds(perAccount.waitAt(tally, now)), "rounded up");
  }

  @Test
  void failuresAreForgottenAfterAQuietPeriodAndNotBefore() {
    for (int i = 0; i < 8; i++) {
      fail();
      now = now.plus(perAccount.waitAt(tally, now));
    }
    Instant quiet = now.plus(HOUR);
    assertEquals(9, perAccount.afterFailure(tally, quiet.minusSeconds(1)).count());
    assertEquals(1, perAccount.afterFailure(tally, quiet).count());
    Optional<Tally> afresh = Optional.of(perAccount.afterFailure(tally, quiet));
    assertEquals(Duration.ZERO, perAccount.waitAt(afresh, quiet), "one failure again: free");
  }

  @Test
  void withinTheFreeFailuresNothingWaitsWhateverTheClockThatWroteTheTally() {
    // A gateway whose clock is 2 s ahead counted the 4th failure.
    Optional<Tally> ahead = Optional.of(new Tally(4, now.plusSeconds(2), now.plusSeconds(2)));
    assertEquals(Duration.ZERO, perAccount.waitAt(ahead, now));
    Optional<Tally> fifth = Optional.of(new Tally(5, now.plusSeconds(2), now.plusSeconds(3)));
    assertEquals(Duration.ofSeconds(3), perAccount.waitAt(fifth, now), "past them it waits");
  }

  @Test
  void theWaitNeverOverflowsHoweverManyTheFailures() {
    assertEquals(Duration.ofSeconds(60), perAccount.delayAfter(Integer.MAX_VALUE));
    assertEquals(Duration.ofSeconds(60), perAccount.delayAfter(5 + 31));
    assertEquals(SECOND, perAccount.delayAfter(5));
    assertEquals(Duration.ZERO, perAccount.delayAfter(4));
  }

  @Test
  void aPolicyThatCannotWorkIsRefused() {
    assertThrows(
        IllegalArgumentException.class, () -> new FailedSignIns(5, SECOND, Duration.ZERO, HOUR));
    assertThrows(
        IllegalArgumentException.class, () -> new FailedSignIns(5, SECOND, SECOND, Duration.ZERO));
  }

  @Test
  void retryAfterIsWholeSecondsRoundedUpAndAtLeastOne() {
    assertEquals(1, FailedSignIns.retryAfterSeconds(Duration.ofMillis(1)));
    assertEquals(1, FailedSignIns.retryAfterSeconds(SECOND));
    assertEquals(2, FailedSignIns.retryAfterSeconds(Duration.ofMillis(1001)));
  }

  private void fail() {
    tally = Optional.of(perAccount.afterFailure(tally, now));
  }
}
