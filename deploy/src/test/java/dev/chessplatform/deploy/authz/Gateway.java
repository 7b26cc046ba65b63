package dev.chessplatform.deploy.authz;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.chessplatform.deploy.LocalPlatform;
import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * Requests to the platform's gateway as one caller: a bearer token or none. An answer is its
 * status, content type and as much of its body as arrives: a stream's first {@value
 * #STREAM_WINDOW_MS} ms, which is where a stream would leak (its catch-up).
 */
final class Gateway {

  static final ObjectMapper JSON = new ObjectMapper();
  private static final long STREAM_WINDOW_MS = 400;
  static final Duration TIMEOUT = Duration.ofSeconds(10);

  /** What came back. */
  record Answer(int status, String contentType, String body) {

    boolean isProblem() {
      return contentType.startsWith("application/problem+json");
    }

    /** The problem type's last segment ({@code private-game}), or null when no problem. */
    String problemType() {
      if (!isProblem()) {
        return null;
      }
      try {
        String type = JSON.readTree(body).path("type").asText("");
        return type.substring(type.lastIndexOf('/') + 1);
      } catch (IOException e) {
        return "unreadable";
      }
    }

    JsonNode json() throws IOException {
      return JSON.readTree(body);
    }
  }

  private final HttpClient http =
      HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
  private final ExecutorService readers = Executors.newCachedThreadPool();
  private final int port;

  Gateway(int port) {
    this.port = port;
  }

  Answer send(String token, String method, String path, String body) throws Exception {
    HttpRequest request =
        LocalPlatform.jsonRequest(
                URI.create("http://127.0.0.1:" + port + path), method, body, token, TIMEOUT)
            .build();
    HttpResponse<InputStream> r = http.send(request, HttpResponse.BodyHandlers.ofInputStream());
    String type = r.headers().firstValue("Content-Type").orElse("");
    boolean stream =
        type.startsWith("text/event-stream") || type.startsWith("application/x-ndjson");
    return new Answer(r.statusCode(), type, stream ? window(r.body()) : whole(r.body()));
  }

  private static String whole(InputStream in) throws IOException {
    try (in) {
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
  }

  /** A stream's body for a short window, then the stream is closed. */
  private String window(InputStream in) throws Exception {
    StringBuffer text = new StringBuffer();
    CompletableFuture<Void> done =
        CompletableFuture.runAsync(
            () -> {
              byte[] buffer = new byte[8192];
              try (in) {
                for (int n; (n = in.read(buffer)) >= 0; ) {
                  text.append(new String(buffer, 0, n, StandardCharsets.UTF_8));
                }
              } catch (IOException e) {
                // closed after the window: what arrived is the answer
              }
            },
            readers);
    try {
      done.get(STREAM_WINDOW_MS, TimeUnit.MILLISECONDS);
    } catch (TimeoutException e) {
      in.close();
      done.get(5, TimeUnit.SECONDS);
    }
    return text.toString();
  }

  void close() {
    readers.shutdownNow();
  }
}
