package dev.chessplatform.deploy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;

/**
 * The bots of {@code api-client/bots}, each written only against a client that openapi-generator
 * made from the committed contract in api-client's build (Python: {@code -g python}; TypeScript:
 * {@code -g typescript-fetch}, compiled by tsc), play ApiBotsIT's scenario on the real platform:
 * two accounts, a challenge by name, a game to mate, its PGN, both ratings, a refused move's
 * problem, and a game against level 1 with a hint and an undo. Each runs as its own process and
 * fails this test with its output when it exits non-zero.
 */
@Order(1) // on LocalPlatform.shared(): its classes run one after the other
class GeneratedClientBotsIT {

  private static final long BOT_TIMEOUT_MINUTES = 5;
  private static LocalPlatform platform;

  @BeforeAll
  static void start() throws Exception {
    platform = LocalPlatform.shared();
  }

  @Test
  void thePythonBotPlaysOnThePythonClient() throws Exception {
    assumeTrue(onPath("python3"), "python3 is not on the PATH: the Python bot cannot run");
    Path client = built("api-client/target/generated-clients/python/chess_client");
    run(
        "python bot",
        Map.of("PYTHONPATH", client.getParent().toString()),
        "python3",
        platform.home.resolve("api-client/bots/python/bot.py").toString());
  }

  @Test
  void theTypeScriptBotPlaysOnTheTypeScriptClient() throws Exception {
    assumeTrue(onPath("node"), "node is not on the PATH: the TypeScript bot cannot run");
    Path bot = built("api-client/target/bots/typescript/bots/typescript/bot.js");
    run("typescript bot", Map.of(), "node", bot.toString());
  }

  /** What api-client's build made, or a failure that says to build it. */
  private static Path built(String path) {
    Path built = platform.home.resolve(path);
    assertTrue(Files.exists(built), built + " is missing: build api-client first (./mvnw install)");
    return built;
  }

  /** Runs {@code command} with the gateway's address as its last argument, to exit 0. */
  private static void run(String name, Map<String, String> env, String... command)
      throws Exception {
    List<String> line = new ArrayList<>(List.of(command));
    line.add("http://127.0.0.1:" + platform.gatewayPort);
    Path out = platform.data.resolveSibling(name.replace(' ', '-') + ".out");
    ProcessBuilder builder =
        new ProcessBuilder(line).redirectErrorStream(true).redirectOutput(out.toFile());
    builder.environment().putAll(env);
    long started = System.nanoTime();
    Process bot = builder.start();
    if (!bot.waitFor(BOT_TIMEOUT_MINUTES, TimeUnit.MINUTES)) {
      bot.destroyForcibly();
      throw new AssertionError(
          name + " did not end in " + BOT_TIMEOUT_MINUTES + " min:\n" + Files.readString(out));
    }
    String output = Files.readString(out);
    System.out.printf(
        "%s: exit %d after %.1f s%n%s",
        name, bot.exitValue(), (System.nanoTime() - started) / 1e9, output);
    assertEquals(0, bot.exitValue(), name + " failed:\n" + output);
  }

  private static boolean onPath(String program) {
    return Stream.of(System.getenv().getOrDefault("PATH", "").split(File.pathSeparator))
        .anyMatch(dir -> Files.isExecutable(Path.of(dir, program)));
  }
}
