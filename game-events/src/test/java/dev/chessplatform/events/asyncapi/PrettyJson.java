package dev.chessplatform.events.asyncapi;

import dev.chessplatform.events.internal.Json;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Writes the values of {@link Json} indented by two spaces, one member per line, so that a change
 * of the committed document reads as a diff of the lines that changed.
 */
final class PrettyJson {

  private PrettyJson() {}

  /**
   * A JSON object of alternating names and values, in that order ({@code Map.of} would not do: its
   * order changes from one JVM to the next, and the document must be the same on every run).
   */
  static Map<String, Object> object(Object... namesAndValues) {
    Map<String, Object> map = new LinkedHashMap<>();
    for (int i = 0; i < namesAndValues.length; i += 2) {
      map.put((String) namesAndValues[i], namesAndValues[i + 1]);
    }
    return map;
  }

  static String write(Object value) {
    StringBuilder out = new StringBuilder(1 << 16);
    write(value, "", out);
    return out.append('\n').toString();
  }

  private static void write(Object value, String indent, StringBuilder out) {
    if (value instanceof Map<?, ?> map && !map.isEmpty()) {
      out.append("{\n");
      String inner = indent + "  ";
      int i = 0;
      for (Map.Entry<?, ?> e : map.entrySet()) {
        out.append(inner).append(Json.write(String.valueOf(e.getKey()))).append(": ");
        write(e.getValue(), inner, out);
        out.append(++i < map.size() ? ",\n" : "\n");
      }
      out.append(indent).append('}');
    } else if (value instanceof List<?> list && !list.isEmpty()) {
      out.append("[\n");
      String inner = indent + "  ";
      for (int i = 0; i < list.size(); i++) {
        out.append(inner);
        write(list.get(i), inner, out);
        out.append(i + 1 < list.size() ? ",\n" : "\n");
      }
      out.append(indent).append(']');
    } else {
      out.append(Json.write(value));
    }
  }
}
