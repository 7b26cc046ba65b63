package dev.chessplatform.events.game;

import dev.chessplatform.events.json.Instants;
import dev.chessplatform.events.json.Json;
import dev.chessplatform.events.json.RecordJson;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The wire form of {@link GameEventEnvelope}: one JSON object, UTF-8, envelope members first and
 * the payload under {@code payload}. Readers ignore unknown members and skip unknown types or newer
 * schema versions of a known type with a {@link Unknown} answer, so old readers survive new
 * writers.
 */
public final class GameEventCodec {

  private GameEventCodec() {}

  /** What a record of the topic turned out to be. */
  public sealed interface Decoded {}

  /** A readable event of a known type and version. */
  public record Known(GameEventEnvelope envelope) implements Decoded {}

  /** A well-formed envelope of a type or version this reader does not know: skip it. */
  public record Unknown(String gameId, long seq, String type, int schemaVersion)
      implements Decoded {}

  /** Not an event at all. */
  public record Malformed(String reason) implements Decoded {}

  public static String encode(GameEventEnvelope e) {
    Map<String, Object> map = new LinkedHashMap<>();
    map.put("eventId", e.eventId());
    map.put("gameId", e.gameId());
    map.put("seq", e.seq());
    map.put("type", e.type());
    map.put("schemaVersion", (long) e.schemaVersion());
    map.put("occurredAt", e.occurredAt().toString());
    if (e.idempotencyKey() != null) {
      map.put("idempotencyKey", e.idempotencyKey());
    }
    if (e.actor() != null) {
      map.put("actor", e.actor());
    }
    map.put("payload", RecordJson.toMap((Record) e.payload()));
    return Json.write(map);
  }

  public static Decoded decode(String text) {
    Map<?, ?> map;
    try {
      if (!(Json.read(text) instanceof Map<?, ?> m)) {
        return new Malformed("not a JSON object");
      }
      map = m;
    } catch (Json.JsonException e) {
      return new Malformed("not JSON: " + e.getMessage());
    }
    if (!(map.get("gameId") instanceof String gameId)
        || !(map.get("seq") instanceof Long seq)
        || !(map.get("type") instanceof String type)
        || !(map.get("eventId") instanceof String eventId)
        || !(map.get("occurredAt") instanceof String occurredAt)) {
      return new Malformed("no envelope");
    }
    int version = map.get("schemaVersion") instanceof Long v ? v.intValue() : 1;
    var registration = GameEventTypes.byType(type);
    if (registration.isEmpty() || version > registration.get().schemaVersion()) {
      return new Unknown(gameId, seq, type, version);
    }
    if (!(map.get("payload") instanceof Map<?, ?> payload)) {
      return new Malformed("no payload");
    }
    int current = registration.get().schemaVersion();
    try {
      // an older version is brought to the current shape first: readers see one shape per type
      Map<?, ?> body =
          version < current
              ? GameEventUpcasters.upcast(type, version, current, members(payload))
              : payload;
      GameEvent event = (GameEvent) RecordJson.fromMap(cast(registration.get().payload()), body);
      return new Known(
          new GameEventEnvelope(
              eventId,
              gameId,
              seq,
              type,
              current,
              Instants.parse(occurredAt),
              map.get("idempotencyKey") instanceof String k ? k : null,
              map.get("actor") instanceof String a ? a : null,
              event));
    } catch (RuntimeException e) {
      return new Malformed(type + ": " + e.getMessage());
    }
  }

  private static Map<String, Object> members(Map<?, ?> payload) {
    Map<String, Object> out = new LinkedHashMap<>();
    payload.forEach((k, v) -> out.put(String.valueOf(k), v));
    return out;
  }

  @SuppressWarnings("unchecked")
  private static Class<? extends Record> cast(Class<? extends GameEvent> c) {
    return (Class<? extends Record>) (Class<?>) c;
  }
}
