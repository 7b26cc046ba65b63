package dev.chessplatform.deploy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What it takes to start one of the platform's processes again exactly as the launcher started it:
 * command, environment and working directory, read from {@code /proc/<pid>} (Linux only), so a test
 * can kill a service with SIGKILL and bring it back.
 */
public record ServiceRestart(List<String> command, Map<String, String> env, Path directory) {

  /** The one live process of {@code service} (e.g. "game-service") of this platform. */
  static ProcessHandle process(LocalPlatform platform, String service) {
    List<ProcessHandle> found =
        ChildProcess.marked(platform.data).stream()
            .filter(
                p ->
                    p.info().arguments().stream()
                        .flatMap(Arrays::stream)
                        .anyMatch(a -> a.contains(service)))
            .toList();
    assertEquals(
        1,
        found.size(),
        "one "
            + service
            + " among "
            + ChildProcess.marked(platform.data).stream()
                .map(p -> p.pid() + " " + p.info().commandLine().orElse("?"))
                .toList());
    return found.get(0);
  }

  /**
   * The one live process the launcher started as {@code component} ("kafka", "mongo",
   * "game-service" …), found by the {@code -Dchess.platform.component=} marker on its command line.
   */
  public static ProcessHandle component(LocalPlatform platform, String component) {
    String marker = "-Dchess.platform.component=" + component;
    List<ProcessHandle> found =
        ChildProcess.marked(platform.data).stream()
            .filter(
                p -> p.info().arguments().stream().flatMap(Arrays::stream).anyMatch(marker::equals))
            .toList();
    assertEquals(1, found.size(), "one process marked " + marker + ": " + found);
    return found.get(0);
  }

  static ServiceRestart capture(LocalPlatform platform, ProcessHandle p) throws IOException {
    return capture(platform, p, List.of("KAFKA_BOOTSTRAP_SERVERS", "QUARKUS_HTTP_PORT"));
  }

  /** As {@link #capture(LocalPlatform, ProcessHandle)}, checking for {@code requiredEnv} only. */
  public static ServiceRestart capture(
      LocalPlatform platform, ProcessHandle p, List<String> requiredEnv) throws IOException {
    List<String> command = new ArrayList<>();
    command.add(p.info().command().orElseThrow(() -> new AssertionError("no command of " + p)));
    command.addAll(
        Arrays.asList(
            p.info().arguments().orElseThrow(() -> new AssertionError("no arguments of " + p))));
    assertTrue(
        command.stream().anyMatch(a -> a.equals(ChildProcess.MARKER + platform.data)),
        "the marker on " + command);
    Path proc = Path.of("/proc", Long.toString(p.pid()));
    Map<String, String> env = new LinkedHashMap<>();
    String environ =
        new String(Files.readAllBytes(proc.resolve("environ")), StandardCharsets.UTF_8);
    for (String entry : environ.split("\0")) {
      int eq = entry.indexOf('=');
      if (eq > 0) {
        env.put(entry.substring(0, eq), entry.substring(eq + 1));
      }
    }
    for (String key : requiredEnv) {
      assertTrue(env.containsKey(key), key + " in the environment of " + command);
    }
    Path directory = Files.readSymbolicLink(proc.resolve("cwd"));
    return new ServiceRestart(List.copyOf(command), Collections.unmodifiableMap(env), directory);
  }

  public Process start(Path log) throws IOException {
    ProcessBuilder builder =
        new ProcessBuilder(command)
            .directory(directory.toFile())
            .redirectErrorStream(true)
            .redirectOutput(ProcessBuilder.Redirect.appendTo(log.toFile()));
    builder.environment().clear();
    builder.environment().putAll(env);
    return builder.start();
  }

  /**
   * Its readiness: on its management port when the launcher gave it one (the gateway's), else on
   * its HTTP port.
   */
  public String readinessUrl() {
    String management = env.get("MANAGEMENT_PORT");
    return management == null
        ? url("/q/health/ready")
        : "http://127.0.0.1:" + management + "/q/health/ready";
  }

  /** A URL of its HTTP port, from the host and port the launcher gave it. */
  public String url(String path) {
    String host = env.getOrDefault("HTTP_HOST", "127.0.0.1");
    String port = env.get("QUARKUS_HTTP_PORT");
    return port == null ? null : "http://" + host + ":" + port + path;
  }
}
