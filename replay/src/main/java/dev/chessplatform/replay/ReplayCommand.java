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
    System.exit(new CommandLine(new ReplayCommand()).execute(args));
  }
}
