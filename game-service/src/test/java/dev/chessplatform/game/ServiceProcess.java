package dev.chessplatform.game;

import dev.chessplatform.testsupport.RunningInfrastructure;
import dev.chessplatform.testsupport.SignedIdentity;
import java.io.File;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Set;

/** The packaged game-service ({@code quarkus-run.jar}) in its own JVM, for the *IT tests. */
final class ServiceProcess implements AutoCloseable {

  private final HttpClient http = HttpClient.newHttpClient();
  private final String instanceId;
  private final String database;
  final int port = RunningInfrastructure.freePort();
  private final java.util.Map<String, String> extraEnv = new java.util.LinkedHashMap<>();
  private Process process;

  ServiceProcess(String instanceId, String database) {
    this.instanceId = instanceId;
    this.database = database;
  }

  /** An environment variable for the next start (a setting of the measurement runs). */
  ServiceProcess env(String name, String value) {
    extraEnv.put(name, value);
    return this;
  }

  ServiceProcess start() throws Exception {
    RunningInfrastructure infra = RunningInfrastructure.get();
    ProcessBuilder pb =
        new ProcessBuilder(
            Path.of(System.getProperty("java.home"), "bin", "java").toString(),
            "-Xmx256m",
            "-XX:+UseSerialGC",
            "-XX:TieredStopAtLevel=1",
            "-jar",
            "target/quarkus-app/quarkus-run.jar");
    pb.environment().put("KAFKA_BOOTSTRAP_SERVERS", infra.kafkaBootstrapServers());
    pb.environment().put("MONGODB_URI", infra.mongoConnectionString());
    pb.environment().put("MONGODB_DATABASE", database);
    pb.environment().put("CHESS_INTERNAL_SECRET", SignedIdentity.TEST_SECRET);
    pb.environment().put("QUARKUS_HTTP_PORT", Integer.toString(port));
    pb.environment().put("GAME_SERVICE_INSTANCE_ID", instanceId);
    // No rating-service here: an extra PlayersRated would change the versions the ITs count.
    pb.environment().put("CHESS_GAMES_RATINGS_ENABLED", "false");
    pb.environment().putAll(extraEnv);
    pb.redirectErrorStream(true).redirectOutput(new File("target/it-" + instanceId + ".log"));
    process = pb.start();
    long deadline = System.nanoTime() + Duration.ofSeconds(90).toNanos();
    while (System.nanoTime() < deadline) {
      try {
        if (call("GET", "/q/health/ready", null, null).statusCode() == 200) {
          return this;
        }
      } catch (IOException notYet) {
        // not listening yet
      }
      Thread.sleep(300);
    }
    throw new AssertionError("not ready; see target/it-" + instanceId + ".log");
  }

  String instanceId() {
    return instanceId;
  }

  /** SIGKILL: no shutdown hook, no goodbye to Kafka. */
  void kill() throws InterruptedException {
    process.destroyForcibly().waitFor();
  }

  HttpResponse<String> call(String method, String path, String player, String json)
      throws Exception {
    var b = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + path));
    if (player != null) {
      SignedIdentity.headers(player, Set.of("game:play"), method, path).forEach(b::header);
    }
    if (json != null) {
      b.header("Content-Type", "application/json");
    }
    var body =
        json == null
            ? HttpRequest.BodyPublishers.noBody()
            : HttpRequest.BodyPublishers.ofString(json);
    return http.send(b.method(method, body).build(), HttpResponse.BodyHandlers.ofString());
  }

  HttpResponse<String> call(
      String method, String path, String player, String json, String header, String value)
      throws Exception {
    var b = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + path));
    SignedIdentity.headers(player, Set.of("game:play"), method, path).forEach(b::header);
    b.header("Content-Type", "application/json").header(header, value);
    return http.send(
        b.method(method, HttpRequest.BodyPublishers.ofString(json)).build(),
        HttpResponse.BodyHandlers.ofString());
  }

  /**
   * A Server-Sent Events stream of {@code path}, its lines as they come (read on another thread).
   */
  java.util.concurrent.CompletableFuture<HttpResponse<java.util.stream.Stream<String>>> stream(
      String path, String player) {
    var b =
        HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + path))
            .header("Accept", "text/event-stream");
    SignedIdentity.headers(player, Set.of("game:read"), "GET", path).forEach(b::header);
    return http.sendAsync(b.GET().build(), HttpResponse.BodyHandlers.ofLines());
  }

  @Override
  public void close() {
    if (process != null) {
      process.destroyForcibly();
    }
  }
}
