package dev.chessplatform.game.api;

import dev.chessplatform.chess.Termination;
import dev.chessplatform.events.game.GameEventTypes;
import dev.chessplatform.events.game.TimeControl;
import io.quarkus.smallrye.openapi.OpenApiFilter;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.RecordComponent;
import java.lang.reflect.Type;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.eclipse.microprofile.openapi.OASFactory;
import org.eclipse.microprofile.openapi.OASFilter;
import org.eclipse.microprofile.openapi.models.Components;
import org.eclipse.microprofile.openapi.models.OpenAPI;
import org.eclipse.microprofile.openapi.models.media.Schema;
import org.eclipse.microprofile.openapi.models.media.Schema.SchemaType;

/**
 * Declares the event envelope of the game streams ({@code GameEventEnvelope}) and one schema per
 * event payload, named like the event's {@code type}, from game-events' own records at build time:
 * the contract has one source, {@link GameEventTypes}, and cannot drift from it.
 *
 * <p>The payload is declared as an object pointing at those schemas, not as a {@code oneOf} of
 * them: several payloads have the same shape ({@code DrawOffered}, {@code DrawDeclined}, {@code
 * TakebackRequested} … are all {@code {by}}), so a {@code oneOf} would match more than one and
 * fail, and the member that tells them apart, {@code type}, lives in the envelope, where an OpenAPI
 * discriminator of the payload cannot see it. A client reads {@code type} and decodes {@code
 * payload} with the schema of that name.
 */
@OpenApiFilter(stages = OpenApiFilter.RunStage.BUILD)
public class EventSchemas implements OASFilter {

  static final String ENVELOPE = "GameEventEnvelope";

  /**
   * chess-core's {@link Termination}, under the name the API has always given it (generated clients
   * have a {@code GameTermination}); the views point at it, the payloads' terminations too.
   */
  static final String TERMINATION = "GameTermination";

  static final String TERMINATION_REF = "#/components/schemas/" + TERMINATION;
  static final String ENVELOPE_REF = "#/components/schemas/" + ENVELOPE;
  private static final String REF = "#/components/schemas/";

  /** Payload members whose strings are a closed set with a schema of their own. */
  private static final Map<String, String> CLOSED_STRINGS =
      Map.of(
          "GameEnded.result", "GameResult",
          "GameEnded.termination", TERMINATION,
          "GameImported.result", "GameResult",
          "GameImported.termination", TERMINATION,
          "DrawClaimed.reason", TERMINATION);

  @Override
  public void filterOpenAPI(OpenAPI openAPI) {
    if (openAPI.getComponents() == null) {
      openAPI.setComponents(OASFactory.createComponents());
    }
    Components components = openAPI.getComponents();
    for (GameEventTypes.Registration r : GameEventTypes.all()) {
      components.addSchema(
          r.type(),
          record(r.payload(), r.type(), components)
              .description(
                  "The payload of "
                      + r.type()
                      + " events (schemaVersion "
                      + r.schemaVersion()
                      + "); see the event catalogue in game-events' README"));
    }
    components.addSchema(ENVELOPE, envelope());
    components.addSchema(
        TERMINATION,
        OASFactory.createSchema()
            .description(
                "How the game ended: by the board (CHECKMATE, STALEMATE, repetition, move rules,"
                    + " INSUFFICIENT_MATERIAL), by the players (AGREEMENT, RESIGNATION, ABORTED), by"
                    + " the clock (TIMEOUT, TIMEOUT_VS_INSUFFICIENT_MATERIAL: a draw), or UNKNOWN for"
                    + " an imported game whose PGN does not say")
            .type(List.of(SchemaType.STRING))
            .enumeration(Arrays.stream(Termination.values()).map(t -> (Object) t.name()).toList()));
    components.addSchema(GameUpdatesResource.PAGE, page());
  }

  /** The answer of pollGameEvents. */
  static Schema page() {
    return object()
        .description("A game's events after the seq asked for, in seq order, each once")
        .addProperty("gameId", string(GameApi.GAME_ID))
        .addProperty(
            "events",
            OASFactory.createSchema()
                .type(List.of(SchemaType.ARRAY))
                .items(OASFactory.createSchema().ref(ENVELOPE_REF))
                .description("At most 500; empty when none came in time"))
        .addProperty(
            "lastSeq",
            integer("int64").description("The seq of the last event here: the next afterSeq"))
        .addProperty(
            "ended",
            OASFactory.createSchema()
                .type(List.of(SchemaType.BOOLEAN))
                .description("true when the game is over and every event was given: stop asking"))
        .required(List.of("gameId", "events", "lastSeq", "ended"));
  }

