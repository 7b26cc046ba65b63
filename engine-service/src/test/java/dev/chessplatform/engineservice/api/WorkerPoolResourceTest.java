package dev.chessplatform.engineservice.api;

import static dev.chessplatform.engineservice.EngineCalls.bestMove;
import static dev.chessplatform.engineservice.EngineCalls.metric;
import static org.awaitility.Awaitility.await;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.notNullValue;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.chessplatform.testsupport.PlatformInfrastructure;
import dev.chessplatform.testsupport.SignedIdentity;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.RestAssured;
import io.restassured.response.Response;
import java.io.OutputStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.DisplayNameGeneration;
import org.junit.jupiter.api.DisplayNameGenerator;
import org.junit.jupiter.api.Test;

/** The %test pool has 2 workers and room for 2 waiting searches (application.properties). */
@QuarkusTest
@QuarkusTestResource(PlatformInfrastructure.class)
@DisplayNameGeneration(DisplayNameGenerator.ReplaceUnderscores.class)
class WorkerPoolResourceTest {

  private static final String LONG = "{\"movetimeMs\": 1500}";

  @Test
  void a_full_queue_answers_503_with_retry_after_and_the_accepted_searches_still_finish() {
    List<CompletableFuture<Response>> accepted = new ArrayList<>();
    for (int i = 0; i < 4; i++) {
      accepted.add(CompletableFuture.supplyAsync(() -> bestMove(LONG)));
      int started = i + 1;
      await()
          .atMost(Duration.ofSeconds(10))
          .until(() -> metric("engine_workers_busy") + metric("engine_queue_depth") >= started);
    }
    assertEquals(2.0, metric("engine_queue_depth"));
    bestMove(LONG)
        .then()
        .statusCode(503)
        .contentType("application/problem+json")
        .header("Retry-After", notNullValue())
        .body("type", equalTo("https://chess-platform.dev/problems/engine-overloaded"));
    for (CompletableFuture<Response> f : accepted) {
      assertEquals(200, f.join().statusCode());
    }
    assertTrue(metric("engine_rejected_total{source=\"rest\"}") >= 1);
  }

  @Test
  void a_caller_that_goes_away_stops_its_search() throws Exception {
    double cancelled = metric("engine_cancelled_total{reason=\"caller-gone\"}");
    String body = "{\"movetimeMs\": 15000}";
    Map<String, String> headers =
        SignedIdentity.headers("alice", Set.of("engine:use"), "POST", "/api/engine/best-move");
    StringBuilder request =
        new StringBuilder("POST /api/engine/best-move HTTP/1.1\r\nHost: localhost\r\n");
    headers.forEach((k, v) -> request.append(k).append(": ").append(v).append("\r\n"));
    request
        .append("Content-Type: application/json\r\nContent-Length: ")
        .append(body.length())
        .append("\r\n\r\n")
        .append(body);
    try (Socket socket = new Socket("localhost", RestAssured.port)) {
      OutputStream out = socket.getOutputStream();
      out.write(request.toString().getBytes(StandardCharsets.UTF_8));
      out.flush();
      await().atMost(Duration.ofSeconds(10)).until(() -> metric("engine_workers_busy") == 1.0);
    }
    await().atMost(Duration.ofSeconds(5)).until(() -> metric("engine_workers_busy") == 0.0);
    assertEquals(cancelled + 1, metric("engine_cancelled_total{reason=\"caller-gone\"}"));
  }
}
