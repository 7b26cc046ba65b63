package dev.chessplatform.deploy.chaos;

import java.util.concurrent.atomic.AtomicLong;

/**
 * The answers a campaign counts that a client should never see, or sees only while a part is down:
 * for the whole run and, one per kill, from that kill to the next.
 */
final class Tally {

  /** 404 for a game the campaign created (it exists). */
  final AtomicLong notFound = new AtomicLong();

  /** Every 502. */
  final AtomicLong badGateway = new AtomicLong();

  /** 502 for a request whose service was not the one down at that moment. */
  final AtomicLong badGatewayHealthy = new AtomicLong();

  /** Requests that got no answer within the client's bound (the client timed out). */
  final AtomicLong unanswered = new AtomicLong();

  /** 503 (told to come back, with Retry-After): an honest answer during a recovery. */
  final AtomicLong unavailable = new AtomicLong();

  /** 504 from the gateway. */
  final AtomicLong gatewayTimeout = new AtomicLong();

  /** Connection refused or closed: the gateway itself was down. */
  final AtomicLong connectionErrors = new AtomicLong();

  /** 429. */
  final AtomicLong rateLimited = new AtomicLong();

  /** The first few 404 / 502 / unanswered requests, for whoever mends them. */
  final java.util.Queue<String> samples = new java.util.concurrent.ConcurrentLinkedQueue<>();

  private final AtomicLong sampled = new AtomicLong();

  void sample(String what) {
    if (sampled.incrementAndGet() <= 10) {
      samples.add(what.length() > 300 ? what.substring(0, 300) + "…" : what);
    }
  }

  String line() {
    return String.format(
        "404 for existing games %d, 502 %d (from a healthy service %d), unanswered past the bound"
            + " %d | 503 %d, 504 %d, connection errors %d, 429 %d",
        notFound.get(),
        badGateway.get(),
        badGatewayHealthy.get(),
        unanswered.get(),
        unavailable.get(),
        gatewayTimeout.get(),
        connectionErrors.get(),
        rateLimited.get());
  }
}
