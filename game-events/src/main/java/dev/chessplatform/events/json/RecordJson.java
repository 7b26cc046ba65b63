package dev.chessplatform.events.json;

import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.RecordComponent;
import java.lang.reflect.Type;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Maps records to JSON objects by component name and back, the one mapping rule of the event
 * contract: components in declaration order, {@code null} components left out, enums by name,
 * {@link Instant} as ISO-8601, lists and nested records as JSON arrays and objects. Reading ignores
 * unknown members (old readers survive new writers) and gives a missing member its default ({@code
 * null}, {@code 0}, {@code false}), which is how a new optional field stays compatible.
 */
public final class RecordJson {

  private RecordJson() {}

  /** The JSON object of a record. */
  public static Map<String, Object> toMap(Record record) {
    Map<String, Object> map = new LinkedHashMap<>();
    for (RecordComponent c : record.getClass().getRecordComponents()) {
      Object value;
      try {
        value = c.getAccessor().invoke(record);
      } catch (IllegalAccessException | InvocationTargetException e) {
        throw new IllegalStateException("cannot read " + c.getName(), e);
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

  /** The record of type {@code type} that a JSON object describes. */
  public static <R extends Record> R fromMap(Class<R> type, Map<?, ?> map) {
    RecordComponent[] components = type.getRecordComponents();
    Object[] args = new Object[components.length];
    Class<?>[] types = new Class<?>[components.length];
    for (int i = 0; i < components.length; i++) {
      RecordComponent c = components[i];
      types[i] = c.getType();
      args[i] = fromJson(c.getType(), c.getGenericType(), map.get(c.getName()), c.getName());
    }
    try {
      Constructor<R> constructor = type.getDeclaredConstructor(types);
      return constructor.newInstance(args);
    } catch (InvocationTargetException e) {
      throw new IllegalArgumentException(
          type.getSimpleName() + ": " + e.getCause().getMessage(), e.getCause());
    } catch (ReflectiveOperationException e) {
      throw new IllegalStateException("cannot construct " + type.getName(), e);
    }
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
        return Instant.parse((String) value);
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
