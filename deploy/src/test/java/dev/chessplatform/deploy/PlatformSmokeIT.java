package dev.chessplatform.deploy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.chessplatform.events.Topics;
import java.io.IOException;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import java.util.UUID;
import java.util.concurrent.TimeUnit;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.serialization.StringSerializer;
import org.junit.jupiter.api.Test;

/**
 * The whole platform, started the way the README says (the launcher jar behind ./platform), on free
 * ports: every service healthy through the gateway, an event written to Kafka read back through a
 * MongoDB projection, a stop that leaves no process, and a second start that finds the data again.
 */
class PlatformSmokeIT {

  private static final Duration START_TIMEOUT = Duration.ofMinutes(5);

  private final Path home =
      Path.of(System.getProperty("platform.home", "..")).toAbsolutePath().normalize();
  private final Path data = home.resolve("deploy/target/smoke-data");
  private final HttpClient http = HttpClient.newHttpClient();
  private final List<String> ports = new ArrayList<>();
  private int gatewayPort;
  private int kafkaPort;

  @Test
  void thePlatformStartsServesAnEventEndToEndStopsCleanlyAndKeepsItsData() throws Exception {
    deleteRecursively(data);
    choosePorts();
    String gameId = "smoke-" + UUID.randomUUID();

    Process first = start(false);
    try {
      HttpResponse<String> health = get("/api/platform/health");
      assertEquals(200, health.statusCode(), health.body());
      for (String service : List.of("game-service", "engine-service", "rating-service")) {
        assertTrue(health.body().contains("\"" + service + "\":{\"status\":\"UP\""), health.body());
      }
      sendEvent(gameId);
      awaitSummary(gameId);
    } finally {
      stop();
    }
    assertTrue(first.waitFor(60, TimeUnit.SECONDS), "the launcher exits after stop");
    assertEquals(List.of(), ChildProcess.marked(data), "no process of the platform is left");

    Process second = start(true);
    try {
      HttpResponse<String> summary = get("/api/games/" + gameId + "/summary");
      assertEquals(
          200, summary.statusCode(), "the projection survived the restart: " + summary.body());
      assertTrue(summary.body().contains("\"version\":1"), summary.body());
    } finally {
      stop();
    }
    assertTrue(second.waitFor(10, TimeUnit.SECONDS));
    assertEquals(List.of(), ChildProcess.marked(data), "no process of the platform is left");
  }

  private void choosePorts() throws IOException {
    String[] names = {
      "--kafka-port",
      "--kafka-controller-port",
      "--mongo-port",
      "--gateway-port",
      "--game-port",
      "--engine-port",
      "--rating-port"
    };
    for (String name : names) {
      int port = freePort();
      ports.add(name);
      ports.add(Integer.toString(port));
      if (name.equals("--gateway-port")) {
        gatewayPort = port;
      } else if (name.equals("--kafka-port")) {
        kafkaPort = port;
      }
    }
  }

  private Process start(boolean detach) throws Exception {
    List<String> command = launcher("start");
    if (detach) {
      command.add("--detach");
    }
    Path out = Files.createDirectories(home.resolve("deploy/target")).resolve("smoke-launcher.out");
    Process launcher =
        new ProcessBuilder(command)
            .redirectErrorStream(true)
            .redirectOutput(ProcessBuilder.Redirect.to(out.toFile()))
            .start();
    long deadline = System.nanoTime() + START_TIMEOUT.toNanos();
    while (System.nanoTime() < deadline) {
      String output = Files.readString(out);
      if (output.contains("Platform ready")) {
        return launcher;
      }
      if (!launcher.isAlive() && !detach) {
        throw new AssertionError("the launcher exited:\n" + output);
      }
      Thread.sleep(500);
    }
    throw new AssertionError("not ready in " + START_TIMEOUT + ":\n" + Files.readString(out));
  }

  private void stop() throws Exception {
    Process stop = new ProcessBuilder(launcher("stop")).inheritIO().start();
    assertTrue(stop.waitFor(3, TimeUnit.MINUTES), "stop finishes");
    assertEquals(0, stop.exitValue());
  }

  private List<String> launcher(String verb) {
    List<String> command = new ArrayList<>();
    command.add(ProcessHandle.current().info().command().orElse("java"));
    command.add("-jar");
    command.add(home.resolve("deploy/target/platform.jar").toString());
    command.add(verb);
    command.add("--home=" + home);
    command.add("--data-dir=" + data);
    command.addAll(ports);
    return command;
  }

  private void sendEvent(String gameId) throws Exception {
    Properties p = new Properties();
    p.put("bootstrap.servers", "127.0.0.1:" + kafkaPort);
    p.put("acks", "all");
    String event =
        "{\"eventId\":\"%s\",\"gameId\":\"%s\",\"seq\":1,\"type\":\"GameCreated\",\"schemaVersion\":1,\"occurredAt\":\"2026-11-29T12:00:00Z\",\"payload\":{}}"
            .formatted(UUID.randomUUID(), gameId);
    try (var producer = new KafkaProducer<>(p, new StringSerializer(), new StringSerializer())) {
      producer
          .send(new ProducerRecord<>(Topics.GAME_EVENTS, gameId, event))
          .get(30, TimeUnit.SECONDS);
    }
  }

  private void awaitSummary(String gameId) throws Exception {
    long deadline = System.nanoTime() + Duration.ofSeconds(60).toNanos();
    HttpResponse<String> last = null;
    while (System.nanoTime() < deadline) {
      last = get("/api/games/" + gameId + "/summary");
      if (last.statusCode() == 200) {
        assertTrue(last.body().contains("\"lastEventType\":\"GameCreated\""), last.body());
        return;
      }
      Thread.sleep(250);
    }
    throw new AssertionError(
        "the event never reached the projection: " + (last == null ? "" : last.body()));
  }

  private HttpResponse<String> get(String path) throws Exception {
    return http.send(
        HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + gatewayPort + path))
            .timeout(Duration.ofSeconds(10))
            .build(),
        HttpResponse.BodyHandlers.ofString());
  }

  private static int freePort() throws IOException {
    try (ServerSocket socket = new ServerSocket(0)) {
      return socket.getLocalPort();
    }
  }

  private static void deleteRecursively(Path dir) throws IOException {
    if (Files.exists(dir)) {
      try (var paths = Files.walk(dir)) {
        paths.sorted(java.util.Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
      }
    }
  }
}
