package dev.chessplatform.events.game;

import dev.chessplatform.events.internal.Instants;
import dev.chessplatform.events.internal.Json;
import dev.chessplatform.events.internal.JsonReader;
import dev.chessplatform.events.internal.RecordReader;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The wire form of {@link GameEventEnvelope}: one JSON object, UTF-8, envelope members first and
 * the payload under {@code payload}. Readers ignore unknown members and skip unknown types or newer
 * schema versions of a known type with a {@link Unknown} answer, so old readers survive new
 * writers.
 *
 * <p>Writing is explicit ({@link GamePayloads}: no reflection); reading finds a payload's members
 * by the record's components ({@code RecordReader}), in place for the current version of a type,
 * through {@link GameEventUpcasters} for an older one or an old value.
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
    StringBuilder out = new StringBuilder(320);
    out.append("{\"eventId\":");
    Json.quote(e.eventId(), out);
    out.append(",\"gameId\":");
    Json.quote(e.gameId(), out);
    out.append(",\"seq\":").append(e.seq()).append(",\"type\":");
    Json.quote(e.type(), out);
    out.append(",\"schemaVersion\":").append(e.schemaVersion()).append(",\"occurredAt\":\"");
    Instants.append(e.occurredAt(), out);
    out.append('"');
    if (e.idempotencyKey() != null) {
      out.append(",\"idempotencyKey\":");
      Json.quote(e.idempotencyKey(), out);
    }
    if (e.actor() != null) {
      out.append(",\"actor\":");
      Json.quote(e.actor(), out);
    }
    out.append(",\"payload\":");
    GamePayloads.write(e.payload(), out);
    return out.append('}').toString();
  }

  public static Decoded decode(String text) {
    Known known = readInPlace(text);
    return known != null ? known : decodeTree(text);
  }

  /**
   * An envelope's game, seq and event type, read without its payload: for a reader that needs the
   * whole event of only a few records (a move of a game it does not hold is most of a topic).
   */
  public record Head(String gameId, long seq, Class<? extends GameEvent> payload) {}

  /**
   * The {@link Head} of an ordinary envelope: its members up to {@code payload}, which is not read.
   * Null when the text is anything else (a member missing before the payload, an unknown type, a
   * malformed text): then {@link #decode} decides as for any record.
   */
  public static Head peek(String text) {
    try {
      EnvelopeHead head = new EnvelopeHead(false);
      if (head.readUpToPayload(new JsonReader(text)) == NOT_ORDINARY
          || head.gameId == null
          || (head.seen & (1 << SEQ)) == 0
          || head.registration == null) {
        return null;
      }
      return new Head(head.gameId, head.seq, head.registration.payload());
    } catch (RuntimeException e) {
      return null;
    }
  }

  /** The envelope's members, as {@link #readInPlace} looks them up. */
  private static final String[] MEMBERS = {
    "eventId",
    "gameId",
    "seq",
    "type",
    "schemaVersion",
    "occurredAt",
    "idempotencyKey",
    "actor",
    "payload"
  };

  private static final int PAYLOAD = 8;

  private static final List<GameEventTypes.Registration> REGISTRATIONS = GameEventTypes.all();

  private static final String[] TYPES =
      REGISTRATIONS.stream().map(GameEventTypes.Registration::type).toArray(String[]::new);

  /**
   * The event of an ordinary envelope, read without building its JSON tree (most of a replay's time
   * went into the tree's maps): members once each, {@code type} and {@code schemaVersion} before
   * the payload, the current version of a known type. Anything else (an older version to upcast, an
   * unknown type, a duplicate member, any error) answers null, and {@link #decodeTree} decides
   * exactly as it always has, so both paths give the same answer for every text.
   */
  static Known readInPlace(String text) {
    try {
      JsonReader reader = new JsonReader(text);
      EnvelopeHead head = new EnvelopeHead(true);
      if (head.readUpToPayload(reader) != AT_PAYLOAD
          || head.registration == null
          || head.version != head.registration.schemaVersion()) {
        return null;
      }
      GameEvent event = (GameEvent) RecordReader.read(cast(head.registration.payload()), reader);
      while (reader.nextMember(false)) {
        if (reader.keyIndex(MEMBERS, PAYLOAD + 1) >= 0) {
          return null;
        }
        reader.skipValue();
      }
      reader.end();
      if (event == null
          || head.eventId == null
          || head.gameId == null
          || head.occurredAt == null
          || (head.seen & (1 << SEQ)) == 0) {
        return null;
      }
      return new Known(
          new GameEventEnvelope(
              head.eventId,
              head.gameId,
              head.seq,
              head.registration.type(),
              head.version,
              head.occurredAt,
              head.idempotencyKey,
              head.actor,
              event));
    } catch (RuntimeException e) {
      return null;
    }
  }

  private static final int SEQ = 2;
  private static final int AT_PAYLOAD = 0;
  private static final int ENDED = 1;
  private static final int NOT_ORDINARY = 2;

  /**
   * The members of an envelope before its payload, read in place once each, for {@link #peek} (the
   * head alone: game, seq, type) and {@link #readInPlace} (all of them).
   */
  private static final class EnvelopeHead {
    private final boolean whole;
    String eventId;
    String gameId;
    long seq;
    GameEventTypes.Registration registration;
    int version = 1;
    Instant occurredAt;
    String idempotencyKey;
    String actor;
    int seen;

    EnvelopeHead(boolean whole) {
      this.whole = whole;
    }

    /**
     * Reads from the object's start up to the payload's value ({@link #AT_PAYLOAD}) or the object's
     * end ({@link #ENDED}); {@link #NOT_ORDINARY} for a duplicate member or an unknown type.
     */
    int readUpToPayload(JsonReader reader) {
      int expected = 0;
      reader.beginObject();
      for (boolean first = true; reader.nextMember(first); first = false) {
        int member = reader.keyIndex(MEMBERS, expected);
        if (member < 0) {
          reader.skipValue();
          continue;
        }
        if ((seen & (1 << member)) != 0) {
          return NOT_ORDINARY;
        }
        seen |= 1 << member;
        expected = member + 1;
        if (member == PAYLOAD) {
          return AT_PAYLOAD;
        }
        if (!read(member, reader)) {
          return NOT_ORDINARY;
        }
      }
      return ENDED;
    }

    private boolean read(int member, JsonReader reader) {
      switch (member) {
        case 1 -> gameId = reader.stringValue();
        case SEQ -> seq = reader.integerValue();
        case 3 -> {
          int t = reader.stringIndex(TYPES);
          if (t < 0) {
            return false;
          }
          registration = REGISTRATIONS.get(t);
        }
        default -> {
          if (!whole) {
            reader.skipValue();
            return true;
          }
          switch (member) {
            case 0 -> eventId = reader.stringValue();
            case 4 -> version = Math.toIntExact(reader.integerValue());
            case 5 -> occurredAt = reader.instantValue();
            case 6 -> idempotencyKey = reader.nullValue() ? null : reader.stringValue();
            default -> actor = reader.nullValue() ? null : reader.stringValue();
          }
        }
      }
      return true;
    }
  }

  static Decoded decodeTree(String text) {
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
      Map<?, ?> body = GameEventUpcasters.upcast(type, version, current, members(payload));
      GameEvent event = (GameEvent) RecordReader.fromMap(cast(registration.get().payload()), body);
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
