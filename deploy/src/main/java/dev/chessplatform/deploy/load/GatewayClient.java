package dev.chessplatform.deploy.load;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The public API as a third party sees it: every request goes to the gateway with the player's
 * bearer token. Requests are spread over a few JDK HTTP clients (each has one selector thread) with
 * HTTP/1.1 keep-alive, so the generator's own plumbing is not what a run measures.
 */
final class GatewayClient {

  static final ObjectMapper JSON = new ObjectMapper();
  private static final Duration TIMEOUT = Duration.ofSeconds(30);

  /** An answer: its status, body and ETag, and how long it took from send to the whole body. */
  record Answer(int status, String body, Optional<String> etag, long nanos) {
    boolean ok() {
      return status / 100 == 2;
    }

    JsonNode json() {
      try {
        return JSON.readTree(body);
      } catch (IOException e) {
        throw new IllegalStateException("not JSON (" + status + "): " + body, e);
      }
    }

    /** Status and problem type ({@code 409 game-over}), or the exception for no answer. */
    String reason() {
      if (status < 0) {
        return body;
      }
      try {
        String type = JSON.readTree(body).path("type").asText("");
        return status + (type.isEmpty() ? "" : " " + type.substring(type.lastIndexOf('/') + 1));
      } catch (IOException | RuntimeException e) {
        return Integer.toString(status);
      }
    }
  }

  private final URI base;
  private final HttpClient[] clients;
  private final AtomicInteger next = new AtomicInteger();

  GatewayClient(URI base, int clients) {
    this.base = base;
    this.clients = new HttpClient[Math.max(1, clients)];
    for (int i = 0; i < this.clients.length; i++) {
      this.clients[i] =
          HttpClient.newBuilder()
              .version(HttpClient.Version.HTTP_1_1)
              .connectTimeout(Duration.ofSeconds(5))
              .build();
    }
  }

  /** A client for one game slot: its requests always use the same JDK client. */
  HttpClient pick() {
    return clients[Math.floorMod(next.getAndIncrement(), clients.length)];
  }

  Answer get(HttpClient http, String token, String path) {
    return send(http, request(path, token).GET());
  }

  Answer post(HttpClient http, String token, String path, String body, String... headers) {
    HttpRequest.Builder request =
        request(path, token)
            .header("Content-Type", "application/json")
            .POST(HttpRequest.BodyPublishers.ofString(body));
    for (int i = 0; i < headers.length; i += 2) {
      request.header(headers[i], headers[i + 1]);
    }
    return send(http, request);
  }

  private HttpRequest.Builder request(String path, String token) {
    HttpRequest.Builder request = HttpRequest.newBuilder(base.resolve(path)).timeout(TIMEOUT);
    if (token != null) {
      request.header("Authorization", "Bearer " + token);
    }
    return request;
  }

  private static Answer send(HttpClient http, HttpRequest.Builder request) {
    long t0 = System.nanoTime();
    try {
      HttpResponse<String> r = http.send(request.build(), HttpResponse.BodyHandlers.ofString());
      return new Answer(
          r.statusCode(), r.body(), r.headers().firstValue("ETag"), System.nanoTime() - t0);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return new Answer(-1, "interrupted", Optional.empty(), System.nanoTime() - t0);
    } catch (IOException e) {
      return new Answer(-1, e.getClass().getSimpleName(), Optional.empty(), System.nanoTime() - t0);
    }
  }
}
