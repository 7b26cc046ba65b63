package dev.chessplatform.replay;

import dev.chessplatform.kafka.KafkaClients;
import java.io.PrintWriter;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.time.format.DateTimeParseException;
import java.util.Map;
import java.util.Optional;
import java.util.function.IntSupplier;
import org.apache.kafka.common.errors.TimeoutException;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.Option;

/** Where the events are read from: the options every replay command shares. */
final class TopicSource {

  private static final String NETWORK_CLIENT_LOG_LEVEL =
      "org.slf4j.simpleLogger.log.org.apache.kafka.clients.NetworkClient";

  @Option(
      names = "--bootstrap",
      paramLabel = "HOST:PORT",
      defaultValue =
          "${env:KAFKA_BOOTSTRAP_SERVERS:-${env:CHESS_HOST:-127.0.0.1}:${env:KAFKA_PORT:-9092}}",
      description =
          "Kafka bootstrap servers (default: the local platform's broker, ${DEFAULT-VALUE};"
              + " env KAFKA_BOOTSTRAP_SERVERS, or CHESS_HOST and KAFKA_PORT as ./platform uses).")
  String bootstrap;

  /**
   * Runs a command's {@code body}: a topic that cannot be read (no broker at the address, no {@code
   * chess.game-events}) is one line on {@code err} and exit code 1, not a stack trace.
   */
  static int reporting(PrintWriter err, IntSupplier body) {
    // With slf4j-simple (the launcher's binding) the consumer's NetworkClient warns at every failed
    // connection attempt, twice a second; the command reports that one fact itself, once.
    if (System.getProperty(NETWORK_CLIENT_LOG_LEVEL) == null) {
      System.setProperty(NETWORK_CLIENT_LOG_LEVEL, "error");
    }
    try {
      return body.getAsInt();
    } catch (TopicUnreadable e) {
      err.println(e.getMessage());
      err.flush();
      return 1;
    }
  }

  /** Why the events could not be read. */
  static final class TopicUnreadable extends RuntimeException {
    TopicUnreadable(String message, Throwable cause) {
      super(message, cause);
    }
  }

  /** Every game read from the topic, in the time range of {@code filter}. */
  Map<String, RefereedGame> games(GameFilter filter, PrintWriter err) {
    return new GameEventReader(KafkaClients.at(bootstrap), err).games(filter.since, filter.until);
  }

  /** Every record of {@code chess.game-results}; empty when the topic does not exist. */
  Optional<GameResultReader.Results> results() {
    try {
      return GameResultReader.read(KafkaClients.at(bootstrap));
    } catch (TimeoutException e) {
      throw new TopicUnreadable("no answer from Kafka at " + bootstrap + ": " + e.getMessage(), e);
    }
  }

  /** The one game {@code gameId} up to event {@code untilSeq}, read from its partition only. */
  Map<String, RefereedGame> game(String gameId, long untilSeq, PrintWriter err) {
    return new GameEventReader(KafkaClients.at(bootstrap), err).game(gameId, untilSeq);
  }

  /** {@code --since}: see {@link #instant}; picocli reports a text it cannot read. */
  static final class Since implements ITypeConverter<Instant> {
    @Override
    public Instant convert(String text) {
      return instant(text);
    }
  }

  /** An ISO-8601 instant ({@code 2026-12-01T10:00:00Z}) or a day ({@code 2026-12-01}, UTC). */
  static Instant instant(String text) {
    try {
      return Instant.parse(text);
    } catch (DateTimeParseException e) {
      return LocalDate.parse(text).atStartOfDay(ZoneOffset.UTC).toInstant();
    }
  }
}
