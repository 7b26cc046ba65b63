package dev.chessplatform.deploy.chaos;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.chessplatform.deploy.LocalPlatform;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.HttpTimeoutException;
import java.time.Duration;
import java.util.Set;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Supplier;

/**
 * The campaign's HTTP client, as a careful third-party client behaves: every request has a bound
 * (the client's timeout); a command carries an {@code Idempotency-Key} and is sent again with the
 * same key on 503, 429, 502, 504, a timeout or a connection error, honouring {@code Retry-After},
 * until it is answered or the give-up bound passes. Every answer a client should not get is counted
 * in the run's {@link Tally} and in the current kill's.
 */
final class ChaosClient {

  static final ObjectMapper JSON = new ObjectMapper();

  /**
   * One answer: status, body, whether the service said it was a replay of a first answer, and when
   * the try that got it was sent.
   */
  record Answer(int status, String body, boolean replayed, long sentAtNanos) {
    JsonNode json() {
      try {
        return JSON.readTree(body);
      } catch (IOException e) {
        throw new AssertionError("not JSON (" + status + "): " + body, e);
      }
    }
  }

  private final URI base;
  private final Duration bound;
  private final Duration giveUp;
  private final Tally total;
  private final Supplier<Tally> current;
  private final Set<String> down;
  private final HttpClient http;
  final AtomicLong retries = new AtomicLong();
  final AtomicLong replayed = new AtomicLong();

  ChaosClient(
      URI base,
      Duration bound,
      Duration giveUp,
      Tally total,
      Supplier<Tally> current,
      Set<String> down) {
    this.base = base;
    this.bound = bound;
    this.giveUp = giveUp;
    this.total = total;
    this.current = current;
    this.down = down;
    this.http =
        HttpClient.newBuilder()
            .version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(Duration.ofSeconds(2))
            .build();
  }

  Duration bound() {
    return bound;
  }

  /**
   * Sends until answered with something other than a "come back later", or null once {@link
   * #giveUp} has passed. {@code knownGame}: the path names a game the campaign created, so a 404 is
   * counted (and retried: the game exists).
   */
  Answer call(
      LocalPlatform.Player as,
      String method,
      String path,
      String body,
      String idempotencyKey,
      boolean knownGame,
      Duration extraWait)
      throws InterruptedException {
    String service = serviceOf(path);
    long deadline = System.nanoTime() + giveUp.toNanos();
    int attempt = 0;
    while (true) {
      if (attempt++ > 0) {
        retries.incrementAndGet();
      }
      long waitMs;
      long sent = System.nanoTime();
      try {
        HttpResponse<String> r = send(as, method, path, body, idempotencyKey, extraWait);
        int status = r.statusCode();
        boolean isReplay =
            r.headers()
                .firstValue("Idempotent-Replayed")
                .map("true"::equalsIgnoreCase)
                .orElse(false);
        if (status == 503 || status == 429) {
          count(status == 503 ? t -> t.unavailable : t -> t.rateLimited);
          waitMs = retryAfterMs(r);
        } else if (status == 502) {
          count(t -> t.badGateway);
          total.sample(
              "502 "
                  + method
                  + " "
                  + path
                  + " ("
                  + service
                  + (down.contains(service) ? " down" : " up")
                  + "): "
                  + r.body());
          if (!down.contains(service)) {
            count(t -> t.badGatewayHealthy);
          }
          waitMs = backoffMs(attempt);
        } else if (status == 504) {
          count(t -> t.gatewayTimeout);
          waitMs = backoffMs(attempt);
        } else if (status == 404 && knownGame) {
          count(t -> t.notFound);
          total.sample("404 " + method + " " + path + ": " + r.body());
          waitMs = backoffMs(attempt);
        } else {
          if (isReplay) {
            replayed.incrementAndGet();
          }
          return new Answer(status, r.body(), isReplay, sent);
        }
      } catch (HttpTimeoutException e) {
        count(t -> t.unanswered);
        total.sample(
            "unanswered in " + bound.plus(extraWait).toSeconds() + " s: " + method + " " + path);
        waitMs = 0;
      } catch (IOException e) {
        count(t -> t.connectionErrors);
        waitMs = backoffMs(attempt);
      }
      if (System.nanoTime() + waitMs * 1_000_000L > deadline) {
        return null;
      }
      // The wait a client owes the server between two tries (Retry-After or a backoff), not a
      // stand-in for a condition: the next try is the check.
      Thread.sleep(waitMs);
    }
  }

  private HttpResponse<String> send(
      LocalPlatform.Player as,
      String method,
      String path,
      String body,
      String idempotencyKey,
      Duration extraWait)
      throws IOException, InterruptedException {
    HttpRequest.Builder b =
        HttpRequest.newBuilder(base.resolve(path))
            .timeout(bound.plus(extraWait))
            .method(
                method,
                body == null
                    ? HttpRequest.BodyPublishers.noBody()
                    : HttpRequest.BodyPublishers.ofString(body));
    if (body != null) {
      b.header("Content-Type", "application/json");
    }
    if (as != null) {
      b.header("Authorization", "Bearer " + as.token());
    }
    if (idempotencyKey != null) {
      b.header("Idempotency-Key", idempotencyKey);
    }
    return http.send(b.build(), HttpResponse.BodyHandlers.ofString());
  }

  private void count(java.util.function.Function<Tally, AtomicLong> which) {
    which.apply(total).incrementAndGet();
    Tally now = current.get();
    if (now != null) {
      which.apply(now).incrementAndGet();
    }
  }

  /** Retry-After in seconds (1 when absent), at most 5 s, with a little jitter. */
  private static long retryAfterMs(HttpResponse<String> r) {
    long seconds = 1;
    try {
      seconds = Long.parseLong(r.headers().firstValue("Retry-After").orElse("1").trim());
    } catch (NumberFormatException e) {
      // an HTTP date: wait the default
    }
    return Math.min(5, Math.max(0, seconds)) * 1000 + ThreadLocalRandom.current().nextLong(100);
  }

  private static long backoffMs(int attempt) {
    return Math.min(2000, 100L << Math.min(attempt, 5)) + ThreadLocalRandom.current().nextLong(100);
  }

  /** The service behind a gateway path, to tell a 502 of a killed service from a healthy one. */
  static String serviceOf(String path) {
    if (path.startsWith("/api/ratings")) {
      return "rating-service";
    }
    if (path.startsWith("/api/engine")) {
      return "engine-service";
    }
    if (path.startsWith("/api/accounts") || path.startsWith("/api/platform")) {
      return "gateway";
    }
    return "game-service";
  }
}
