package dev.chessplatform.gateway.api;

import dev.chessplatform.testsupport.RunningInfrastructure;
import io.quarkus.test.common.QuarkusTestResourceLifecycleManager;
import io.vertx.core.Vertx;
import io.vertx.core.http.HttpServer;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;

/**
 * A real HTTP server standing in for a service behind the gateway: it echoes what reached it,
 * streams, stays silent, and serves an OpenAPI document and readiness like a Quarkus service.
 * {@code GET /_fake/received} lists the {@code /api/} requests that reached it; {@code DELETE}
 * clears the list; {@code GET /_fake/open-streams} counts the open streams of {@code
 * /api/games/endless}, which never ends by itself. Under {@code /api/games/broken/} it breaks
 * connections ({@link BrokenConnections}); {@code /api/games/bare-refusal} answers an empty 414, as
 * a codec does. A second server stands in for lichess-facade: it echoes every request with {@code
 * "service": "lichess-facade"}, and serves an OpenAPI document that must stay out of the public
 * API's; its own {@code /_fake/received} lists what reached it (every path but {@code /q/}).
 */
public class FakeUpstream implements QuarkusTestResourceLifecycleManager {

  /** Every /api/ request that reached the service, for tests to prove what did not. */
  private final List<JsonObject> received = new CopyOnWriteArrayList<>();

  /** The same for the lichess-facade stand-in: every request but its {@code /q/} probes. */
  private final List<JsonObject> facadeReceived = new CopyOnWriteArrayList<>();

  private final BrokenConnections brokenConnections = new BrokenConnections();

  /** Streams of {@code /api/games/endless} whose connection is still open. */
  private final java.util.concurrent.atomic.AtomicInteger openStreams =
      new java.util.concurrent.atomic.AtomicInteger();

  private Vertx vertx;
  private HttpServer server;
  private HttpServer facade;

  @Override
  public Map<String, String> start() {
    vertx = Vertx.vertx();
    server =
        vertx
            .createHttpServer()
            .requestHandler(
                req -> {
                  if (req.path().startsWith("/api/")) {
                    received.add(
                        new JsonObject()
                            .put("method", req.method().name())
                            .put("uri", req.uri())
                            .put("player", req.getHeader("X-Chess-Player")));
                  }
                  if (brokenConnections.breaks(req)) {
                    return;
                  }
                  switch (req.path()) {
                    case "/_fake/received" -> {
                      if (req.method().name().equals("DELETE")) {
                        received.clear();
                      }
                      req.response()
                          .putHeader("content-type", "application/json")
                          .end(new JsonArray(List.copyOf(received)).encode());
                    }
                    case "/q/openapi" ->
                        req.response()
                            .putHeader("content-type", "application/json")
                            .end(
                                "{\"openapi\":\"3.1.0\",\"paths\":{\"/api/games/echo\":{\"get\":{}}},"
                                    + "\"components\":{\"schemas\":{\"Echo\":{\"type\":\"object\"}}}}");
                    case "/q/health/ready" ->
                        req.response()
                            .putHeader("content-type", "application/json")
                            .end("{\"status\":\"UP\"}");
                    case "/api/games/stream" -> {
                      req.response()
                          .setChunked(true)
                          .putHeader("content-type", "text/event-stream");
                      req.response().write("id: 1\ndata: first\n\n");
                      vertx.setTimer(1500, t -> req.response().end("id: 2\ndata: second\n\n"));
                    }
                    case "/api/games/endless" -> {
                      // a spectator's stream: open until the client goes
                      openStreams.incrementAndGet();
                      req.response().closeHandler(v -> openStreams.decrementAndGet());
                      req.response()
                          .setChunked(true)
                          .putHeader("content-type", "text/event-stream")
                          .write("id: 1\ndata: first\n\n");
                    }
                    case "/_fake/open-streams" ->
                        req.response()
                            .putHeader("content-type", "application/json")
                            .end(Integer.toString(openStreams.get()));
                    case "/api/games/bare-refusal" ->
                        // what a service's HTTP codec answers to a line it will not read
                        req.response().setStatusCode(414).end();
                    case "/api/games/silent" -> {
                      // never answers: the gateway must give up and say so
                    }
                    default ->
                        req.body()
                            .onSuccess(
                                body -> {
                                  JsonObject headers = new JsonObject();
                                  req.headers()
                                      .forEach(
                                          h -> headers.put(h.getKey().toLowerCase(), h.getValue()));
                                  req.response()
                                      .putHeader("content-type", "application/json")
                                      .end(
                                          new JsonObject()
                                              .put("method", req.method().name())
                                              .put("uri", req.uri())
                                              .put("body", body.toString())
                                              .put("headers", headers)
                                              .encode());
                                });
                  }
                });
    try {
      server
          .listen(0, "127.0.0.1")
          .toCompletionStage()
          .toCompletableFuture()
          .get(10, TimeUnit.SECONDS);
    } catch (Exception e) {
      throw new IllegalStateException(e);
    }
    facade = vertx.createHttpServer().requestHandler(this::facade);
    try {
      facade
          .listen(0, "127.0.0.1")
          .toCompletionStage()
          .toCompletableFuture()
          .get(10, TimeUnit.SECONDS);
    } catch (Exception e) {
      throw new IllegalStateException(e);
    }
    String url = "http://127.0.0.1:" + server.actualPort();
    String nobody = "http://127.0.0.1:" + RunningInfrastructure.freePort();
    return Map.of(
        "gateway.upstreams.game-service.url", url,
        "gateway.upstreams.game-service.timeout", "1s",
        "gateway.upstreams.rating-service.url", url,
        "gateway.upstreams.engine-service.url", nobody,
        "gateway.upstreams.lichess-facade.url", "http://127.0.0.1:" + facade.actualPort());
  }

  /** lichess-facade's stand-in: ready, a document of its own, and an echo of everything else. */
  private void facade(io.vertx.core.http.HttpServerRequest req) {
    io.vertx.core.http.HttpServerResponse response =
        req.response().putHeader("content-type", "application/json");
    if (!req.path().startsWith("/q/") && !req.path().equals("/_fake/received")) {
      facadeReceived.add(
          new JsonObject()
              .put("method", req.method().name())
              .put("uri", req.uri())
              .put("player", req.getHeader("X-Chess-Player")));
    }
    switch (req.path()) {
      case "/_fake/received" -> {
        if (req.method().name().equals("DELETE")) {
          facadeReceived.clear();
        }
        response.end(new JsonArray(List.copyOf(facadeReceived)).encode());
      }
      case "/q/health/ready" -> response.end("{\"status\":\"UP\"}");
      case "/q/openapi" ->
          response.end(
              "{\"openapi\":\"3.1.0\",\"paths\":{\"/api/bot/game/undocumented\":{\"get\":{}}}}");
      default ->
          response.end(
              new JsonObject()
                  .put("service", "lichess-facade")
                  .put("method", req.method().name())
                  .put("uri", req.uri())
                  .put("player", req.getHeader("X-Chess-Player"))
                  .encode());
    }
  }

  @Override
  public void stop() {
    if (vertx != null) {
      vertx.close();
    }
  }
}
