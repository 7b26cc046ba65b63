package dev.chessplatform.deploy;

import dev.chessplatform.deploy.digest.CompareCommand;
import dev.chessplatform.deploy.digest.DigestCommand;
import dev.chessplatform.deploy.load.EngineLoadCommand;
import dev.chessplatform.deploy.load.LoadCommand;
import dev.chessplatform.replay.ReplayCommand;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * {@code java -jar deploy/target/platform.jar start|stop|status|replay|load}: the local platform,
 * the analysts' replay of its topics ({@link ReplayCommand}, module {@code replay}), and a load
 * generator through its gateway ({@link LoadCommand}).
 */
@Command(
    name = "platform",
    mixinStandardHelpOptions = true,
    subcommands = {
      StartCommand.class,
      StopCommand.class,
      StatusCommand.class,
      ReplayCommand.class,
      LoadCommand.class,
      EngineLoadCommand.class,
      ArchivesCommand.class,
      CommandLine.HelpCommand.class
    },
    description = "The chess platform on one machine: Kafka, MongoDB-wire store, four services.")
public final class Platform {

  public static void main(String[] args) {
    // The Kafka admin client logs through slf4j-simple; the operator wants the launcher's lines.
    System.setProperty("org.slf4j.simpleLogger.defaultLogLevel", "warn");
    System.exit(commandLine().execute(args));
  }

  /**
   * The launcher's commands. {@code replay} gains here the commands that need the store or the
   * services' code (module replay depends on neither): {@code rebuild}, {@code digest}, {@code
   * compare}.
   */
  static CommandLine commandLine() {
    CommandLine cli = new CommandLine(new Platform());
    cli.getSubcommands()
        .get("replay")
        .addSubcommand(new RebuildCommand())
        .addSubcommand(new DigestCommand())
        .addSubcommand(new CompareCommand());
    return cli;
  }
}
