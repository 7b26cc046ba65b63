package dev.chessplatform.events.asyncapi;

import static dev.chessplatform.events.asyncapi.PrettyJson.object;

import dev.chessplatform.events.game.GameEvent;
import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.RecordComponent;
import java.lang.reflect.Type;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The JSON schema of a record as the contract's writers write it, found by reflection so that it
 * cannot drift from the record: components by name in declaration order, enums by name, instants in
 * ISO-8601, lists as arrays, nested records and enums as schemas of their own under {@code
 * #/components/schemas/}. No {@code additionalProperties: false}: readers ignore members they do
 * not know, so a newer writer's member is valid.
 *
 * <p>A member is required when the writer always writes it: a primitive component (never null), or
 * one that the canonical constructor refuses as null ({@code Objects.requireNonNull}) or replaces
 * when null ({@code moves == null ? List.of() : …}). Both are found by building the record from a
 * sample with that one component set to null, so a new non-null check in a record shows up here.
 */
final class RecordSchemas {

  static final String REF = "#/components/schemas/";

  private final Map<String, Object> components;
  private final Map<String, Map<String, Object>> hints;

  /**
   * @param components the document's {@code components.schemas}, filled as records are described
   * @param hints extra keywords by {@code Record.component} ({@code GameEnded.termination}): the
   *     known values of a string that writers may extend, a description
   */
  RecordSchemas(Map<String, Object> components, Map<String, Map<String, Object>> hints) {
    this.components = components;
    this.hints = hints;
  }

  /** The component name of a type: nested types other than event payloads take their owner's. */
  static String name(Class<?> type) {
    Class<?> owner = type.getEnclosingClass();
    return owner == null || owner == GameEvent.class
        ? type.getSimpleName()
        : owner.getSimpleName() + type.getSimpleName();
  }

  /** Declares {@code sample}'s record type (and what it holds) and answers a reference to it. */
  Map<String, Object> declare(Record sample, String description) {
    String name = name(sample.getClass());
    if (!components.containsKey(name)) {
      components.put(name, Map.of()); // reserved first: a record may hold its own type
      components.put(name, describe(sample.getClass(), sample, description));
    }
    return ref(name);
  }

  static Map<String, Object> ref(String name) {
    return object("$ref", REF + name);
  }

  private Map<String, Object> describe(Class<?> type, Record sample, String description) {
    Map<String, Object> properties = new LinkedHashMap<>();
    List<Object> required = new ArrayList<>();
    RecordComponent[] parts = type.getRecordComponents();
    for (int i = 0; i < parts.length; i++) {
      RecordComponent c = parts[i];
      Object value = sample == null ? null : read(c, sample);
      Map<String, Object> schema = new LinkedHashMap<>(of(c.getGenericType(), value));
      schema.putAll(hints.getOrDefault(type.getSimpleName() + "." + c.getName(), Map.of()));
      properties.put(c.getName(), schema);
      if (c.getType().isPrimitive() || (sample != null && alwaysWritten(sample, i))) {
        required.add(c.getName());
      }
    }
    Map<String, Object> schema = new LinkedHashMap<>();
    schema.put("type", "object");
    if (description != null) {
      schema.put("description", description);
    }
    schema.put("properties", properties);
    if (!required.isEmpty()) {
      schema.put("required", required);
    }
    return schema;
  }

  private Map<String, Object> of(Type type, Object sample) {
    if (type instanceof ParameterizedType p && p.getRawType() == List.class) {
      Type element = p.getActualTypeArguments()[0];
      Object first = sample instanceof List<?> l && !l.isEmpty() ? l.get(0) : null;
      return object("type", "array", "items", of(element, first));
    }
    Class<?> c = (Class<?>) type;
    if (c == String.class) {
      return object("type", "string");
    }
    if (c == long.class || c == Long.class) {
      return object("type", "integer", "format", "int64");
    }
    if (c == int.class || c == Integer.class) {
      return object("type", "integer", "format", "int32");
    }
    if (c == boolean.class || c == Boolean.class) {
      return object("type", "boolean");
    }
    if (c == Instant.class) {
      return object("type", "string", "format", "date-time");
    }
    if (c.isEnum()) {
      components.computeIfAbsent(
          name(c),
          n ->
              object(
                  "type",
                  "string",
                  "enum",
                  Arrays.stream(c.getEnumConstants()).map(e -> ((Enum<?>) e).name()).toList()));
      return ref(name(c));
    }
    if (c.isRecord()) {
      if (!components.containsKey(name(c))) {
        components.put(name(c), Map.of());
        components.put(name(c), describe(c, (Record) sample, null));
      }
      return ref(name(c));
    }
    throw new IllegalStateException("no JSON schema for " + c.getName() + ": teach RecordSchemas");
  }

  /**
   * Whether the writer writes component {@code index} of {@code sample}'s type whatever it holds.
   */
  private static boolean alwaysWritten(Record sample, int index) {
    RecordComponent[] parts = sample.getClass().getRecordComponents();
    Object[] args = new Object[parts.length];
    Class<?>[] types = new Class<?>[parts.length];
    for (int i = 0; i < parts.length; i++) {
      args[i] = i == index ? null : read(parts[i], sample);
      types[i] = parts[i].getType();
    }
    try {
      Constructor<?> canonical = sample.getClass().getDeclaredConstructor(types);
      canonical.setAccessible(true);
      return read(parts[index], (Record) canonical.newInstance(args)) != null;
    } catch (InvocationTargetException e) {
      return e.getCause() instanceof NullPointerException;
    } catch (ReflectiveOperationException e) {
      throw new IllegalStateException("cannot build " + sample.getClass().getName(), e);
    }
  }

  private static Object read(RecordComponent c, Record record) {
    try {
      c.getAccessor().setAccessible(true);
      return c.getAccessor().invoke(record);
    } catch (ReflectiveOperationException e) {
      throw new IllegalStateException("cannot read " + c.getName(), e);
    }
  }
}
