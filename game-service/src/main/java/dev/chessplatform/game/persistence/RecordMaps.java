package dev.chessplatform.game.persistence;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.RecordComponent;
import java.lang.reflect.Type;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The read models' records as maps of their components and back: the shape of their MongoDB
 * documents (components by name, {@code null} left out, enums by name, instants as ISO-8601 text,
 * nested records and lists as documents and arrays). A missing member reads as its default ({@code
 * null}, {@code 0}, {@code false}), so a document written before a component existed still reads.
 * An enum name this reader does not know reads as the enum's {@code UNKNOWN} constant when it has
 * one (a game imported before terminations were one enum kept the PGN tag's text).
 *
 * <p>Not the event contract: the topics' records have game-events' codecs. By reflection, once per
 * call: the read models are written once per game per projected batch, not per event on the command
 * path. Used by {@code GameRecordRepository} alone.
 */
final class RecordMaps {

  private RecordMaps() {}

  /** The document of a record. */
  static Map<String, Object> toMap(Record record) {
    Map<String, Object> map = new LinkedHashMap<>();
    for (RecordComponent c : record.getClass().getRecordComponents()) {
      Object value;
      try {
        value = c.getAccessor().invoke(record);
      } catch (IllegalAccessException | InvocationTargetException e) {
        throw new IllegalStateException("cannot read " + c.getName(), e);
      }
      if (value != null) {
        map.put(c.getName(), toValue(value));
      }
    }
    return map;
  }

  private static Object toValue(Object value) {
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
      list.forEach(v -> out.add(toValue(v)));
      return out;
    }
    return value;
  }

  /** The record of type {@code type} that a document describes. */
  static <R extends Record> R fromMap(Class<R> type, Map<?, ?> map) {
    RecordComponent[] components = type.getRecordComponents();
    Class<?>[] types = new Class<?>[components.length];
    Object[] args = new Object[components.length];
    for (int i = 0; i < components.length; i++) {
      RecordComponent c = components[i];
      types[i] = c.getType();
      args[i] = fromValue(c.getType(), c.getGenericType(), map.get(c.getName()), c.getName());
    }
    try {
      return type.getDeclaredConstructor(types).newInstance(args);
    } catch (InvocationTargetException e) {
      throw new IllegalArgumentException(
          type.getSimpleName() + ": " + e.getCause().getMessage(), e.getCause());
    } catch (ReflectiveOperationException e) {
      throw new IllegalStateException("cannot construct " + type.getName(), e);
    }
  }

  @SuppressWarnings({"unchecked", "rawtypes"})
  private static Object fromValue(Class<?> type, Type generic, Object value, String name) {
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
    if (type.isInstance(value) && type != List.class) {
      return value;
    }
    try {
      if (type == int.class || type == Integer.class) {
        return Math.toIntExact(((Number) value).longValue());
      }
      if (type == long.class || type == Long.class) {
        return ((Number) value).longValue();
      }
      if (type == boolean.class) {
        return (Boolean) value;
      }
      if (type == Instant.class) {
        return Instant.parse((String) value);
      }
      if (type.isEnum()) {
        return constant((Class<? extends Enum>) type, (String) value);
      }
      if (type.isRecord()) {
        return fromMap((Class<? extends Record>) type, (Map<?, ?>) value);
      }
      if (type == List.class) {
        Type element = ((ParameterizedType) generic).getActualTypeArguments()[0];
        List<Object> out = new ArrayList<>();
        for (Object v : (List<?>) value) {
          out.add(fromValue((Class<?>) element, element, v, name));
        }
        return List.copyOf(out);
      }
    } catch (ClassCastException | ArithmeticException | java.time.DateTimeException e) {
      throw new IllegalArgumentException("field '" + name + "' has the wrong type", e);
    }
    throw new IllegalArgumentException("field '" + name + "' has the wrong type");
  }

  @SuppressWarnings({"unchecked", "rawtypes"})
  private static Object constant(Class<? extends Enum> type, String name) {
    for (Object c : type.getEnumConstants()) {
      if (((Enum<?>) c).name().equals(name)) {
        return c;
      }
    }
    for (Object c : type.getEnumConstants()) {
      if (((Enum<?>) c).name().equals("UNKNOWN")) {
        return c;
      }
    }
    throw new IllegalArgumentException("field has no constant " + name + " of " + type);
  }
}
