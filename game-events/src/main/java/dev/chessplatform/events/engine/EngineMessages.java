package dev.chessplatform.events.engine;

import dev.chessplatform.events.json.Json;
import dev.chessplatform.events.json.RecordJson;
import java.util.Map;

/**
 * The wire form of {@link EngineRequest} and {@link EngineResult}: one JSON object per record,
 * members named after the record components in declaration order, nulls left out, instants in
 * ISO-8601 ({@link RecordJson}).
 *
 * <p>Delivery: the engine consumes a request, searches, and writes the result and the request's
 * consumed offset in one Kafka transaction, so a reader with {@code isolation.level=read_committed}
 * sees one result per request even when a worker dies mid-search and another one searches again.
 * Readers still deduplicate by {@code requestId} (a writer may repeat a request) and ignore a
 * result whose {@code forSeq} is not the game's current version.
 */
public final class EngineMessages {

  private EngineMessages() {}

  /** A text that is not a request or result of a version this reader knows. */
  public static final class UnreadableMessage extends RuntimeException {
    private final String requestId;

    UnreadableMessage(String message, String requestId, Throwable cause) {
      super(message, cause);
      this.requestId = requestId;
    }

    /** The request id if the text had one, so the writer can still be answered; else null. */
    public String requestId() {
      return requestId;
    }
  }

  public static String encode(EngineRequest request) {
    return Json.write(RecordJson.toMap(request));
  }

  public static String encode(EngineResult result) {
    return Json.write(RecordJson.toMap(result));
  }

  public static EngineRequest decodeRequest(String text) {
    return decode(EngineRequest.class, EngineRequest.SCHEMA_VERSION, text);
  }

  public static EngineResult decodeResult(String text) {
    return decode(EngineResult.class, EngineResult.SCHEMA_VERSION, text);
  }

  private static <R extends Record> R decode(Class<R> type, int version, String text) {
    Map<?, ?> map;
    try {
      if (!(Json.read(text) instanceof Map<?, ?> m)) {
        throw new UnreadableMessage("not a JSON object", null, null);
      }
      map = m;
    } catch (Json.JsonException e) {
      throw new UnreadableMessage("not JSON: " + e.getMessage(), null, e);
    }
    String requestId = map.get("requestId") instanceof String s ? s : null;
    Object seen = map.get("schemaVersion");
    if (!(seen instanceof Long v) || v != version) {
      throw new UnreadableMessage(
          type.getSimpleName() + " schemaVersion " + seen + " is not " + version, requestId, null);
    }
    try {
      return RecordJson.fromMap(type, map);
    } catch (IllegalArgumentException | NullPointerException e) {
      throw new UnreadableMessage(type.getSimpleName() + ": " + e.getMessage(), requestId, e);
    }
  }
}
