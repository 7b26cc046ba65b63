package dev.chessplatform.gateway.bench;

import java.io.IOException;
import java.net.ServerSocket;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * The whole local platform as {@code ./platform start --detach} starts it (the launcher jar of
 * deploy/), on free ports and a data folder under {@code gateway/target}, with a known internal
 * secret so a client can sign identity headers and call game-service directly.
 *
 * <p>The launcher and the four services' Quarkus apps are first copied to {@code
 * gateway/target/bench-home}, so a colleague rebuilding a module in the same checkout during the
 * run does not swap jars under running processes.
 */
final class BenchPlatform implements AutoCloseable {

  private static final Duration START_TIMEOUT = Duration.ofMinutes(5);
  private static final List<String> COPIED =
      List.of(
          "deploy/target/platform.jar",
          "deploy/target/lib",
          "game-service/target/quarkus-app",
          "engine-service/target/quarkus-app",
          "rating-service/target/quarkus-app",
          "gateway/target/quarkus-app");

  final String secret;
  final Path home;
  final Path data;
  final int gatewayPort;
  final int gamePort;
  private final List<String> ports = new ArrayList<>();
  private final Map<String, String> env = new LinkedHashMap<>();
  private boolean started;

  /**
   * @param checkout the repository root holding the built jars
   * @param target where the copy of the jars and the data folder go ({@code gateway/target})
   * @param env extra environment for the launcher (inherited by every process it starts)
   */
  BenchPlatform(Path checkout, Path target, String secret, Map<String, String> env)
      throws IOException {
    this.secret = secret;
    this.home = target.resolve("bench-home");
    this.data = target.resolve("bench-moves-data");
    deleteRecursively(home);
    deleteRecursively(data);
    for (String part : COPIED) {
      Path from = checkout.resolve(part);
      if (!Files.exists(from)) {
        throw new IllegalStateException(
            "Missing "
                + from
                + ": build once with ./mvnw -q -pl deploy -am package -DskipTests"
                + " -Dspotless.check.skip=true");
      }
      copyRecursively(from, home.resolve(part));
    }
    int gateway = 0;
    int game = 0;
    for (String option :
        List.of(
            "--kafka-port",
            "--kafka-controller-port",
            "--mongo-port",
            "--gateway-port",
            "--game-port",
            "--engine-port",
            "--rating-port")) {
      int port = freePort();
      ports.add(option);
      ports.add(Integer.toString(port));
      if (option.equals("--gateway-port")) {
        gateway = port;
      } else if (option.equals("--game-port")) {
        game = port;
      }
    }
    this.gatewayPort = gateway;
    this.gamePort = game;
    this.env.putAll(env);
    this.env.put("CHESS_INTERNAL_SECRET", secret);
  }

  URI gateway() {
    return URI.create("http://127.0.0.1:" + gatewayPort);
  }

  URI gameService() {
    return URI.create("http://127.0.0.1:" + gamePort);
  }

  /** {@code start --detach}; returns once the launcher printed that everything is ready. */
  void start() throws Exception {
    Path out = data.resolveSibling(data.getFileName() + "-launcher.out");
    List<String> command = launcher("start");
    command.add("--detach");
    ProcessBuilder builder =
        new ProcessBuilder(command)
            .redirectErrorStream(true)
            .redirectOutput(ProcessBuilder.Redirect.to(out.toFile()));
    builder.environment().putAll(env);
    Process launcher = builder.start();
    started = true;
    long t0 = System.nanoTime();
    long deadline = t0 + START_TIMEOUT.toNanos();
    while (System.nanoTime() < deadline) {
      String output = Files.readString(out);
      if (output.contains("Platform ready")) {
        System.out.printf(
            "BENCH platform ready in %.1f s (data %s)%n", (System.nanoTime() - t0) / 1e9, data);
        return;
      }
      if (!launcher.isAlive() && launcher.exitValue() != 0) {
        throw new IllegalStateException("the launcher failed:\n" + output);
      }
      Thread.sleep(500);
    }
    throw new IllegalStateException(
        "not ready in " + START_TIMEOUT + ":\n" + Files.readString(out));
  }

  /** {@code stop} with the same arguments. */
  @Override
  public void close() throws Exception {
    if (!started) {
      return;
    }
    ProcessBuilder builder = new ProcessBuilder(launcher("stop")).inheritIO();
    builder.environment().putAll(env);
    Process stop = builder.start();
    if (!stop.waitFor(3, TimeUnit.MINUTES)) {
      stop.destroyForcibly();
      throw new IllegalStateException("platform stop did not finish in 3 minutes");
    }
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

  private static int freePort() throws IOException {
    try (ServerSocket socket = new ServerSocket(0)) {
      return socket.getLocalPort();
    }
  }

  private static void copyRecursively(Path from, Path to) throws IOException {
    try (var paths = Files.walk(from)) {
      for (Path p : (Iterable<Path>) paths::iterator) {
        Path target = to.resolve(from.relativize(p).toString());
        if (Files.isDirectory(p)) {
          Files.createDirectories(target);
        } else {
          Files.createDirectories(target.getParent());
          Files.copy(p, target, StandardCopyOption.COPY_ATTRIBUTES);
        }
      }
    }
  }

  private static void deleteRecursively(Path dir) throws IOException {
    if (Files.exists(dir)) {
      try (var paths = Files.walk(dir)) {
        paths.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
      }
    }
  }
}
