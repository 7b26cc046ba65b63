package dev.chessplatform.events.internal;

import java.math.BigDecimal;
import java.util.List;
import java.util.Map;

/**
 * A small JSON reader and writer (RFC 8259) for the event contract, so the contract needs no JSON
 * framework (the chess core is framework-free, see style.md). Values are {@code Map<String,
 * Object>} (key order kept), {@code List<Object>}, {@code String}, {@code Long} or {@code
 * BigDecimal}, {@code Boolean} and {@code null}.
 *
 * <p>Internal to game-events (with {@link JsonReader}, {@link JsonObject}, {@link Instants} and
 * {@link RecordReader}): services read and write the contract through its codecs, and their own
 * JSON with their framework's mapper.
 */
public final class Json {

  private Json() {}

  /** Writes a value compactly: no spaces, keys in map order. */
  public static String write(Object value) {
    StringBuilder out = new StringBuilder(256);
    write(value, out);
    return out.toString();
  }

  /** Appends a value compactly to {@code out}, as {@link #write(Object)} writes it. */
  public static void write(Object value, StringBuilder out) {
    if (value == null) {
      out.append("null");
    } else if (value instanceof String s) {
      quote(s, out);
    } else if (value instanceof Boolean || value instanceof Long || value instanceof Integer) {
      out.append(value);
    } else if (value instanceof BigDecimal d) {
      out.append(d.toPlainString());
    } else if (value instanceof Map<?, ?> map) {
      out.append('{');
      boolean first = true;
      for (Map.Entry<?, ?> e : map.entrySet()) {
        if (!first) {
          out.append(',');
        }
        first = false;
        quote(String.valueOf(e.getKey()), out);
        out.append(':');
        write(e.getValue(), out);
      }
      out.append('}');
    } else if (value instanceof List<?> list) {
      out.append('[');
      for (int i = 0; i < list.size(); i++) {
        if (i > 0) {
          out.append(',');
        }
        write(list.get(i), out);
      }
      out.append(']');
    } else {
      throw new IllegalArgumentException("not a JSON value: " + value.getClass().getName());
    }
  }

  /** Appends {@code s} as a JSON string. */
  public static void quote(String s, StringBuilder out) {
    out.append('"');
    int plain = 0;
    while (plain < s.length()) {
      char c = s.charAt(plain);
      if (c < 0x20 || c == '"' || c == '\\') {
        break;
      }
      plain++;
    }
    out.append(s, 0, plain); // most strings need no escape: one copy
    for (int i = plain; i < s.length(); i++) {
      char c = s.charAt(i);
      switch (c) {
        case '"' -> out.append("\\\"");
        case '\\' -> out.append("\\\\");
        case '\n' -> out.append("\\n");
        case '\r' -> out.append("\\r");
        case '\t' -> out.append("\\t");
        default -> {
          if (c < 0x20) {
            out.append(String.format("\\u%04x", (int) c));
          } else {
            out.append(c);
          }
        }
      }
    }
    out.append('"');
  }

  /** Reads one JSON text; trailing non-space characters are an error. */
  public static Object read(String text) {
    JsonReader reader = new JsonReader(text);
    Object value = reader.value();
    reader.end();
    return value;
  }

  /** A JSON text that could not be read. */
  public static final class JsonException extends RuntimeException {
    JsonException(String message) {
      super(message);
    }
  }
}
