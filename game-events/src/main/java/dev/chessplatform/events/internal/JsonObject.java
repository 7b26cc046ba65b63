package dev.chessplatform.events.internal;

import java.time.Instant;
import java.util.List;
import java.util.function.BiConsumer;

/**
 * Writes one JSON object member by member into a {@link StringBuilder}: the writers of the contract
 * are written out with it, member by member in the order of the record's components, so encoding
 * needs no reflection and no maps in between. A {@code null} member is left out, or written as
 * {@code null} for the records whose wire form always had every member ({@link #withNulls}). Member
 * names are the contract's identifiers (ASCII letters), written without escaping.
 *
 * <p>Internal to game-events: services use the codecs.
 */
public final class JsonObject {

  private final StringBuilder out;
  private final boolean nulls;
  private boolean empty = true;

  private JsonObject(StringBuilder out, boolean nulls) {
    this.out = out;
    this.nulls = nulls;
    out.append('{');
  }

  /** An object whose null members are left out (the rule of the event contract). */
  public static JsonObject of(StringBuilder out) {
    return new JsonObject(out, false);
  }

  /** An object whose null members are written as {@code null}. */
  public static JsonObject withNulls(StringBuilder out) {
    return new JsonObject(out, true);
  }

  private StringBuilder member(String name) {
    out.append(empty ? "\"" : ",\"").append(name).append("\":");
    empty = false;
    return out;
  }

  /** False when {@code value} is null: the member is then left out or written as null. */
  private boolean present(String name, Object value) {
    if (value != null) {
      return true;
    }
    if (nulls) {
      member(name).append("null");
    }
    return false;
  }

  public JsonObject string(String name, String value) {
    if (present(name, value)) {
      Json.quote(value, member(name));
    }
    return this;
  }

  /** An enum constant by its name. */
  public JsonObject constant(String name, Enum<?> value) {
    if (present(name, value)) {
      Json.quote(value.name(), member(name));
    }
    return this;
  }

  public JsonObject number(String name, long value) {
    member(name).append(value);
    return this;
  }

  public JsonObject number(String name, Integer value) {
    if (present(name, value)) {
      member(name).append(value.intValue());
    }
    return this;
  }

  public JsonObject bool(String name, boolean value) {
    member(name).append(value);
    return this;
  }

  public JsonObject bool(String name, Boolean value) {
    if (present(name, value)) {
      member(name).append(value.booleanValue());
    }
    return this;
  }

  /** An instant in ISO-8601, as {@link Instant#toString()} writes it. */
  public JsonObject instant(String name, Instant value) {
    if (present(name, value)) {
      member(name).append('"');
      Instants.append(value, out);
      out.append('"');
    }
    return this;
  }

  public JsonObject strings(String name, List<String> values) {
    return array(name, values, Json::quote);
  }

  /** An array whose elements {@code element} writes. */
  public <T> JsonObject array(String name, List<T> values, BiConsumer<T, StringBuilder> element) {
    if (present(name, values)) {
      member(name).append('[');
      for (int i = 0; i < values.size(); i++) {
        if (i > 0) {
          out.append(',');
        }
        element.accept(values.get(i), out);
      }
      out.append(']');
    }
    return this;
  }

  /** A nested value that {@code writer} writes. */
  public <T> JsonObject value(String name, T value, BiConsumer<T, StringBuilder> writer) {
    if (present(name, value)) {
      writer.accept(value, member(name));
    }
    return this;
  }

  /** Closes the object. */
  public void end() {
    out.append('}');
  }
}
