package dev.chessplatform.browser;

import java.util.List;

/** Writes one JSON object member by member, in the order they are put. */
final class JsonObject {
  private final StringBuilder out = new StringBuilder("{");

  JsonObject put(String name, String value) {
    return raw(name, value == null ? "null" : quote(value));
  }

  JsonObject put(String name, long value) {
    return raw(name, Long.toString(value));
  }

  JsonObject put(String name, boolean value) {
    return raw(name, Boolean.toString(value));
  }

  JsonObject put(String name, JsonObject value) {
    return raw(name, value == null ? "null" : value.toString());
  }

  /** A member whose value is written already. */
  JsonObject raw(String name, String json) {
    if (out.length() > 1) {
      out.append(',');
    }
    out.append(quote(name)).append(':').append(json);
    return this;
  }

  @Override
  public String toString() {
    return out + "}";
  }

  static String strings(List<String> values) {
    StringBuilder s = new StringBuilder("[");
    for (String v : values) {
      s.append(s.length() > 1 ? "," : "").append(quote(v));
    }
    return s.append(']').toString();
  }

  static String objects(List<JsonObject> values) {
    StringBuilder s = new StringBuilder("[");
    for (JsonObject v : values) {
      s.append(s.length() > 1 ? "," : "").append(v);
    }
    return s.append(']').toString();
  }

  static String quote(String s) {
    StringBuilder q = new StringBuilder(s.length() + 2).append('"');
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      switch (c) {
        case '"' -> q.append("\\\"");
        case '\\' -> q.append("\\\\");
        case '\n' -> q.append("\\n");
        case '\r' -> q.append("\\r");
        case '\t' -> q.append("\\t");
        default -> {
          if (c < 0x20) {
            String hex = Integer.toHexString(c);
            q.append("\\u").append("0000", hex.length(), 4).append(hex);
          } else {
            q.append(c);
          }
        }
      }
    }
    return q.append('"').toString();
  }
}
