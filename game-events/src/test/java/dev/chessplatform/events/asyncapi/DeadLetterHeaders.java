package dev.chessplatform.events.asyncapi;

import static dev.chessplatform.events.asyncapi.PrettyJson.object;

import dev.chessplatform.events.Topics;
import dev.chessplatform.events.results.GameResultCodec;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The schema of the Kafka headers rating-service's {@code DeadLetters} adds to a parked result
 * (their names are the contract's, {@code events.results.DeadLetterHeaders}; UTF-8 strings), beside
 * the original record's headers, which it copies unchanged. The reason codes are {@link
 * GameResultCodec.Failure}'s names in kebab case, as rating-service's {@code ParkReason} spells
 * them.
 */
final class DeadLetterHeaders {

  static final String REASON = dev.chessplatform.events.results.DeadLetterHeaders.REASON;
  static final String DETAIL = dev.chessplatform.events.results.DeadLetterHeaders.DETAIL;
  static final String SOURCE = dev.chessplatform.events.results.DeadLetterHeaders.SOURCE;

  private DeadLetterHeaders() {}

  static Map<String, Object> schema() {
    return object(
        "type",
        "object",
        "properties",
        object(
            REASON,
            object(
                "type",
                "string",
                "description",
                "Why the record was parked",
                "examples",
                Arrays.stream(GameResultCodec.Failure.values())
                    .map(f -> f.name().toLowerCase(Locale.ROOT).replace('_', '-'))
                    .toList()),
            DETAIL,
            object(
                "type",
                "string",
                "description",
                "The reader's sentence, e.g. missing field 'gameId'"),
            SOURCE,
            object(
                "type",
                "string",
                "description",
                "Where the record came from: topic/partition/offset",
                "examples",
                List.of(Topics.GAME_RESULTS + "/0/42"))),
        "required",
        List.of(REASON, DETAIL, SOURCE));
  }
}
