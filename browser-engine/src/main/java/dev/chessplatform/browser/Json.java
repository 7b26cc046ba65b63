package dev.chessplatform.browser;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads the worker's requests (RFC 8259 JSON) into maps, lists, strings, doubles, booleans and
 * null: the page sends small objects, so a recursive-descent reader is enough and keeps the
 * compiled script free of a JSON library.
 */
final class Json {
  private final String text;
  private int at;

  private Json(String text) {
    this.text = text;
  }

  /** The value {@code text} holds; a {@link RequestError} {@code bad-request} if it is not JSON. */
  static Object read(String text) {
    if (text == null) {
      throw RequestError.badRequest("no request");
    }
    Json reader = new Json(text);
    Object value = reader.value();
    reader.blank();
    if (reader.at != text.length()) {
      throw reader.fault("text after the value");
    }
    return value;
  }

  private Object value() {
    blank();
    if (at >= text.length()) {
      throw fault("a value is missing");
    }
    char c = text.charAt(at);
    return switch (c) {
      case '{' -> object();
      case '[' -> array();
      case '"' -> string();
      case 't' -> word("true", Boolean.TRUE);
      case 'f' -> word("false", Boolean.FALSE);
      case 'n' -> word("null", null);
      default -> number();
    };
  }

  private Map<String, Object> object() {
    Map<String, Object> out = new LinkedHashMap<>();
    at++;
    blank();
    if (peek('}')) {
      return out;
    }
    do {
      blank();
      if (!peekChar('"')) {
        throw fault("a member name must be a string");
      }
      String name = string();
      blank();
      expect(':');
      out.put(name, value());
      blank();
    } while (peek(','));
    expect('}');
    return out;
  }

  private List<Object> array() {
    List<Object> out = new ArrayList<>();
    at++;
    blank();
    if (peek(']')) {
      return out;
    }
    do {
      out.add(value());
      blank();
    } while (peek(','));
    expect(']');
    return out;
  }

  private String string() {
    StringBuilder out = new StringBuilder();
    at++;
    while (at < text.length()) {
      char c = text.charAt(at++);
      if (c == '"') {
        return out.toString();
      }
      if (c != '\\') {
        out.append(c);
        continue;
      }
      if (at >= text.length()) {
        break;
      }
      char e = text.charAt(at++);
      switch (e) {
        case 'b' -> out.append('\b');
        case 'f' -> out.append('\f');
        case 'n' -> out.append('\n');
        case 'r' -> out.append('\r');
        case 't' -> out.append('\t');
        case 'u' -> {
          if (at + 4 > text.length()) {
            throw fault("a \\u escape needs four hex digits");
          }
          out.append((char) Integer.parseInt(text.substring(at, at + 4), 16));
          at += 4;
        }
        default -> out.append(e);
      }
    }
    throw fault("a string is not closed");
  }

  private Double number() {
    int start = at;
    while (at < text.length() && "+-0123456789.eE".indexOf(text.charAt(at)) >= 0) {
      at++;
    }
    try {
      return Double.parseDouble(text.substring(start, at));
    } catch (NumberFormatException e) {
      throw fault("not a value");
    }
  }

  private Object word(String word, Object value) {
    if (!text.startsWith(word, at)) {
      throw fault("not a value");
    }
    at += word.length();
    return value;
  }

  private void blank() {
    while (at < text.length() && " \t\r\n".indexOf(text.charAt(at)) >= 0) {
      at++;
    }
  }

  private boolean peekChar(char c) {
    return at < text.length() && text.charAt(at) == c;
  }

  private boolean peek(char c) {
    if (peekChar(c)) {
      at++;
      return true;
    }
    return false;
  }

  private void expect(char c) {
    if (!peek(c)) {
      throw fault("'" + c + "' expected");
    }
  }

  private RequestError fault(String what) {
    return RequestError.badRequest("not JSON at character " + at + ": " + what);
  }
}
