package dev.chessplatform.gateway.api;

import dev.chessplatform.testsupport.RunningInfrastructure;
import io.quarkus.test.common.QuarkusTestResourceLifecycleManager;
import io.vertx.core.Vertx;
import io.vertx.core.json.JsonObject;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * Two real HTTP servers standing in for two instances of game-service, and between them in the
 * configured list a port nothing listens on (an instance that died): {@code
 * gateway.upstreams.game-service.url = a, dead, b}. Each answers every {@code /api/} request with
 * its name, the method and the URI, and serves readiness and an OpenAPI document.
 */
public class InstancesUpstream implements QuarkusTestResourceLifecycleManager {

  private Vertx vertx;

  @Override
  public Map<String, String> start() {
    vertx = Vertx.vertx();
    List<String> urls = new ArrayList<>();
    for (String name : List.of("a", "b")) {
      int port =
          await(
                  vertx
                      .createHttpServer()
                      .requestHandler(
                          req -> {
                            switch (req.path()) {
                              case "/q/health/ready" ->
                                  req.response()
                                      .putHeader("content-type", "application/json")
                                      .end("{\"status\":\"UP\"}");
                              case "/q/openapi" ->
                                  req.response()
                                      .putHeader("content-type", "application/json")
                                      .end("{\"openapi\":\"3.1.0\",\"paths\":{}}");
                              default ->
                                  req.body()
                                      .onSuccess(
                                          body ->
                                              req.response()
                                                  .putHeader("content-type", "application/json")
                                                  .end(
                                                      new JsonObject()
                                                          .put("instance", name)
                                                          .put("method", req.method().name())
                                                          .put("uri", req.uri())
                                                          .put("body", body.toString())
                                                          .encode()));
                            }
                          })
                      .listen(0, "127.0.0.1"))
              .actualPort();
      urls.add("http://127.0.0.1:" + port);
    }
    String dead = "http://127.0.0.1:" + RunningInfrastructure.freePort();
    return Map.of(
        "gateway.upstreams.game-service.url",
        urls.get(0) + "," + dead + "," + urls.get(1),
        "gateway.upstreams.game-service.down-for",
        "60s",
        "gateway.upstreams.game-service.sticky-prefixes",
        "/api/games/sticky",
        "gateway.upstreams.rating-service.url",
        urls.get(0),
        "gateway.upstreams.engine-service.url",
        dead);
  }

  private static <T> T await(io.vertx.core.Future<T> future) {
    try {
      return future.toCompletionStage().toCompletableFuture().get(10, TimeUnit.SECONDS);
    } catch (Exception e) {
      throw new IllegalStateException(e);
    }
  }

  @Override
  public void stop() {
    if (vertx != null) {
      vertx.close();
    }
  }
}
