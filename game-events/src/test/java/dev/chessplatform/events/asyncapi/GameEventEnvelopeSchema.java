package dev.chessplatform.events.asyncapi;

import static dev.chessplatform.events.asyncapi.PrettyJson.object;

import dev.chessplatform.events.game.GameEventTypes;
import java.util.List;
import java.util.Map;

/**
 * The envelope of {@code chess.game-events} as {@code GameEventCodec} writes it, and one schema per
 * event type that fixes its {@code type} and {@code schemaVersion} and names its payload. The
 * envelope's {@code type} stays an open string: a reader must accept (and skip) a type it does not
 * know, so an enum would reject what the contract allows.
 */
final class GameEventEnvelopeSchema {

  static final String NAME = "GameEventEnvelope";

  private GameEventEnvelopeSchema() {}

  static Map<String, Object> of() {
    return object(
        "type",
        "object",
        "description",
        "One record of chess.game-events (GameEventEnvelope). Readers ignore members they do not"
            + " know and skip, with a log line, a type they do not know or a schemaVersion newer"
            + " than they know.",
        "properties",
        object(
            "eventId",
            object("type", "string", "format", "uuid", "description", "The event's id, a UUID"),
            "gameId",
            object("type", "string", "description", "The game; also the record key"),
            "seq",
            object(
                "type",
                "integer",
                "format",
                "int64",
                "minimum",
                1L,
                "description",
                "1, 2, 3 … per game without gaps: the game's version after this event"),
            "type",
            object(
                "type",
                "string",
                "description",
                "The payload's stable type name; the payload has the schema of this name"),
            "schemaVersion",
            object(
                "type",
                "integer",
                "format",
                "int32",
                "minimum",
                1L,
                "description",
                "The version of the payload's shape"),
            "occurredAt",
            object(
                "type",
                "string",
                "format",
                "date-time",
                "description",
                "When the server decided the event; clocks are measured between these"),
            "idempotencyKey",
            object(
                "type",
                "string",
                "description",
                "The key of the command that caused it, scoped by actor; absent for events the"
                    + " server raised itself"),
            "actor",
            object(
                "type",
                "string",
                "description",
                "The player whose command caused it; absent for the server's own events"),
            "payload",
            object("type", "object", "description", "The event itself, by type")),
        "required",
        List.of("eventId", "gameId", "seq", "type", "schemaVersion", "occurredAt", "payload"));
  }

  /** The envelope of one event type: {@code type} and {@code schemaVersion} fixed. */
  static Map<String, Object> of(GameEventTypes.Registration r) {
    return object(
        "allOf",
        List.of(
            RecordSchemas.ref(NAME),
            object(
                "type",
                "object",
                "properties",
                object(
                    "type",
                    object("const", r.type()),
                    "schemaVersion",
                    object("const", (long) r.schemaVersion()),
                    "payload",
                    RecordSchemas.ref(r.type())))));
  }
}
