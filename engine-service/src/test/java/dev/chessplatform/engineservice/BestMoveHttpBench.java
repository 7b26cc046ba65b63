package dev.chessplatform.engineservice;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * Best-move throughput through HTTP, on the packaged service, at a fixed movetime, with 1 to
 * core-count workers (README, "Throughput"). Not run by default; after {@code package}:
 *
 * <pre>
 * ./mvnw -q -pl engine-service verify -Dtest=NoSuchTest -Dsurefire.failIfNoSpecifiedTests=false \
 *   -Dit.test=BestMoveHttpBench [-Dbench.movetime=500] [-Dbench.rounds=6]
 * </pre>
 *
 * Clients keep twice as many requests in flight as there are workers. Writes
 * target/bench-engine-http.txt.
 */
class BestMoveHttpBench {

  private static final Pattern NODES = Pattern.compile("\"nodes\":(\\d+)");

  @Test
  void best_move_throughput_through_http_from_one_worker_to_every_core() throws Exception {
    long movetime = Long.getLong("bench.movetime", 500);
    int rounds = Integer.getInteger("bench.rounds", 6);
    int cores = Runtime.getRuntime().availableProcessors();
    List<String> lines = new ArrayList<>();
    lines.add(
        String.format(
            "HTTP best-move, movetime %d ms, %d searches per worker, %d cores",
            movetime, rounds, cores));
    lines.add("workers  searches  wall_s  searches_per_s  nodes_per_s");
    for (int workers = 1; workers <= cores; workers++) {
      try (PackagedService service = new PackagedService()) {
        service.start(
            Map.of(
                "ENGINE_WORKERS",
                Integer.toString(workers),
                "ENGINE_QUEUE_CAPACITY",
                "64",
                "ENGINE_HASH_MB",
                "16"),
            "bench-http-" + workers + ".log");
        run(service, 2 * workers, workers, movetime); // warm-up: JIT
        lines.add(run(service, rounds * workers, workers, movetime));
        System.out.println(lines.get(lines.size() - 1));
      }
    }
    Files.write(Path.of("target/bench-engine-http.txt"), lines);
    lines.forEach(System.out::println);
  }

  private static String run(PackagedService service, int searches, int workers, long movetime)
      throws Exception {
    ExecutorService clients = Executors.newFixedThreadPool(2 * workers);
    try {
      List<Future<HttpResponse<String>>> answers = new ArrayList<>();
      long started = System.nanoTime();
      for (int i = 0; i < searches; i++) {
        String body =
            "{\"moves\": [\"e2e4\", \"e7e5\", \"g1f3\"], \"movetimeMs\": " + movetime + "}";
        answers.add(clients.submit(() -> service.bestMove(body)));
      }
      long nodes = 0;
      for (Future<HttpResponse<String>> a : answers) {
        HttpResponse<String> response = a.get();
        assertEquals(200, response.statusCode(), response.body());
        Matcher m = NODES.matcher(response.body());
        nodes += m.find() ? Long.parseLong(m.group(1)) : 0;
      }
      double wall = (System.nanoTime() - started) / 1e9;
      return String.format(
          "%7d  %8d  %6.2f  %14.2f  %11.0f",
          workers, searches, wall, searches / wall, nodes / wall);
    } finally {
      clients.shutdownNow();
    }
  }
}
