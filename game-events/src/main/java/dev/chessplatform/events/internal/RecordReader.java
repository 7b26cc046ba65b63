package dev.chessplatform.events.internal;

import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.RecordComponent;
import java.lang.reflect.Type;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Reads records from JSON objects by component name, the read half of the contract's one mapping
 * rule (components by name, {@code null} components absent, enums by name, {@link Instant} as
 * ISO-8601, lists and nested records as JSON arrays and objects). Reading ignores unknown members
 * (old readers survive new writers) and gives a missing member its default ({@code null}, {@code
 * 0}, {@code false}), which is how a new optional field stays compatible.
 *
 * <p>Read path only: it finds components by reflection once per type and builds the record with its
 * canonical constructor. Every writer of the contract is written out by hand ({@link JsonObject}),
 * so encoding reflects on nothing. Internal to game-events: services use the codecs.
 */
public final class RecordReader {

  /**
   * A record type's components and canonical constructor, looked up once per type: {@code
   * getRecordComponents()} and {@code getDeclaredConstructor} copy their answers on every call.
   */
  private record Shape(
      String[] names, Class<?>[] types, Type[] generics, Constructor<?> constructor) {

    static Shape of(Class<?> type) {
      RecordComponent[] components = type.getRecordComponents();
      int n = components.length;
      String[] names = new String[n];
      Class<?>[] types = new Class<?>[n];
      Type[] generics = new Type[n];
      for (int i = 0; i < n; i++) {
        names[i] = components[i].getName();
        types[i] = components[i].getType();
        generics[i] = components[i].getGenericType();
      }
      try {
        Constructor<?> constructor = type.getDeclaredConstructor(types);
        constructor.setAccessible(true);
        return new Shape(names, types, generics, constructor);
      } catch (NoSuchMethodException e) {
        throw new IllegalStateException("no canonical constructor in " + type.getName(), e);
      }
    }
  }

  private static final ClassValue<Shape> SHAPES =
      new ClassValue<>() {
        @Override
        protected Shape computeValue(Class<?> type) {
          return Shape.of(type);
        }
      };

  /** An enum type's constants and their names, in ordinal order (looked up once per type). */
  private record Constants(String[] names, Object[] values) {}

  private static final ClassValue<Constants> ENUMS =
      new ClassValue<>() {
        @Override
        protected Constants computeValue(Class<?> type) {
          Object[] values = type.getEnumConstants();
          String[] names = new String[values.length];
          for (int i = 0; i < values.length; i++) {
            names[i] = ((Enum<?>) values[i]).name();
          }
          return new Constants(names, values);
        }
      };

  private RecordReader() {}

  /** The record of type {@code type} that a JSON object describes. */
  public static <R extends Record> R fromMap(Class<R> type, Map<?, ?> map) {
    Shape shape = SHAPES.get(type);
    String[] names = shape.names();
    Object[] args = new Object[names.length];
    for (int i = 0; i < names.length; i++) {
      args[i] = fromJson(shape.types()[i], shape.generics()[i], map.get(names[i]), names[i]);
    }
    return construct(type, shape, args);
  }

  private static <R extends Record> R construct(Class<R> type, Shape shape, Object[] args) {
    try {
      return type.cast(shape.constructor().newInstance(args));
    } catch (InvocationTargetException e) {
      throw new IllegalArgumentException(
          type.getSimpleName() + ": " + e.getCause().getMessage(), e.getCause());
    } catch (ReflectiveOperationException e) {
      throw new IllegalStateException("cannot construct " + type.getName(), e);
    }
  }

  /**
   * The record of type {@code type} that the object at {@code reader} describes, read in place: the
   * same answers as {@link #fromMap} of the object's tree, without building the tree. The reader is
   * left after the object.
   */
  public static <R extends Record> R read(Class<R> type, JsonReader reader) {
    Shape shape = SHAPES.get(type);
    String[] names = shape.names();
    Object[] args = new Object[names.length];
    reader.beginObject();
    int expected = 0;
    for (boolean first = true; reader.nextMember(first); first = false) {
      int i = reader.keyIndex(names, expected);
      if (i < 0) {
        reader.skipValue();
      } else {
        args[i] = readValue(shape.types()[i], shape.generics()[i], reader, names[i]);
        expected = i + 1;
      }
    }
    for (int i = 0; i < names.length; i++) {
      if (args[i] == null) {
        args[i] = fromJson(shape.types()[i], shape.generics()[i], null, names[i]);
      }
    }
    return construct(type, shape, args);
  }

