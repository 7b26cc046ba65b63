package dev.chessplatform.gateway.oauth;

import jakarta.annotation.Priority;
import jakarta.enterprise.inject.Alternative;
import jakarta.inject.Singleton;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;

/**
 * The gateway's {@link Clock} bean in every {@code @QuarkusTest} of this module: the system's,
 * until a test moves it on (and back), so a code expires without the test waiting for it.
 */
@Alternative
@Priority(1)
@Singleton
public class MovableClock extends Clock {

  private volatile Duration ahead = Duration.ZERO;

  /** Runs {@code body} with the clock {@code by} ahead of the system's, then puts it back. */
  public void aheadBy(Duration by, Runnable body) {
    ahead = by;
    try {
      body.run();
    } finally {
      ahead = Duration.ZERO;
    }
  }

  @Override
  public Instant instant() {
    return Instant.now().plus(ahead);
  }

  @Override
  public ZoneId getZone() {
    return ZoneOffset.UTC;
  }

  @Override
  public Clock withZone(ZoneId zone) {
    throw new UnsupportedOperationException("the gateway keeps UTC");
  }
}
