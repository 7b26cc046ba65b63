package dev.chessplatform.events.game;

import dev.chessplatform.events.json.Json;
import dev.chessplatform.events.json.RecordJson;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * An event's text through the generic maps ({@link RecordJson#toMap}, {@link Json#write}): the
 * writers' way until 2026-12-02, kept as the reference {@link GameEventCodec#encode} is tested and
 * measured against ({@code GameEventCodecTest}, {@code GameEventCodecBench}).
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
    map.put("payload", RecordJson.toMap((Record) e.payload()));
    return Json.write(map);
  }
}
