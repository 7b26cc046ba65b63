package dev.chessplatform.gateway.domain;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.LongSupplier;

/**
 * Token buckets by key (a token id, a client address): {@code capacity} requests at once, refilled
 * continuously at {@code perSecond}. A refusal says how long until the next request would pass, for
 * {@code Retry-After} (RFC 9110 §10.2.3); every decision says what is left of the quota, for the
 * {@code RateLimit-*} headers (draft-ietf-httpapi-ratelimit-headers).
 */
public final class RateLimiter {

  /**
   * The outcome of one request: whether it passes, how long to wait when it does not, and the
   * bucket after it: its {@code limit} (capacity), the whole requests {@code remaining} at once,
   * and the seconds until it is full again ({@code resetSeconds}, 0 when it is full).
   */
  public record Decision(
      boolean allowed, long retryAfterSeconds, int limit, int remaining, long resetSeconds) {}

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

  /** The bucket of {@code key} as it is, taking nothing (a new key's bucket is full). */
  public Decision peek(String key) {
    Bucket bucket = buckets.get(key);
    return bucket == null ? new Decision(true, 0, capacity, capacity, 0) : bucket.peek();
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
      boolean allowed = tokens >= 1;
      if (allowed) {
        tokens -= 1;
      }
      long retryAfter = allowed ? 0 : Math.max(1, secondsUntil(1));
      return new Decision(allowed, retryAfter, capacity, (int) tokens, secondsUntil(capacity));
    }

    synchronized Decision peek() {
      refill(nanoTime.getAsLong());
      return new Decision(tokens >= 1, 0, capacity, (int) tokens, secondsUntil(capacity));
    }

    private long secondsUntil(double level) {
      return tokens >= level ? 0 : (long) Math.ceil((level - tokens) / perNano / 1e9);
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
