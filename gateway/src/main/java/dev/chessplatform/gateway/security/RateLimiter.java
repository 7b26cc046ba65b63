package dev.chessplatform.gateway.security;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.LongSupplier;

/**
 * Token buckets by key (a token id, a client address): {@code capacity} requests at once, refilled
 * continuously at {@code perSecond}. A refusal says how long until the next request would pass, for
 * {@code Retry-After} (RFC 9110 §10.2.3).
 */
public final class RateLimiter {

  /** The outcome of one request. */
  public record Decision(boolean allowed, long retryAfterSeconds) {}

  private final int capacity;
  private final double perNano;
  private final LongSupplier nanoTime;
  private final Map<String, Bucket> buckets = new ConcurrentHashMap<>();

  public RateLimiter(int capacity, double perSecond, LongSupplier nanoTime) {
    if (capacity < 1 || perSecond <= 0) {
      throw new IllegalArgumentException("a bucket holds at least 1 and refills");
    }
    this.capacity = capacity;
    this.perNano = perSecond / 1e9;
    this.nanoTime = nanoTime;
  }

  public Decision take(String key) {
    return buckets.computeIfAbsent(key, k -> new Bucket(capacity, nanoTime.getAsLong())).take();
  }

  /**
   * Drops the buckets that have refilled: a full bucket behaves like none, so forgetting it changes
   * no decision and keeps memory bounded by the recently active keys.
   */
  public void forgetIdle() {
    long now = nanoTime.getAsLong();
    buckets.entrySet().removeIf(e -> e.getValue().fullAt(now));
  }

  public int size() {
    return buckets.size();
  }

  private final class Bucket {
    private double tokens;
    private long last;

    Bucket(double tokens, long now) {
      this.tokens = tokens;
      this.last = now;
    }

    synchronized Decision take() {
      refill(nanoTime.getAsLong());
      if (tokens >= 1) {
        tokens -= 1;
        return new Decision(true, 0);
      }
      double waitSeconds = (1 - tokens) / perNano / 1e9;
      return new Decision(false, Math.max(1, (long) Math.ceil(waitSeconds)));
    }

    synchronized boolean fullAt(long now) {
      refill(now);
      return tokens >= capacity;
    }

    private void refill(long now) {
      tokens = Math.min(capacity, tokens + (now - last) * perNano);
      last = now;
    }
  }
}
