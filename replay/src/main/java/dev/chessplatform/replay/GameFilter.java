package dev.chessplatform.replay;

import java.time.Instant;
import picocli.CommandLine.Option;

/**
 * Which games a command over many games works on: {@code --since}, {@code --until}, {@code
 * --player}.
 */
final class GameFilter {

  @Option(
      names = "--since",
      paramLabel = "TIME",
      converter = TopicSource.Since.class,
      description =
          "Only games created at or after TIME (ISO-8601, e.g. 2026-12-01T10:00:00Z, or a day"
              + " 2026-12-01 in UTC); the topic is read from the offsets of that time.")
  Instant since;

  @Option(
      names = "--until",
      paramLabel = "TIME",
      converter = TopicSource.Since.class,
      description =
          "Only events before TIME (same forms): the games as they stood then; a game created"
              + " later is not seen.")
  Instant until;

  @Option(
      names = "--player",
      paramLabel = "NAME",
      description = "Only games of this player (account name in any case, or id).")
  String player;
}
