package dev.chessplatform.gateway.application;

import dev.chessplatform.gateway.domain.FailedSignIns.Tally;
import java.time.Instant;
import java.util.Optional;

/**
 * The failed sign-ins of each key (an account name, a client address) and the addresses each
 * account signed in from, shared by every gateway: {@link SignInThrottle} must give one answer
 * whichever gateway a guess reaches. persistence's {@code SignInRecordRepository} implements it
 * (MongoDB). Every method throws {@link Unavailable} when the store does not answer.
 */
public interface SignInRecords {

  /** The tally of {@code key} and its version, for {@link #replace}. */
  record Versioned(Tally tally, long version) {}

  Optional<Versioned> tally(String key);

  /**
   * Writes {@code next} as the tally of {@code key} if it is still {@code expected} (none: no tally
   * yet), to be dropped at {@code forgetAt}: of several callers replacing one version exactly one
   * gets true.
   */
  boolean replace(String key, Optional<Versioned> expected, Tally next, Instant forgetAt);

  /**
   * Adds one failure at {@code now} to the tally of {@code key} in one atomic write ({@code
   * nextAllowed} unchanged), if it has fewer than {@code below} failures, no wait running and is
   * not forgotten by {@code now} (the free failures, where no wait can start: no read, no lost
   * race); it is then dropped at {@code forgetAt}.
   *
   * @return the tally after it and its version, or empty when it is none such (use {@link
   *     #replace})
   */
  Optional<Versioned> increment(String key, int below, Instant now, Instant forgetAt);

  /** Drops the tally of {@code key} (a success). */
  void clear(String key);

  /**
   * Undoes a failure counted at {@code version} (its attempt succeeded): puts {@code before} back
   * as the tally of {@code key} (none: drops it), to be dropped at {@code forgetAt}, if the tally
   * is still at {@code version}; else, other attempts having counted since, takes one failure off
   * the count and leaves the rest.
   */
  void restore(String key, long version, Optional<Tally> before, Optional<Instant> forgetAt);

  /**
   * Remembers that the account {@code nameKey} signed in from {@code address} until {@code until}.
   */
  void remember(String nameKey, String address, Instant until);

  /**
   * Whether the account {@code nameKey} signed in from {@code address} and it is before its until.
   */
  boolean known(String nameKey, String address, Instant now);

  /** The store did not answer. */
  final class Unavailable extends RuntimeException {
    public Unavailable(Throwable cause) {
      super("the store of sign-in records did not answer", cause);
    }
  }
}
