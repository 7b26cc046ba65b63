package dev.chessplatform.deploy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.DisplayNameGeneration;
import org.junit.jupiter.api.DisplayNameGenerator;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/**
 * The launcher's verbs, as {@code ./platform --help} and {@code ./platform replay --help} list
 * them; {@code load} takes the options deploy/README.md documents.
 */
@DisplayNameGeneration(DisplayNameGenerator.ReplaceUnderscores.class)
class PlatformCommandsTest {

  @Test
  void the_launcher_has_its_verbs_and_replay_has_its_commands() {
    CommandLine platform = Platform.commandLine();
    assertEquals(
        List.of("start", "stop", "status", "replay", "load", "engine-load", "archives", "help"),
        List.copyOf(platform.getSubcommands().keySet()));
    assertEquals(
        List.of("game", "export", "stats", "rebuild", "digest", "compare"),
        List.copyOf(platform.getSubcommands().get("replay").getSubcommands().keySet()));
  }

  @Test
  void load_has_the_options_the_readme_names() {
    CommandLine load = Platform.commandLine().getSubcommands().get("load");
    for (String option :
        List.of(
            "--url",
            "--games",
            "--computer-share",
            "--level",
            "--duration",
            "--warm-up",
            "--max-plies",
            "--seed",
            "--full-answers",
            "--profile",
            "--data-dir",
            "--top")) {
      assertEquals(
          option, load.getCommandSpec().findOption(option).longestName(), option + " exists");
    }
  }

  @Test
  void every_command_answers_help_with_its_usage_and_exit_code_0() {
    List<List<String>> commands = new ArrayList<>();
    commands.add(List.of());
    CommandLine platform = Platform.commandLine();
    for (String verb : platform.getSubcommands().keySet()) {
      commands.add(List.of(verb));
    }
    for (String sub : platform.getSubcommands().get("replay").getSubcommands().keySet()) {
      commands.add(List.of("replay", sub));
    }
    for (List<String> command : commands) {
      for (String flag : List.of("--help", "-h")) {
        List<String> args = new ArrayList<>(command);
        args.add(flag);
        assertUsage(args, command.isEmpty() ? "platform" : command.get(command.size() - 1));
      }
    }
    // picocli's help command: "platform help start" is "platform start --help"
    assertUsage(List.of("help"), "platform");
    assertUsage(List.of("help", "start"), "start");
  }

  @Test
  void every_option_of_start_stop_and_status_says_what_it_is_in_the_help() {
    CommandLine platform = Platform.commandLine();
    for (String verb : List.of("start", "stop", "status")) {
      for (var option : platform.getSubcommands().get(verb).getCommandSpec().options()) {
        String text = String.join(" ", option.description());
        assertTrue(!text.isBlank(), verb + " " + option.longestName() + " has a description");
      }
    }
    StringWriter out = new StringWriter();
    CommandLine cli = Platform.commandLine();
    cli.setOut(new PrintWriter(out, true));
    assertEquals(0, cli.execute("start", "--help"));
    for (String env :
        List.of(
            "CHESS_DATA_DIR",
            "CHESS_HOST",
            "KAFKA_PORT",
            "KAFKA_CONTROLLER_PORT",
            "MONGO_PORT",
            "GATEWAY_PORT",
            "GAME_SERVICE_PORT",
            "ENGINE_SERVICE_PORT",
            "RATING_SERVICE_PORT",
            "CHESS_GAME_INSTANCES",
            "CHESS_ENGINE_INSTANCES",
            "CHESS_RATING_INSTANCES",
            "CHESS_GATEWAY_INSTANCES",
            "CHESS_KAFKA_BROKERS")) {
      assertTrue(out.toString().contains(env), "start --help names " + env + ": " + out);
    }
  }

  private static void assertUsage(List<String> args, String name) {
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    CommandLine cli = Platform.commandLine();
    cli.setOut(new PrintWriter(out, true));
    cli.setErr(new PrintWriter(err, true));
    int exit = cli.execute(args.toArray(String[]::new));
    assertEquals(0, exit, args + ": " + err);
    assertTrue(out.toString().contains("Usage: "), args + ": " + out);
    assertTrue(out.toString().contains(" " + name), args + " names " + name + ": " + out);
  }

  /** The launcher script answers its own help before it builds anything. */
  @Test
  void the_launcher_script_prints_its_usage_for_help_and_refuses_an_unknown_command()
      throws Exception {
    Path script = Path.of("..", "platform").toAbsolutePath().normalize();
    assertTrue(Files.isRegularFile(script), script.toString());
    for (List<String> args : List.of(List.of("--help"), List.of("-h"), List.of("help"))) {
      Run run = run(script, args);
      assertEquals(0, run.exit(), args + ": " + run.err());
      assertTrue(run.out().startsWith("Usage: ./platform <command>"), args + ": " + run.out());
      for (String verb :
          List.of("start", "stop", "status", "build", "replay", "load", "engine-load")) {
        assertTrue(run.out().contains("\n  " + verb + " "), args + " lists " + verb);
      }
    }
    Run build = run(script, List.of("build", "--help"));
    assertEquals(0, build.exit(), build.err());
    assertTrue(build.out().startsWith("Usage: ./platform build"), build.out());
    Run unknown = run(script, List.of("unknown-verb"));
    assertEquals(2, unknown.exit());
    assertTrue(unknown.err().contains("Unknown command: unknown-verb"), unknown.err());
  }

  private record Run(int exit, String out, String err) {}

  private static Run run(Path script, List<String> args) throws Exception {
    List<String> command = new ArrayList<>(List.of("bash", script.toString()));
    command.addAll(args);
    Process process = new ProcessBuilder(command).start();
    process.getOutputStream().close();
    String out = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    String err = new String(process.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
    assertTrue(process.waitFor(30, TimeUnit.SECONDS), args + " ends");
    return new Run(process.exitValue(), out, err);
  }
}
