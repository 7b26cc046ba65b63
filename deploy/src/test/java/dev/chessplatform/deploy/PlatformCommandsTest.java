package dev.chessplatform.deploy;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.DisplayNameGeneration;
import org.junit.jupiter.api.DisplayNameGenerator;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/**
 * The launcher's verbs, as {@code ./platform --help} and {@code ./platform replay --help} list
 * them.
 */
@DisplayNameGeneration(DisplayNameGenerator.ReplaceUnderscores.class)
class PlatformCommandsTest {

  @Test
  void the_launcher_has_its_verbs_and_replay_has_its_commands() {
    CommandLine platform = new CommandLine(new Platform());
    assertEquals(
        List.of("start", "stop", "status", "replay"),
        List.copyOf(platform.getSubcommands().keySet()));
    assertEquals(
        List.of("game", "export", "stats"),
        List.copyOf(platform.getSubcommands().get("replay").getSubcommands().keySet()));
  }
}
