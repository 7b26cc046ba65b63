package dev.chessplatform.deploy;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.function.BooleanSupplier;

/** Waiting for processes to become ready, while noticing when they die instead. */
final class Readiness {

  private static final HttpClient HTTP =
      HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(1)).build();

  private Readiness() {}

  /** Outcome of a wait. */
  enum Outcome {
    READY,
    DIED,
    TIMED_OUT
  }

  static Outcome await(ChildProcess child, Duration timeout, BooleanSupplier ready)
      throws InterruptedException {
    long deadline = System.nanoTime() + timeout.toNanos();
    while (System.nanoTime() < deadline) {
      if (!child.isAlive()) {
        return Outcome.DIED;
      }
      if (ready.getAsBoolean()) {
        return Outcome.READY;
      }
      Thread.sleep(250);
    }
    return Outcome.TIMED_OUT;
  }

  /** True when {@code url} answers 200. */
  static boolean httpOk(String url) {
    try {
      HttpResponse<Void> response =
          HTTP.send(
              HttpRequest.newBuilder(URI.create(url)).timeout(Duration.ofSeconds(2)).build(),
              HttpResponse.BodyHandlers.discarding());
      return response.statusCode() == 200;
    } catch (java.io.IOException e) {
      return false;
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return false;
    }
  }
}
