package dev.chessplatform.events.results;

import dev.chessplatform.chess.Termination;
import dev.chessplatform.events.internal.Instants;
import dev.chessplatform.events.internal.Json;
import dev.chessplatform.events.internal.JsonObject;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The wire form of {@link GameResultRecord}, for its writer and its readers: one JSON object,
 * members named after the components in declaration order, the termination by name, {@code endedAt}
 * in ISO-8601, written member by member (no reflection).
 *
 * <p>Decoding ignores unknown members (old readers survive new writers) and never throws: a text
 * that does not fit the contract is a {@link Failed} with the kind of failure, the field at fault
 * and a sentence saying why, so a reader can park the record and go on.
 */
public final class GameResultCodec {

  /** Every member a record must have, in the order they are checked. */
  private static final List<String> REQUIRED =
      List.of(
          "schemaVersion",
          "resultId",
          "gameId",
          "white",
          "black",
          "result",
          "termination",
          "rated",
          "endedAt");

  private static final List<String> TEXTS =
      List.of("resultId", "gameId", "white", "black", "result", "termination");

  private static final Set<String> RESULTS =
      Set.of(GameResultRecord.WHITE_WINS, GameResultRecord.BLACK_WINS, GameResultRecord.DRAW);

  private GameResultCodec() {}

  /** What a text turned out to be. */
  public sealed interface Decoded permits Read, Failed {}

  /** A record of the contract. */
  public record Read(GameResultRecord record) implements Decoded {}

  /**
   * A text outside the contract.
   *
   * @param failure which rule it broke
   * @param field the member at fault, or null when the text is not a JSON object
   * @param detail why, in words: {@code missing field 'gameId'}
   */
  public record Failed(Failure failure, String field, String detail) implements Decoded {}

  /** The ways a text can fail to be a record. */
  public enum Failure {
    /** Not UTF-8 JSON, or not a JSON object. */
    NOT_JSON,
    /** A required member is absent or null. */
    MISSING_FIELD,
    /** A member has the wrong type or a value outside the contract. */
    INVALID_FIELD,
    /** A {@code schemaVersion} other than {@link GameResultRecord#SCHEMA_VERSION}. */
    UNKNOWN_VERSION
  }

  public static String encode(GameResultRecord r) {
    StringBuilder out = new StringBuilder(256);
    JsonObject.of(out)
        .string("resultId", r.resultId())
        .string("gameId", r.gameId())
        .number("schemaVersion", r.schemaVersion())
        .string("white", r.white())
        .string("black", r.black())
        .string("result", r.result())
        .constant("termination", r.termination())
        .bool("rated", r.rated())
        .instant("endedAt", r.endedAt())
        .end();
    return out.toString();
  }

  /** Decodes the raw value of a Kafka record (UTF-8); a null value is not a JSON object. */
  public static Decoded decode(byte[] value) {
    if (value == null) {
      return new Failed(Failure.NOT_JSON, null, "not a JSON object");
    }
    try {
      return decode(StandardCharsets.UTF_8.newDecoder().decode(ByteBuffer.wrap(value)).toString());
    } catch (CharacterCodingException e) {
      return new Failed(Failure.NOT_JSON, null, "not JSON: not UTF-8");
    }
  }

  public static Decoded decode(String text) {
    if (text == null) {
      return new Failed(Failure.NOT_JSON, null, "not a JSON object");
    }
    Object parsed;
    try {
      parsed = Json.read(text);
    } catch (Json.JsonException e) {
      return new Failed(Failure.NOT_JSON, null, "not JSON: " + e.getMessage());
    }
    if (!(parsed instanceof Map<?, ?> map)) {
      return new Failed(Failure.NOT_JSON, null, "not a JSON object");
    }
    for (String field : REQUIRED) {
      if (map.get(field) == null) {
        return new Failed(Failure.MISSING_FIELD, field, "missing field '" + field + "'");
      }
    }
    if (!(map.get("schemaVersion") instanceof Long version)
        || version < Integer.MIN_VALUE
        || version > Integer.MAX_VALUE) {
      return invalid("schemaVersion", "field 'schemaVersion' is not an integer");
    }
    if (version != GameResultRecord.SCHEMA_VERSION) {
      return new Failed(Failure.UNKNOWN_VERSION, "schemaVersion", "schemaVersion " + version);
    }
    for (String field : TEXTS) {
      if (!(map.get(field) instanceof String s) || s.isBlank()) {
        return invalid(field, "field '" + field + "' is not a string");
      }
    }
    if (!(map.get("rated") instanceof Boolean rated)) {
      return invalid("rated", "field 'rated' is not a boolean");
    }
    String result = (String) map.get("result");
    if (!RESULTS.contains(result)) {
      return invalid("result", "field 'result' is not 1-0, 0-1 or 1/2-1/2");
    }
    String name = (String) map.get("termination");
    Termination termination =
        Arrays.stream(Termination.values())
            .filter(t -> t.name().equals(name))
            .findFirst()
            .orElse(null);
    if (termination == null) {
      return invalid("termination", "field 'termination' is not a termination of the contract");
    }
    Instant endedAt;
    try {
      endedAt = map.get("endedAt") instanceof String s ? Instants.parse(s) : null;
    } catch (DateTimeParseException e) {
      endedAt = null;
    }
    if (endedAt == null) {
      return invalid("endedAt", "field 'endedAt' is not an ISO-8601 instant");
    }
    return new Read(
        new GameResultRecord(
            (String) map.get("resultId"),
            (String) map.get("gameId"),
            GameResultRecord.SCHEMA_VERSION,
            (String) map.get("white"),
            (String) map.get("black"),
            result,
            termination,
            rated,
            endedAt));
  }

  private static Failed invalid(String field, String detail) {
    return new Failed(Failure.INVALID_FIELD, field, detail);
  }
}
