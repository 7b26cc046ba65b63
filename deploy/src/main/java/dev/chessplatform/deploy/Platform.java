package dev.chessplatform.deploy;

import picocli.CommandLine;
import picocli.CommandLine.Command;

/** {@code java -jar deploy/target/platform.jar start|stop|status}: the local platform. */
@Command(
    name = "platform",
    mixinStandardHelpOptions = true,
    subcommands = {StartCommand.class, StopCommand.class, StatusCommand.class},
    description = "The chess platform on one machine: Kafka, MongoDB-wire store, four services.")
public final class Platform {

  public static void main(String[] args) {
    // The Kafka admin client logs through slf4j-simple; the operator wants the launcher's lines.
    System.setProperty("org.slf4j.simpleLogger.defaultLogLevel", "warn");
    System.exit(new CommandLine(new Platform()).execute(args));
  }
}
