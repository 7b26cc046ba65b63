package dev.chessplatform.replay;

import java.util.List;
import java.util.Map;

/**
 * Writes one line of JSON (RFC 8259, no spaces, no line breaks: escapes keep every line one line)
 * for the analysts' NDJSON output. Replay's own: its lines are not the event contract (whose codecs
 * are game-events'), and the tool carries no JSON framework (see the enforcer rule in its pom).
 * Values: {@code Map} (keys in map order), {@code List}, {@code String}, {@code Number}, {@code
 * Boolean}, {@code null}.
 */
final class JsonLine {

  private JsonLine() {}

  static String of(Object value) {
    StringBuilder out = new StringBuilder(512);
    write(value, out);
    return out.toString();
  }

  private static void write(Object value, StringBuilder out) {
    if (value == null) {
      out.append("null");
    } else if (value instanceof String s) {
      quote(s, out);
    } else if (value instanceof Number || value instanceof Boolean) {
      out.append(value);
    } else if (value instanceof Map<?, ?> map) {
      out.append('{');
      String comma = "";
      for (Map.Entry<?, ?> e : map.entrySet()) {
        out.append(comma);
        quote(String.valueOf(e.getKey()), out);
        out.append(':');
        write(e.getValue(), out);
        comma = ",";
      }
      out.append('}');
    } else if (value instanceof List<?> list) {
      out.append('[');
      for (int i = 0; i < list.size(); i++) {
        out.append(i > 0 ? "," : "");
        write(list.get(i), out);
      }
      out.append(']');
    } else {
      throw new IllegalArgumentException("not a JSON value: " + value.getClass().getName());
    }
  }

  /** A JSON string: the two characters RFC 8259 section 7 requires escaped, and controls. */
  private static void quote(String s, StringBuilder out) {
    out.append('"');
    for (int i = 0; i < s.length(); i++) {
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
}
