package dev.chessplatform.gateway.api;

import io.vertx.core.Future;
import io.vertx.core.Promise;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.streams.ReadStream;
import io.vertx.httpproxy.Body;
import io.vertx.httpproxy.ProxyRequest;

/**
 * A request body read once into memory so that it can be sent twice. Only requests that may be
 * retried are read this way; their size is bounded by the guard ({@code
 * gateway.limits.max-body-bytes}, a Content-Length is required), every other body streams through.
 *
 * @param bytes the body as the client sent it (empty for a GET)
 * @param sized whether the client sent a Content-Length (a GET without one keeps having none)
 */
record ReplayableBody(Buffer bytes, boolean sized) {

  /** Reads the whole body of {@code request}. */
  static Future<ReplayableBody> read(ProxyRequest request) {
    Body original = request.getBody();
    ReadStream<Buffer> stream = original.stream();
    Buffer bytes = Buffer.buffer();
    Promise<ReplayableBody> read = Promise.promise();
    stream.exceptionHandler(read::tryFail);
    stream.endHandler(end -> read.tryComplete(new ReplayableBody(bytes, original.length() >= 0)));
    stream.handler(bytes::appendBuffer);
    stream.resume();
    return read.future();
  }

  /** A fresh body for one attempt (a body's stream can be read only once). */
  Body attempt() {
    return sized ? Body.body(bytes) : Body.body(Body.body(bytes).stream(), -1);
  }
}
