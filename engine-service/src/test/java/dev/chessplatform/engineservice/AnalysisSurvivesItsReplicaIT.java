package dev.chessplatform.engineservice;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.chessplatform.events.engine.EngineRequest;
import io.restassured.path.json.JsonPath;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.function.Predicate;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * Two packaged replicas, each in its own JVM, on one store (as behind one Kubernetes Service): an
 * analysis started on the first is polled on the second; the first is killed with SIGKILL
 * mid-analysis; the second answers 200 for the job all along and, once the first's lease has
 * lapsed, finishes it from the last evaluation the first wrote.
 */
class AnalysisSurvivesItsReplicaIT {

  private static final String PATH = "/api/engine/analyses";
  private static final int TOTAL = 40;
  private static final Map<String, String> ENV =
      Map.of(
          "ENGINE_WORKERS", "1",
          "ENGINE_HASH_MB", "8",
          "ENGINE_CONSUMER_ENABLED", "false",
          "MONGODB_DATABASE", "engine-analyses-it",
          "ENGINE_ANALYSIS_LEASE", "3s");

  private final PackagedService first = new PackagedService();
  private final PackagedService second = new PackagedService();

  @AfterEach
  void stop() {
    first.close();
    second.close();
  }

  /** GETs {@code path} on {@code service} until {@code done}; every answer must be a 200. */
  private static JsonPath pollUntil(PackagedService service, String path, Predicate<JsonPath> done)
      throws Exception {
    long until = System.nanoTime() + Duration.ofSeconds(90).toNanos();
    while (true) {
      HttpResponse<String> answer = service.call("alice", "GET", path, null);
      assertEquals(200, answer.statusCode(), answer.body());
      JsonPath job = JsonPath.from(answer.body());
      if (done.test(job)) {
        return job;
      }
      assertTrue(System.nanoTime() < until, "still not there: " + answer.body());
      Thread.sleep(100);
    }
  }

  @Test
  void an_analysis_whose_replica_is_killed_is_answered_and_finished_by_the_other()
      throws Exception {
    CompletableFuture<Void> starting =
        CompletableFuture.runAsync(
            () -> {
              try {
                second.start(ENV, "analyses-it-second.log");
              } catch (Exception e) {
                throw new IllegalStateException(e);
              }
            });
    first.start(ENV, "analyses-it-first.log");
    starting.join();

    // Warm the second up (its beans are made on first use) so its polls keep pace from the start.
    assertEquals(404, second.call("alice", "GET", PATH + "/no-such-job", null).statusCode());
    List<String> fens = Collections.nCopies(TOTAL, "\"" + EngineRequest.START_FEN + "\"");
    HttpResponse<String> started =
        first.call(
            "alice",
            "POST",
            PATH,
            "{\"positions\": [" + String.join(",", fens) + "], \"movetimeMs\": 300}");
    assertEquals(202, started.statusCode(), started.body());
    String path = started.headers().firstValue("Location").orElseThrow();

    JsonPath before =
        pollUntil(
            second,
            path,
            j -> j.getString("status").equals("RUNNING") && j.getInt("progress.done") >= 2);
    first.kill();
    JsonPath after = pollUntil(second, path, j -> !j.getString("status").matches("QUEUED|RUNNING"));

    assertEquals("DONE", after.getString("status"), after.prettify());
    assertEquals(TOTAL, after.getInt("progress.done"));
    assertEquals(TOTAL, after.getList("positions").size());
    for (int i = 0; i < before.getInt("progress.done"); i++) {
      assertEquals(
          before.getMap("positions[" + i + "]"),
          after.getMap("positions[" + i + "]"),
          "position " + i + " was evaluated by the killed replica and kept");
    }
    // The first searched on after `before` until the kill; the second did the rest, at least one.
    double searchedBySecond = second.metric("engine_searches_total{source=\"analysis\"}");
    assertTrue(
        searchedBySecond >= 1 && searchedBySecond <= TOTAL - before.getInt("progress.done"),
        "the second replica searched the rest: " + searchedBySecond);
    assertEquals(
        404,
        second.call("mallory", "GET", path, null).statusCode(),
        "another caller still learns nothing");
  }
}
