package dev.chessplatform.gateway.domain;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

class RateLimiterTest {

  private final AtomicLong now = new AtomicLong();
  private final RateLimiter limiter = new RateLimiter(3, 0.5, now::get);

  @Test
  void aFullBucketLetsItsCapacityThroughAtOnceThenRefuses() {
    for (int i = 0; i < 3; i++) {
      assertTrue(limiter.take("k").allowed());
    }
    RateLimiter.Decision refused = limiter.take("k");
    assertFalse(refused.allowed());
    assertEquals(2, refused.retryAfterSeconds(), "one request per two seconds");
  }

  @Test
  void theBucketRefillsWithTimeAndRetryAfterWasRight() {
    for (int i = 0; i < 3; i++) {
      limiter.take("k");
    }
    long retry = limiter.take("k").retryAfterSeconds();
    now.addAndGet(retry * 1_000_000_000L);
    assertTrue(limiter.take("k").allowed());
    assertFalse(limiter.take("k").allowed());
  }

  @Test
  void everyDecisionTellsTheQuotaLeftAndWhenTheBucketIsFullAgain() {
    RateLimiter.Decision first = limiter.take("k");
    assertEquals(3, first.limit());
    assertEquals(2, first.remaining());
    assertEquals(2, first.resetSeconds(), "one request back per two seconds");
    limiter.take("k");
    RateLimiter.Decision last = limiter.take("k");
    assertEquals(0, last.remaining());
    assertEquals(6, last.resetSeconds());
    now.addAndGet(3_000_000_000L);
    RateLimiter.Decision later = limiter.take("k");
    assertEquals(0, later.remaining(), "1.5 refilled, one taken: half a request is not one");
    assertEquals(5, later.resetSeconds());
  }

  @Test
  void keysHaveTheirOwnBuckets() {
    for (int i = 0; i < 3; i++) {
      limiter.take("a");
    }
    assertFalse(limiter.take("a").allowed());
    assertTrue(limiter.take("b").allowed());
  }

  @Test
  void forgettingIdleBucketsDropsOnlyFullOnesAndChangesNoDecision() {
    limiter.take("busy");
    limiter.take("idle");
    now.addAndGet(10_000_000_000L);
    limiter.take("busy");
    limiter.forgetIdle();
    assertEquals(1, limiter.size());
  }
}
