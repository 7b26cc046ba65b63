package dev.chessplatform.gateway.config;

import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;
import java.time.Duration;

/**
 * How failed sign-ins are throttled (docs/gateway.md, "Sign-in against guessing"): per account name
 * and per client address, the first failures free, then a wait doubling from {@link #firstDelay()}
 * up to a cap, forgotten after {@link #forgetAfter()} of quiet.
 */
@ConfigMapping(prefix = "gateway.sign-in")
public interface SignInConfig {

  /** Failures in a row on one account name before it waits. */
  @WithDefault("5")
  int perAccountFreeFailures();

  /**
   * The longest wait of one account name: short, so that a stranger's guesses keep the person out
   * (from an address the account has not signed in from) at most this long.
   */
  @WithDefault("60s")
  Duration perAccountMaxDelay();

  /** Failures in a row from one client address (an IPv6 /64) before it waits: NATs share one. */
  @WithDefault("20")
  int perAddressFreeFailures();

  /** The longest wait of one client address. */
  @WithDefault("5m")
  Duration perAddressMaxDelay();

  /** The first wait, doubled at each failure after it. */
  @WithDefault("1s")
  Duration firstDelay();

  /** Failures are forgotten after this long without one (after the last wait). */
  @WithDefault("1h")
  Duration forgetAfter();

  /**
   * How long an address the account signed in from is exempt from the account's wait (only its own
   * per-address wait holds it): OWASP's "device cookie", keyed by address.
   */
  @WithDefault("30d")
  Duration knownAddressFor();
}