  @SuppressWarnings({"unchecked", "rawtypes"})
  private static Object readValue(Class<?> type, Type generic, JsonReader reader, String name) {
    if (reader.peek() == 'n' && reader.nullValue()) {
      return null;
    }
    try {
      if (type == String.class) {
        return reader.stringValue();
      }
      if (type == boolean.class || type == Boolean.class) {
        return reader.booleanValue();
      }
      if (type == int.class || type == Integer.class) {
        return Math.toIntExact(reader.longValue());
      }
      if (type == long.class || type == Long.class) {
        return reader.longValue();
      }
      if (type == Instant.class) {
        return reader.instantValue();
      }
      if (type.isEnum()) {
        Constants constants = ENUMS.get(type);
        int i = reader.stringIndex(constants.names());
        if (i < 0) {
          throw new JsonReader.WrongType();
        }
        return constants.values()[i];
      }
      if (type.isRecord()) {
        if (!reader.atObject()) {
          throw new JsonReader.WrongType();
        }
        return read((Class<? extends Record>) type, reader);
      }
      if (type == List.class) {
        Type element = ((ParameterizedType) generic).getActualTypeArguments()[0];
        List<Object> out = new ArrayList<>();
        reader.beginArray();
        for (boolean first = true; reader.nextElement(first); first = false) {
          Object v = readValue((Class<?>) element, element, reader, name);
          if (v == null) {
            throw new IllegalArgumentException("field '" + name + "' has the wrong type");
          }
          out.add(v);
        }
        return List.copyOf(out);
      }
    } catch (JsonReader.WrongType | IllegalArgumentException | ArithmeticException e) {
      throw new IllegalArgumentException("field '" + name + "' has the wrong type", e);
    } catch (java.time.format.DateTimeParseException e) {
      throw new IllegalArgumentException("field '" + name + "' is not an instant", e);
    }
    throw new IllegalStateException("unsupported component type " + type + " of " + name);
  }

  @SuppressWarnings({"unchecked", "rawtypes"})
  private static Object fromJson(Class<?> type, Type generic, Object value, String name) {
    if (value == null) {
      if (type == boolean.class) {
        return false;
      }
      if (type == int.class) {
        return 0;
      }
      if (type == long.class) {
        return 0L;
      }
      return type == List.class ? List.of() : null;
    }
    try {
      if (type == String.class) {
        return (String) value;
      }
      if (type == boolean.class || type == Boolean.class) {
        return (Boolean) value;
      }
      if (type == int.class || type == Integer.class) {
        return Math.toIntExact(number(value));
      }
      if (type == long.class || type == Long.class) {
        return number(value);
      }
      if (type == Instant.class) {
        return Instants.parse((String) value);
      }
      if (type.isEnum()) {
        return Enum.valueOf((Class<? extends Enum>) type, (String) value);
      }
      if (type.isRecord()) {
        return fromMap((Class<? extends Record>) type, (Map<?, ?>) value);
      }
      if (type == List.class) {
        Type element = ((ParameterizedType) generic).getActualTypeArguments()[0];
        List<Object> out = new ArrayList<>();
        for (Object v : (List<?>) value) {
          out.add(fromJson((Class<?>) element, element, v, name));
        }
        return List.copyOf(out);
      }
    } catch (ClassCastException | IllegalArgumentException | ArithmeticException e) {
      throw new IllegalArgumentException("field '" + name + "' has the wrong type", e);
    } catch (java.time.format.DateTimeParseException e) {
      throw new IllegalArgumentException("field '" + name + "' is not an instant", e);
    }
    throw new IllegalStateException("unsupported component type " + type + " of " + name);
  }

  private static long number(Object value) {
    if (value instanceof Long l) {
      return l;
    }
    if (value instanceof BigDecimal d) {
      return d.longValueExact();
    }
    throw new ClassCastException("not a number");
  }
}
