package dev.chessplatform.rating.messaging;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.chessplatform.events.results.GameResultRecord;
import dev.chessplatform.rating.application.PlayerIdFormat;
import dev.chessplatform.rating.domain.GameResult;
import dev.chessplatform.rating.domain.PlayerId;
import dev.chessplatform.rating.domain.RatedGame;
import java.io.IOException;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.List;
import java.util.Optional;

/**
 * Reads a {@link GameResultRecord} (schema version 1) from the raw bytes of a record. Unknown
 * fields are ignored (old readers survive new writers); anything else that does not fit the
 * contract is an {@link ResultRead.Unreadable} with the reason and the field at fault, never an
 * exception.
 */
public final class GameResultReader {

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

  private final ObjectMapper json;

  public GameResultReader(ObjectMapper json) {
    this.json = json;
  }

  public ResultRead read(byte[] value) {
    JsonNode node;
    try {
      node = value == null ? null : json.readTree(value);
    } catch (IOException e) {
      return unreadable(
          ParkReason.NOT_JSON, "not JSON: " + e.getMessage().lines().findFirst().orElse(""));
    }
    if (node == null || !node.isObject()) {
      return unreadable(ParkReason.NOT_JSON, "not a JSON object");
    }
    for (String field : REQUIRED) {
      if (!node.hasNonNull(field)) {
        return unreadable(ParkReason.MISSING_FIELD, "missing field '" + field + "'");
      }
    }
    JsonNode version = node.get("schemaVersion");
    if (!version.isInt()) {
      return unreadable(ParkReason.INVALID_FIELD, "field 'schemaVersion' is not an integer");
    }
    if (version.intValue() != GameResultRecord.SCHEMA_VERSION) {
      return unreadable(ParkReason.UNKNOWN_VERSION, "schemaVersion " + version.intValue());
    }
    for (String field : List.of("resultId", "gameId", "white", "black", "result", "termination")) {
      if (!node.get(field).isTextual() || node.get(field).textValue().isBlank()) {
        return unreadable(ParkReason.INVALID_FIELD, "field '" + field + "' is not a string");
      }
    }
    if (!node.get("rated").isBoolean()) {
      return unreadable(ParkReason.INVALID_FIELD, "field 'rated' is not a boolean");
    }
    Optional<GameResult> result = gameResult(node.get("result").textValue());
    if (result.isEmpty()) {
      return unreadable(ParkReason.INVALID_FIELD, "field 'result' is not 1-0, 0-1 or 1/2-1/2");
    }
    Optional<PlayerId> white = PlayerIdFormat.parse(node.get("white").textValue());
    Optional<PlayerId> black = PlayerIdFormat.parse(node.get("black").textValue());
    if (white.isEmpty() || black.isEmpty()) {
      return unreadable(
          ParkReason.INVALID_FIELD,
          "field '" + (white.isEmpty() ? "white" : "black") + "' is not a player id");
    }
    if (white.get().equals(black.get())) {
      return unreadable(ParkReason.INVALID_FIELD, "field 'black' is the same player as 'white'");
    }
    Instant endedAt;
    try {
      endedAt = Instant.parse(node.get("endedAt").asText());
    } catch (DateTimeParseException e) {
      return unreadable(ParkReason.INVALID_FIELD, "field 'endedAt' is not an ISO-8601 instant");
    }
    GameResultRecord record =
        new GameResultRecord(
            node.get("resultId").textValue(),
            node.get("gameId").textValue(),
            version.intValue(),
            node.get("white").textValue(),
            node.get("black").textValue(),
            node.get("result").textValue(),
            node.get("termination").textValue(),
            node.get("rated").booleanValue(),
            endedAt);
    RatedGame game =
        new RatedGame(record.gameId(), white.get(), black.get(), result.get(), record.rated());
    return new ResultRead.Readable(record, game);
  }

  private static Optional<GameResult> gameResult(String pgn) {
    return switch (pgn) {
      case GameResultRecord.WHITE_WINS -> Optional.of(GameResult.WHITE_WINS);
      case GameResultRecord.BLACK_WINS -> Optional.of(GameResult.BLACK_WINS);
      case GameResultRecord.DRAW -> Optional.of(GameResult.DRAW);
      default -> Optional.empty();
    };
  }

  private static ResultRead unreadable(ParkReason reason, String detail) {
    return new ResultRead.Unreadable(reason, detail);
  }
}
