package dev.chessplatform.deploy;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
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
        List.of("start", "stop", "status", "replay", "load", "engine-load"),
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
}
