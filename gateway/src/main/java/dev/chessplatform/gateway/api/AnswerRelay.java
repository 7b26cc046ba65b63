package dev.chessplatform.gateway.api;

import dev.chessplatform.problems.Problem;
import io.netty.handler.codec.http.HttpHeaderNames;
import io.vertx.core.Future;
import io.vertx.core.Promise;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.http.HttpMethod;
import io.vertx.core.http.HttpServerResponse;
import io.vertx.core.streams.ReadStream;
import io.vertx.httpproxy.ProxyResponse;
import java.util.Locale;
import java.util.Set;

/**
 * Relays a service's answer of known, small length to the client itself, instead of the proxy's
 * pipe. Why: when the client closes its connection as the last bytes reach it (a client sending
 * {@code Connection: close} does), writing the end fails, and Vert.x HTTP Proxy 4.5 then resets the
 * request to the service, although that answer had arrived whole; Vert.x 4.5's HTTP/1.1 client
 * marks the connection to close on that reset even after it went back to the pool, so the next
 * request on it, someone else's, fails with "Connection was closed": a 502 for a POST, which is not
 * repeated (seen about once in 600 requests closed that way, issue 29's fuzz). Here the answer is
 * read whole first, the connection to the service is released by its end, and a client gone is the
 * client's business only. Streams (SSE, NDJSON, an export) and answers over {@value #MAX_BYTES}
 * bytes keep the proxy's unbuffered pipe.
 */
final class AnswerRelay {

  static final long MAX_BYTES = 1 << 20;

  private static final Set<String> NOT_RELAYED =
      Set.of(
          "connection",
          "keep-alive",
          "proxy-connection",
          "te",
          "trailer",
          "transfer-encoding",
          "upgrade",
          "content-length");

  private AnswerRelay() {}

  /** An error answer that is not a problem. */
  static boolean bareRefusal(ProxyResponse response) {
    String type = response.headers().get(HttpHeaderNames.CONTENT_TYPE);
    return response.getStatusCode() >= 400
        && (type == null || !type.startsWith(Problem.MEDIA_TYPE));
  }

  /** An answer with a body whose length is declared and small (not to HEAD, not a 204 or 304). */
  static boolean relaysWhole(ProxyResponse response, HttpMethod method) {
    if (method == HttpMethod.HEAD
        || response.getStatusCode() == 204
        || response.getStatusCode() == 304) {
      return false;
    }
    String length = response.headers().get(HttpHeaderNames.CONTENT_LENGTH);
    if (length == null) {
      return false;
    }
    try {
      long bytes = Long.parseLong(length.trim());
      return bytes >= 0 && bytes <= MAX_BYTES;
    } catch (NumberFormatException e) {
      return false;
    }
  }

  /** The whole body of {@code response}. */
  static Future<Buffer> read(ProxyResponse response) {
    if (response.getBody() == null) {
      return Future.succeededFuture(Buffer.buffer());
    }
    ReadStream<Buffer> stream = response.getBody().stream();
    Buffer body = Buffer.buffer();
    Promise<Buffer> read = Promise.promise();
    stream.exceptionHandler(read::tryFail);
    stream.endHandler(v -> read.tryComplete(body));
    stream.handler(body::appendBuffer);
    stream.resume();
    return read.future();
  }

  /** Writes status, headers and {@code body} to the client; a failed write is not retried. */
  static void send(ProxyResponse response, Buffer body, HttpServerResponse client) {
    client.setStatusCode(response.getStatusCode());
    if (response.getStatusMessage() != null) {
      client.setStatusMessage(response.getStatusMessage());
    }
    response
        .headers()
        .forEach(
            header -> {
              if (!NOT_RELAYED.contains(header.getKey().toLowerCase(Locale.ROOT))) {
                client.headers().add(header.getKey(), header.getValue());
              }
            });
    client.end(body);
  }
}
