package dev.chessplatform.engineservice;

import dev.chessplatform.testsupport.RunningInfrastructure;
import dev.chessplatform.testsupport.SignedIdentity;
import java.io.File;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import java.util.Set;

/** The packaged service (target/quarkus-app) in its own JVM, against the test infrastructure. */
final class PackagedService implements AutoCloseable {

  private final HttpClient http = HttpClient.newHttpClient();
  private final int port = RunningInfrastructure.freePort();
  private Process process;

  /** Starts it with {@code env} on top of the infrastructure's addresses; waits until ready. */
  void start(Map<String, String> env, String log) throws Exception {
    RunningInfrastructure infra = RunningInfrastructure.get();
    ProcessBuilder pb =
        new ProcessBuilder(
            Path.of(System.getProperty("java.home"), "bin", "java").toString(),
            "-Xmx512m",
            "-XX:+UseParallelGC",
            "-jar",
            "target/quarkus-app/quarkus-run.jar");
    pb.environment().put("KAFKA_BOOTSTRAP_SERVERS", infra.kafkaBootstrapServers());
    pb.environment().put("MONGODB_URI", infra.mongoConnectionString());
    pb.environment().put("CHESS_INTERNAL_SECRET", SignedIdentity.TEST_SECRET);
    pb.environment().put("QUARKUS_HTTP_PORT", Integer.toString(port));
    pb.environment().putAll(env);
    pb.redirectErrorStream(true).redirectOutput(new File("target/" + log));
    process = pb.start();
    long deadline = System.nanoTime() + Duration.ofSeconds(90).toNanos();
    while (System.nanoTime() < deadline) {
      try {
        if (get("/q/health/ready").statusCode() == 200) {
          return;
        }
      } catch (java.io.IOException notYet) {
        // not listening yet
      }
      Thread.sleep(300);
    }
    throw new AssertionError("the service did not become ready; see target/" + log);
  }

  HttpResponse<String> get(String path) throws Exception {
    return http.send(
        HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + path)).build(),
        HttpResponse.BodyHandlers.ofString());
  }

  HttpResponse<String> bestMove(String json) throws Exception {
    String path = "/api/engine/best-move";
    HttpRequest.Builder request =
        HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + path))
            .header("Content-Type", "application/json")
            .POST(HttpRequest.BodyPublishers.ofString(json));
    SignedIdentity.headers("bench", Set.of("engine:use"), "POST", path).forEach(request::header);
    return http.send(request.build(), HttpResponse.BodyHandlers.ofString());
  }

  /** {@code method path} as the gateway forwards it for {@code player} (scope engine:use). */
  HttpResponse<String> call(String player, String method, String path, String json)
      throws Exception {
    HttpRequest.Builder request =
        HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + path))
            .method(
                method,
                json == null
                    ? HttpRequest.BodyPublishers.noBody()
                    : HttpRequest.BodyPublishers.ofString(json));
    if (json != null) {
      request.header("Content-Type", "application/json");
    }
    SignedIdentity.headers(player, Set.of("engine:use"), method, path).forEach(request::header);
    return http.send(request.build(), HttpResponse.BodyHandlers.ofString());
  }

  /** One metric of /q/metrics, 0 when absent. */
  double metric(String series) throws Exception {
    return get("/q/metrics")
        .body()
        .lines()
        .filter(l -> l.startsWith(series + " "))
        .mapToDouble(l -> Double.parseDouble(l.substring(l.lastIndexOf(' ') + 1)))
        .sum();
  }

  /** SIGKILL, as a crash or an OOM killer would. */
  void kill() throws Exception {
    process.destroyForcibly().waitFor();
  }

  @Override
  public void close() {
    if (process != null) {
      process.destroyForcibly();
    }
  }
}
