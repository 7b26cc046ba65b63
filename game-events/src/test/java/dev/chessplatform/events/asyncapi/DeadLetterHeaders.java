package dev.chessplatform.events.asyncapi;

import static dev.chessplatform.events.asyncapi.PrettyJson.object;

import dev.chessplatform.events.Topics;
import dev.chessplatform.events.results.GameResultCodec;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The Kafka headers rating-service's {@code DeadLetters} adds to a parked result (UTF-8 strings),
 * beside the original record's headers, which it copies unchanged. The reason codes are {@link
 * GameResultCodec.Failure}'s names in kebab case, as rating-service's {@code ParkReason} spells
 * them.
 */
final class DeadLetterHeaders {

  static final String REASON = "chess.dlq.reason";
  static final String DETAIL = "chess.dlq.detail";
  static final String SOURCE = "chess.dlq.source";

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
