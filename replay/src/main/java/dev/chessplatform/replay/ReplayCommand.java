package dev.chessplatform.replay;

import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * {@code replay game|export|stats}: the analysts' view of {@code chess.game-events}, read straight
 * from Kafka. The launcher registers it as {@code ./platform replay}; {@link #main} runs it alone.
 */
@Command(
    name = "replay",
    mixinStandardHelpOptions = true,
    subcommands = {GameCommand.class, ExportCommand.class, StatsCommand.class},
    description =
        "Replay chess.game-events from Kafka: any game at any ply, every game as PGN or NDJSON,"
            + " statistics. Reads from offset 0 (or --since a time); progress goes to stderr.")
public final class ReplayCommand {

  public static void main(String[] args) {
    // As the launcher does: with slf4j-simple on the class path the Kafka client logs at INFO.
    if (System.getProperty("org.slf4j.simpleLogger.defaultLogLevel") == null) {
      System.setProperty("org.slf4j.simpleLogger.defaultLogLevel", "warn");
    }
    System.exit(new CommandLine(new ReplayCommand()).execute(args));
  }
}
