package dev.chessplatform.events.game;

import dev.chessplatform.events.internal.Json;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.RecordComponent;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * An event's text through generic maps built by reflection: the contract's mapping rule stated once
 * (components by name in declaration order, {@code null} left out, enums by name, instants in
 * ISO-8601, lists and records as arrays and objects) and the writers' way until 2026-12-02. Kept,
 * in the tests only, as the reference the explicit writers ({@link GameEventCodec#encode}, {@link
 * GamePayloads}) are held to ({@code GameEventCodecTest}) and measured against ({@code
 * GameEventCodecBench}).
 */
final class MapEncoding {

  private MapEncoding() {}

  static String encode(GameEventEnvelope e) {
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
    map.put("payload", toMap((Record) e.payload()));
    return Json.write(map);
  }

  /** The JSON object of a record, by the mapping rule. */
  static Map<String, Object> toMap(Record record) {
    Map<String, Object> map = new LinkedHashMap<>();
    for (RecordComponent c : record.getClass().getRecordComponents()) {
      Object value;
      try {
        value = c.getAccessor().invoke(record);
      } catch (IllegalAccessException | InvocationTargetException ex) {
        throw new IllegalStateException(c.getName(), ex);
      }
      if (value != null) {
        map.put(c.getName(), toJson(value));
      }
    }
    return map;
  }

  private static Object toJson(Object value) {
    if (value instanceof Record r) {
      return toMap(r);
    }
    if (value instanceof Enum<?> e) {
      return e.name();
    }
    if (value instanceof Instant i) {
      return i.toString();
    }
    if (value instanceof Integer i) {
      return i.longValue();
    }
    if (value instanceof List<?> list) {
      List<Object> out = new ArrayList<>(list.size());
      list.forEach(v -> out.add(toJson(v)));
      return out;
    }
    return value;
  }
}
