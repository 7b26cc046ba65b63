package dev.chessplatform.gateway.domain;

import java.time.Duration;
import java.time.Instant;
import java.util.Optional;

/**
 * When the next sign-in may be tried, after failed ones: the first {@code freeFailures} are free,
 * then the next attempt waits {@code firstDelay}, and each failure after it doubles the wait up to
 * {@code maxDelay}; after {@code forgetAfter} without a failure they are forgotten. Growing delays
 * rather than a lock-out, so a stranger cannot shut a person out for long (NIST SP 800-63B §5.2.2:
 * limit failed attempts, prefer delays and other measures to a lock-out; OWASP Authentication Cheat
 * Sheet, "Account Lockout").
 *
 * <p>An attempt is counted as a failure when it is let in, before its password is checked ({@link
 * #afterFailure}), so that attempts racing through several gateways cannot all spend one slot; a
 * success then resets the count. Pure: the times come from the caller.
 */
public record FailedSignIns(
    int freeFailures, Duration firstDelay, Duration maxDelay, Duration forgetAfter) {

  /** Failures since the last quiet period: {@code count}, the last at {@code lastFailure}. */
  public record Tally(int count, Instant lastFailure, Instant nextAllowed) {}

  public FailedSignIns {
    if (freeFailures < 0 || firstDelay.isNegative() || maxDelay.compareTo(firstDelay) < 0) {
      throw new IllegalArgumentException("free failures >= 0 and 0 <= first delay <= max delay");
    }
    if (forgetAfter.isNegative() || forgetAfter.isZero()) {
      throw new IllegalArgumentException("failures are forgotten after a positive time");
    }
  }

  /** How long until an attempt may be made: zero when it may be made {@code now}. */
  public Duration waitAt(Optional<Tally> tally, Instant now) {
    if (tally.isEmpty() || forgotten(tally.get(), now)) {
      return Duration.ZERO;
    }
    Tally t = tally.get();
    // Within the free failures there is no wait, whatever time another gateway's clock wrote.
    if (delayAfter(t.count()).isZero() || !now.isBefore(t.nextAllowed())) {
      return Duration.ZERO;
    }
    return Duration.between(now, t.nextAllowed());
  }

  /** The tally after one more failure at {@code now}. */
  public Tally afterFailure(Optional<Tally> tally, Instant now) {
    int before = tally.filter(t -> !forgotten(t, now)).map(Tally::count).orElse(0);
    int count = before == Integer.MAX_VALUE ? before : before + 1;
    return new Tally(count, now, now.plus(delayAfter(count)));
  }

  /**
   * The wait after the {@code count}-th failure in a row: none for the first {@code freeFailures}
   * but the last of them, {@code firstDelay} after it, doubled with each failure since.
   */
  public Duration delayAfter(int count) {
    int paid = count - freeFailures; // 0 after the last free failure
    if (paid < 0) {
      return Duration.ZERO;
    }
    // firstDelay * 2^paid, without overflow: from 2^31 on it is past any sensible cap.
    Duration delay = paid > 30 ? maxDelay : firstDelay.multipliedBy(1L << paid);
    return delay.compareTo(maxDelay) > 0 ? maxDelay : delay;
  }

  /** When a tally may be dropped: a quiet period after its last failure and its wait. */
  public Instant forgetAt(Tally tally) {
    return tally.nextAllowed().plus(forgetAfter);
  }

  private boolean forgotten(Tally tally, Instant now) {
    return !now.isBefore(forgetAt(tally));
  }

  /**
   * Whole seconds to announce in {@code Retry-After} (RFC 9110 §10.2.3): rounded up, at least 1.
   */
  public static long retryAfterSeconds(Duration wait) {
    long seconds = wait.toSeconds() + (wait.toNanosPart() > 0 ? 1 : 0);
    return Math.max(1, seconds);
  }
}