  static Schema envelope() {
    List<Object> types = new ArrayList<>();
    GameEventTypes.all().forEach(r -> types.add(r.type()));
    return object()
        .description(
            "One event of a game, as chess.game-events holds it. Readers ignore members they do"
                + " not know and skip types they do not know.")
        .addProperty("eventId", string("The event's id, a UUID").format("uuid"))
        .addProperty("gameId", string(GameApi.GAME_ID))
        .addProperty(
            "seq",
            integer("int64")
                .minimum(java.math.BigDecimal.ONE)
                .description("1, 2, 3 … per game without gaps: the game's version after it"))
        .addProperty(
            "type",
            string("The payload's type; the payload has the schema of this name")
                .enumeration(types))
        .addProperty(
            "schemaVersion",
            integer("int32").description("The version of the payload's shape, 1 so far"))
        .addProperty(
            "occurredAt",
            string("When the server decided the event; clocks are measured between these")
                .format("date-time"))
        .addProperty(
            "idempotencyKey",
            string("The Idempotency-Key of the command that caused it, if it had one"))
        .addProperty("actor", string("The player whose command caused it; absent for the server's"))
        .addProperty(
            "payload",
            object()
                .additionalPropertiesBoolean(Boolean.TRUE)
                .description(
                    "The event itself: its shape is the schema named like `type` (MovePlayed,"
                        + " GameEnded …), members absent when empty"))
        .required(
            List.of("eventId", "gameId", "seq", "type", "schemaVersion", "occurredAt", "payload"));
  }

  /** The schema of a record as game-events' codec writes it: components by name, nulls left out. */
  private static Schema record(Class<?> type, String owner, Components components) {
    Schema schema = object();
    List<String> required = new ArrayList<>();
    for (RecordComponent c : type.getRecordComponents()) {
      String closed = CLOSED_STRINGS.get(owner + "." + c.getName());
      schema.addProperty(
          c.getName(),
          closed != null
              ? OASFactory.createSchema().ref(REF + closed)
              : of(c.getGenericType(), components));
      if (c.getType().isPrimitive()) {
        required.add(c.getName());
      }
    }
    return required.isEmpty() ? schema : schema.required(required);
  }

  private static Schema of(Type type, Components components) {
    if (type instanceof ParameterizedType p && p.getRawType() == List.class) {
      return OASFactory.createSchema()
          .type(List.of(SchemaType.ARRAY))
          .items(of(p.getActualTypeArguments()[0], components));
    }
    Class<?> c = (Class<?>) type;
    if (c == String.class) {
      return OASFactory.createSchema().type(List.of(SchemaType.STRING));
    }
    if (c == long.class || c == Long.class) {
      return integer("int64");
    }
    if (c == int.class || c == Integer.class) {
      return integer("int32");
    }
    if (c == boolean.class || c == Boolean.class) {
      return OASFactory.createSchema().type(List.of(SchemaType.BOOLEAN));
    }
    if (c.isEnum()) {
      declare(components, c.getSimpleName(), () -> enumeration(c));
      return OASFactory.createSchema().ref(REF + c.getSimpleName());
    }
    if (c == TimeControl.class) {
      return OASFactory.createSchema().ref(REF + "TimeControlView"); // the same members
    }
    if (c.isRecord()) {
      declare(components, c.getSimpleName(), () -> record(c, c.getSimpleName(), components));
      return OASFactory.createSchema().ref(REF + c.getSimpleName());
    }
    throw new IllegalStateException("no schema for " + c.getName() + " in a game event");
  }

  private static void declare(
      Components components, String name, java.util.function.Supplier<Schema> schema) {
    if (components.getSchemas() == null || !components.getSchemas().containsKey(name)) {
      components.addSchema(name, schema.get());
    }
  }

  private static Schema enumeration(Class<?> type) {
    return OASFactory.createSchema()
        .type(List.of(SchemaType.STRING))
        .enumeration(
            Arrays.stream(type.getEnumConstants())
                .map(e -> (Object) ((Enum<?>) e).name())
                .toList());
  }

  private static Schema object() {
    return OASFactory.createSchema().type(List.of(SchemaType.OBJECT));
  }

  private static Schema string(String description) {
    return OASFactory.createSchema().type(List.of(SchemaType.STRING)).description(description);
  }

  private static Schema integer(String format) {
    return OASFactory.createSchema().type(List.of(SchemaType.INTEGER)).format(format);
  }
}
