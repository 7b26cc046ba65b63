package dev.chessplatform.events.json;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A small JSON reader and writer (RFC 8259) for the event contract, so the contract needs no JSON
 * framework (the chess core is framework-free, see style.md). Values are {@code Map<String,
 * Object>} (key order kept), {@code List<Object>}, {@code String}, {@code Long} or {@code
 * BigDecimal}, {@code Boolean} and {@code null}.
 */
public final class Json {

  private Json() {}

  /** Writes a value compactly: no spaces, keys in map order. */
  public static String write(Object value) {
    StringBuilder out = new StringBuilder(256);
    write(value, out);
    return out.toString();
  }

  private static void write(Object value, StringBuilder out) {
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

  /** Reads one JSON text; trailing non-space characters are an error. */
  public static Object read(String text) {
    Reader reader = new Reader(text);
    Object value = reader.value();
    reader.space();
    if (reader.pos != text.length()) {
      throw reader.error("trailing characters");
    }
    return value;
  }

  /** A JSON text that could not be read. */
  public static final class JsonException extends RuntimeException {
    JsonException(String message) {
      super(message);
    }
  }

  private static final class Reader {
    private final String s;
    private int pos;

    Reader(String s) {
      this.s = s;
    }

    JsonException error(String what) {
      return new JsonException(what + " at offset " + pos);
    }

    void space() {
      while (pos < s.length() && " \t\r\n".indexOf(s.charAt(pos)) >= 0) {
        pos++;
      }
    }

    Object value() {
      space();
      if (pos >= s.length()) {
        throw error("unexpected end");
      }
      char c = s.charAt(pos);
      return switch (c) {
        case '{' -> object();
        case '[' -> array();
        case '"' -> string();
        case 't' -> literal("true", Boolean.TRUE);
        case 'f' -> literal("false", Boolean.FALSE);
        case 'n' -> literal("null", null);
        default -> number();
      };
    }

    Object literal(String word, Object value) {
      if (!s.startsWith(word, pos)) {
        throw error("unexpected token");
      }
      pos += word.length();
      return value;
    }

    Map<String, Object> object() {
      Map<String, Object> map = new LinkedHashMap<>();
      pos++;
      space();
      if (pos < s.length() && s.charAt(pos) == '}') {
        pos++;
        return map;
      }
      while (true) {
        space();
        if (pos >= s.length() || s.charAt(pos) != '"') {
          throw error("expected a key");
        }
        String key = string();
        space();
        expect(':');
        map.put(key, value());
        space();
        if (pos < s.length() && s.charAt(pos) == ',') {
          pos++;
        } else {
          expect('}');
          return map;
        }
      }
    }

    List<Object> array() {
      List<Object> list = new ArrayList<>();
      pos++;
      space();
      if (pos < s.length() && s.charAt(pos) == ']') {
        pos++;
        return list;
      }
      while (true) {
        list.add(value());
        space();
        if (pos < s.length() && s.charAt(pos) == ',') {
          pos++;
        } else {
          expect(']');
          return list;
        }
      }
    }

    void expect(char c) {
      if (pos >= s.length() || s.charAt(pos) != c) {
        throw error("expected '" + c + "'");
      }
      pos++;
    }

    String string() {
      pos++;
      // Most strings have no escape: one scan and one substring, no builder growing a char at a
      // time
      int start = pos;
      while (pos < s.length()) {
        char c = s.charAt(pos);
        if (c == '"') {
          return s.substring(start, pos++);
        }
        if (c == '\\') {
          break;
        }
        pos++;
      }
      StringBuilder out = new StringBuilder(pos - start + 16).append(s, start, pos);
      while (true) {
        if (pos >= s.length()) {
          throw error("unterminated string");
        }
        char c = s.charAt(pos++);
        if (c == '"') {
          return out.toString();
        }
        if (c != '\\') {
          out.append(c);
          continue;
        }
        if (pos >= s.length()) {
          throw error("unterminated escape");
        }
        char e = s.charAt(pos++);
        switch (e) {
          case '"', '\\', '/' -> out.append(e);
          case 'b' -> out.append('\b');
          case 'f' -> out.append('\f');
          case 'n' -> out.append('\n');
          case 'r' -> out.append('\r');
          case 't' -> out.append('\t');
          case 'u' -> {
            if (pos + 4 > s.length()) {
              throw error("short unicode escape");
            }
            try {
              out.append((char) Integer.parseInt(s.substring(pos, pos + 4), 16));
            } catch (NumberFormatException ex) {
              throw error("bad unicode escape");
            }
            pos += 4;
          }
          default -> throw error("bad escape");
        }
      }
    }

    /**
     * Whether {@code text} is {@code -?(0|[1-9][0-9]*)}: checked by hand, since {@code
     * String.matches} compiles its pattern on every call (a quarter of a replay's time).
     */
    private static boolean isInteger(String text) {
      int i = text.startsWith("-") ? 1 : 0;
      if (i == text.length() || (text.charAt(i) == '0' && text.length() > i + 1)) {
        return false;
      }
      for (; i < text.length(); i++) {
        char c = text.charAt(i);
        if (c < '0' || c > '9') {
          return false;
        }
      }
      return true;
    }

    Object number() {
      int start = pos;
      while (pos < s.length() && "+-0123456789.eE".indexOf(s.charAt(pos)) >= 0) {
        pos++;
      }
      String text = s.substring(start, pos);
      if (text.isEmpty()) {
        throw error("unexpected character");
      }
      try {
        if (text.length() < 19 && isInteger(text)) {
          return Long.parseLong(text);
        }
        return new BigDecimal(text);
      } catch (NumberFormatException e) {
        throw error("bad number");
      }
    }
  }
}
