package dev.chessplatform.events.engine;

import dev.chessplatform.events.internal.Json;
import dev.chessplatform.events.internal.JsonObject;
import dev.chessplatform.events.internal.RecordReader;
import java.util.Map;

/**
 * The wire form of {@link EngineRequest} and {@link EngineResult}: one JSON object per record,
 * members named after the record components in declaration order, nulls left out, instants in
 * ISO-8601. Writing is explicit, member by member (no reflection); reading finds the members by the
 * record's components.
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

  public static String encode(EngineRequest r) {
    StringBuilder out = new StringBuilder(256);
    JsonObject.of(out)
        .string("requestId", r.requestId())
        .number("schemaVersion", r.schemaVersion())
        .string("gameId", r.gameId())
        .number("forSeq", r.forSeq())
        .string("fen", r.fen())
        .strings("moves", r.moves())
        .number("level", r.level())
        .value("limits", r.limits(), EngineMessages::limits)
        .number("multiPv", r.multiPv())
        .instant("requestedAt", r.requestedAt())
        .instant("deadline", r.deadline())
        .end();
    return out.toString();
  }

  private static void limits(EngineLimits l, StringBuilder out) {
    JsonObject.of(out)
        .number("movetimeMs", l.movetimeMs())
        .number("depth", l.depth())
        .number("nodes", l.nodes())
        .end();
  }

  public static String encode(EngineResult r) {
    StringBuilder out = new StringBuilder(256);
    JsonObject.of(out)
        .string("requestId", r.requestId())
        .number("schemaVersion", r.schemaVersion())
        .string("gameId", r.gameId())
        .number("forSeq", r.forSeq())
        .string("status", r.status())
        .string("bestMove", r.bestMove())
        .string("san", r.san())
        .number("scoreCp", r.scoreCp())
        .number("mateIn", r.mateIn())
        .number("depth", r.depth())
        .number("nodes", r.nodes())
        .number("nps", r.nps())
        .number("timeMs", r.timeMs())
        .strings("pv", r.pv())
        .string("detail", r.detail())
        .string("worker", r.worker())
        .instant("answeredAt", r.answeredAt())
        .end();
    return out.toString();
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
      return RecordReader.fromMap(type, map);
    } catch (IllegalArgumentException | NullPointerException e) {
      throw new UnreadableMessage(type.getSimpleName() + ": " + e.getMessage(), requestId, e);
    }
  }
}
