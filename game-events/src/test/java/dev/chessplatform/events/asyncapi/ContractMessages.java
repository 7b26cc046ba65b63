package dev.chessplatform.events.asyncapi;

import static dev.chessplatform.events.asyncapi.PrettyJson.object;

import dev.chessplatform.chess.Termination;
import dev.chessplatform.events.engine.EngineLimits;
import dev.chessplatform.events.engine.EngineMessages;
import dev.chessplatform.events.engine.EngineRequest;
import dev.chessplatform.events.engine.EngineResult;
import dev.chessplatform.events.game.GameEventCodec;
import dev.chessplatform.events.game.GameEventTypes;
import dev.chessplatform.events.internal.Json;
import dev.chessplatform.events.results.GameResultCodec;
import dev.chessplatform.events.results.GameResultRecord;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The messages of the topics, from game-events' records: one message per event type of {@code
 * chess.game-events} (its envelope with {@code type} fixed and the payload's own schema), the
 * result record, the parked result, the engine request and result. Each example is the codec's own
 * output: for events the approved file of {@code EventApprovalTest}, so the examples are the wire.
 */
final class ContractMessages {

  static final Path APPROVED_EVENTS = Path.of("src/test/resources/approved/events");
  static final String KAFKA_BINDING = "0.5.0";
  private static final Instant AT = Instant.parse("2026-11-29T12:00:00Z");

  final Map<String, Object> schemas = new LinkedHashMap<>();
  final Map<String, Object> messages = new LinkedHashMap<>();
  private final RecordSchemas records = new RecordSchemas(schemas, hints());

  /** The message ids of every event type, in {@link GameEventTypes#all()} order. */
  List<String> gameEvents() {
    schemas.put("GameEventEnvelope", GameEventEnvelopeSchema.of());
    List<String> ids = new ArrayList<>();
    for (GameEventTypes.Registration r : GameEventTypes.all()) {
      String text = approved(r);
      if (!(GameEventCodec.decode(text) instanceof GameEventCodec.Known known)) {
        throw new IllegalStateException("the approved " + r.type() + " does not decode");
      }
      records.declare(
          (Record) known.envelope().payload(),
          "The payload of " + r.type() + " events (schemaVersion " + r.schemaVersion() + ")");
      schemas.put(r.type() + "Event", GameEventEnvelopeSchema.of(r));
      messages.put(
          r.type(),
          message(
              r.type(),
              "A " + r.type() + " event",
              "One "
                  + r.type()
                  + " event of a game: the envelope, `type` "
                  + r.type()
                  + ", and its"
                  + " payload. See the event catalogue in game-events' README.",
              RecordSchemas.ref(r.type() + "Event"),
              key(
                  "The game id (the envelope's gameId): one game's events stay in order on one"
                      + " partition"),
              Json.read(text)));
      ids.add(r.type());
    }
    return ids;
  }

  String gameResult() {
    GameResultRecord sample =
        new GameResultRecord(
            "7f0c2a6e-3c1d-4e0b-9a51-0d6f1b1f5e11",
            "g-42",
            GameResultRecord.SCHEMA_VERSION,
            "acc-alice",
            GameResultRecord.computer(3),
            GameResultRecord.WHITE_WINS,
            Termination.CHECKMATE,
            true,
            AT);
    messages.put(
        "GameResult",
        message(
            "GameResult",
            "A finished game",
            "One finished game, written by game-service with its GameEnded event (in the same"
                + " transaction) and read by rating-service; written and read only through"
                + " GameResultCodec. An aborted game is an unrated draw with termination ABORTED.",
            records.declare(sample, "The record of chess.game-results (GameResultRecord)"),
            key("The game id; readers do not use the key"),
            Json.read(GameResultCodec.encode(sample))));
    return "GameResult";
  }

  String parkedGameResult() {
    Map<String, Object> payload = new LinkedHashMap<>();
    payload.put(
        "description",
        "The value of the chess.game-results record, byte for byte: meant to be a GameResultRecord,"
            + " parked because it did not read as one, so it may be anything (even not JSON)");
    payload.put(
        "anyOf",
        List.of(
            RecordSchemas.ref("GameResultRecord"),
            object("description", "anything else: the value that failed to read")));
    Map<String, Object> message =
        message(
            "ParkedGameResult",
            "A result that rating-service could not read",
            "A record of chess.game-results that rating-service parked instead of blocking its"
                + " partition (rating-service's DeadLetters): the original key, value and headers,"
                + " unchanged, plus three headers saying why and from where.",
            payload,
            key("The original record's key, unchanged"),
            null);
    message.put("headers", DeadLetterHeaders.schema());
    messages.put("ParkedGameResult", message);
    return "ParkedGameResult";
  }

  String engineRequest() {
    EngineRequest sample =
        new EngineRequest(
            "5b0e4f9a-2d7c-4b1e-8f3a-6c9d0e1f2a3b",
            EngineRequest.SCHEMA_VERSION,
            "g-42",
            17,
            EngineRequest.START_FEN,
            List.of("e2e4", "e7e5"),
            3,
            EngineLimits.movetime(500),
            1,
            AT,
            AT.plusSeconds(30));
    messages.put(
        "EngineRequest",
        message(
            "EngineRequest",
            "A search asked of the engine workers",
            "One search for a computer move or a REST job; engine workers share one consumer"
                + " group and answer each request once on chess.engine-results (EngineMessages).",
            records.declare(sample, "The record of chess.engine-requests (EngineRequest)"),
            key(
                "gameId when the request is about a game (its requests stay in order), else"
                    + " requestId"),
            Json.read(EngineMessages.encode(sample))));
    return "EngineRequest";
  }

  String engineResult() {
    EngineResult sample =
        new EngineResult(
            "5b0e4f9a-2d7c-4b1e-8f3a-6c9d0e1f2a3b",
            EngineResult.SCHEMA_VERSION,
            "g-42",
            17,
            EngineResult.Status.MOVE,
            "g1f3",
            "Nf3",
            31,
            null,
            9,
            120_345,
            480_000,
            250,
            List.of("g1f3", "b8c6"),
            null,
            "engine-service-0",
            AT.plusMillis(250));
    messages.put(
        "EngineResult",
        message(
            "EngineResult",
            "The answer to one engine request",
            "Written with the request's consumed offset in one Kafka transaction: read it with"
                + " isolation.level=read_committed, deduplicate by requestId, and ignore a result"
                + " whose forSeq is not the game's current version.",
            records.declare(sample, "The record of chess.engine-results (EngineResult)"),
            key("The request's key: gameId when present, else requestId"),
            Json.read(EngineMessages.encode(sample))));
    return "EngineResult";
  }

  String accountState() {
    AccountStateSchema.declare(schemas);
    messages.put(
        "AccountState",
        message(
            "AccountState",
            "The whole state of one account",
            "Written by the gateway (acks=all) before it answers an account change, read from"
                + " offset 0 at its start: the full state of one account, so compaction keeps"
                + " exactly what a reader needs. Hashes only, never a password or token text.",
            RecordSchemas.ref(AccountStateSchema.NAME),
            key("The account id"),
            AccountStateSchema.example()));
    return "AccountState";
  }

  private static Map<String, Object> message(
      String name,
      String title,
      String description,
      Map<String, Object> payload,
      Map<String, Object> key,
      Object example) {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("name", name);
    m.put("title", title);
    m.put("description", description);
    m.put("contentType", "application/json");
    m.put("payload", payload);
    m.put("bindings", object("kafka", object("key", key, "bindingVersion", KAFKA_BINDING)));
    if (example != null) {
      m.put("examples", List.of(object("name", name, "payload", example)));
    }
    return m;
  }

  private static Map<String, Object> key(String description) {
    return object("type", "string", "description", description);
  }

  private static String approved(GameEventTypes.Registration r) {
    Path file = APPROVED_EVENTS.resolve(r.type() + ".v" + r.schemaVersion() + ".json");
    try {
      return Files.readString(file, StandardCharsets.UTF_8).strip();
    } catch (IOException e) {
      throw new UncheckedIOException(
          file + " is missing: EventApprovalTest writes it, review and commit it first", e);
    }
  }

  /** Keywords beside a member's type, for strings whose values are named elsewhere. */
  private static Map<String, Map<String, Object>> hints() {
    Map<String, Object> termination =
        object(
            "description",
            "Why the game ended (chess-core's Termination, by name); a reader reads a name it"
                + " does not know as UNKNOWN");
    return Map.of(
        "GameResultRecord.schemaVersion",
        object("const", (long) GameResultRecord.SCHEMA_VERSION),
        "EngineRequest.schemaVersion",
        object("const", (long) EngineRequest.SCHEMA_VERSION),
        "EngineResult.schemaVersion",
        object("const", (long) EngineResult.SCHEMA_VERSION),
        "GameEnded.termination",
        termination,
        "GameImported.termination",
        termination,
        "GameEnded.result",
        object(
            "description",
            "The PGN result: 1-0, 0-1, 1/2-1/2, or * for an aborted game",
            "examples",
            List.of("1-0", "0-1", "1/2-1/2", "*")),
        "GameResultRecord.result",
        object(
            "enum",
            List.of(
                GameResultRecord.WHITE_WINS, GameResultRecord.BLACK_WINS, GameResultRecord.DRAW)),
        "EngineResult.status",
        object(
            "description",
            "EngineResult.Status; writers may add more, a reader treats an unknown one as REJECTED",
            "examples",
            constants(EngineResult.Status.class)));
  }

  /** The public string constants of a class, in declaration order. */
  static List<Object> constants(Class<?> holder) {
    return Arrays.stream(holder.getDeclaredFields())
        .filter(f -> Modifier.isStatic(f.getModifiers()) && f.getType() == String.class)
        .filter(f -> Modifier.isPublic(f.getModifiers()))
        .map(ContractMessages::value)
        .toList();
  }

  private static Object value(Field f) {
    try {
      return f.get(null);
    } catch (IllegalAccessException e) {
      throw new IllegalStateException(f.getName(), e);
    }
  }
}
