package dev.chessplatform.events.internal;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A reader over one JSON text (RFC 8259), two ways: {@link #value()} builds the tree {@link
 * Json#read} answers, and the cursor methods ({@link #beginObject()}, {@link #nextMember()}, {@link
 * #keyIndex}, {@link #stringValue()}, …) walk the text without building it, so a reader that knows
 * the shape it expects (the event contract's records, {@link RecordReader#read}) allocates only the
 * values it keeps. Every method refuses what RFC 8259 refuses with a {@link Json.JsonException}.
 */
public final class JsonReader {
  private final String s;
  private int pos;

  public JsonReader(String text) {
    this.s = text;
  }

  Json.JsonException error(String what) {
    return new Json.JsonException(what + " at offset " + pos);
  }

  // -- the cursor --------------------------------------------------------------------------------

  /** Consumes the {@code {} of an object; refuses anything else. */
  public void beginObject() {
    space();
    expect('{');
  }

  /**
   * Whether another member follows in the object being read (then positioned on its key): consumes
   * the separating comma, or the closing brace when there is none.
   *
   * @param first whether no member of this object has been read yet
   */
  public boolean nextMember(boolean first) {
    return next(first, '}');
  }

  private boolean next(boolean first, char close) {
    space();
    if (pos >= s.length()) {
      throw error("unexpected end");
    }
    if (s.charAt(pos) == close) {
      pos++;
      return false;
    }
    if (!first) {
      expect(',');
      space();
    }
    return true;
  }

  /**
   * Reads a member's key and its colon, and answers its index in {@code names}, or -1 when it is
   * none of them; a key without escapes is compared in place, not copied. Members mostly come in
   * the order of {@code names}, so {@code expected} (the index after the last one found) is tried
   * first.
   */
  public int keyIndex(String[] names, int expected) {
    if (pos >= s.length() || s.charAt(pos) != '"') {
      throw error("expected a key");
    }
    int found = match(names, expected);
    if (found == NO_MATCH_ESCAPED) {
      String key = string();
      found = -1;
      for (int i = 0; i < names.length && found < 0; i++) {
        found = names[i].equals(key) ? i : -1;
      }
    }
    space();
    expect(':');
    space();
    return found;
  }

  private static final int NO_MATCH_ESCAPED = -2;

  /**
   * Reads the string at {@code pos} (its opening quote) and answers its index in {@code names}, or
   * -1; a string with an escape is left unread and answers {@link #NO_MATCH_ESCAPED}. Compared by
   * hash ({@code String.hashCode}'s, computed while scanning) and then char by char, in place.
   */
  private int match(String[] names, int expected) {
    int start = pos + 1;
    int end = start;
    int hash = 0;
    for (char c; end < s.length() && (c = s.charAt(end)) != '"'; end++) {
      if (c == '\\') {
        return NO_MATCH_ESCAPED;
      }
      hash = 31 * hash + c;
    }
    if (end >= s.length()) {
      throw error("unterminated string");
    }
    pos = end + 1;
    int length = end - start;
    if (expected >= 0 && expected < names.length && is(names[expected], hash, start, length)) {
      return expected;
    }
    for (int i = 0; i < names.length; i++) {
      if (is(names[i], hash, start, length)) {
        return i;
      }
    }
    return -1;
  }

  private boolean is(String name, int hash, int start, int length) {
    if (name.length() != length || name.hashCode() != hash) {
      return false;
    }
    for (int i = 0; i < length; i++) {
      if (name.charAt(i) != s.charAt(start + i)) {
        return false;
      }
    }
    return true;
  }

  /**
   * The next value, a string that must be one of {@code values}: its index there, or -1 for another
   * string; compared in place, not copied.
   */
  public int stringIndex(String[] values) {
    if (peek() != '"') {
      throw new WrongType();
    }
    int found = match(values, -1);
    if (found == NO_MATCH_ESCAPED) {
      String value = string();
      found = -1;
      for (int i = 0; i < values.length && found < 0; i++) {
        found = values[i].equals(value) ? i : -1;
      }
    }
    return found;
  }

  /** The next value, a string holding an instant ({@link Instants#parse}), read in place. */
  public java.time.Instant instantValue() {
    if (peek() != '"') {
      throw new WrongType();
    }
    int start = pos + 1;
    int end = start;
    while (end < s.length() && s.charAt(end) != '"' && s.charAt(end) != '\\') {
      end++;
    }
    if (end < s.length() && s.charAt(end) == '"') {
      pos = end + 1;
      return Instants.parse(s, start, end);
    }
    return Instants.parse(string());
  }

  /** Whether the next value is {@code null} (then consumed). */
  public boolean nullValue() {
    if (s.startsWith("null", pos)) {
      pos += 4;
      return true;
    }
    return false;
  }

  /** What kind of value comes next: {@code "string"}, {@code "number"}, … for error messages. */
  public char peek() {
    space();
    if (pos >= s.length()) {
      throw error("unexpected end");
    }
    return s.charAt(pos);
  }

  /** The next value, which must be a string. */
  public String stringValue() {
    if (peek() != '"') {
      throw new WrongType();
    }
    return string();
  }

  /**
   * The next value as a {@code long}: an integer, or a number whose value is one ({@code 5.0}), as
   * {@link RecordReader} reads a map's {@code Long} or {@code BigDecimal}.
   */
  public long longValue() {
    char c = peek();
    if (c != '-' && (c < '0' || c > '9')) {
      throw new WrongType();
    }
    if (plainInteger()) {
      return plain;
    }
    Object n = number();
    if (n instanceof Long l) {
      return l;
    }
    try {
      return ((BigDecimal) n).longValueExact();
    } catch (ArithmeticException e) {
      throw new WrongType();
    }
  }

  /** The value {@link #plainInteger()} read last. */
  private long plain;

  /**
   * Reads a number that is a plain integer of fewer than 18 digits ({@code -?(0|[1-9][0-9]*)},
   * followed by no fraction or exponent) into {@link #plain} without copying its text; leaves the
   * reader where it was and answers false for any other number, which {@link #number()} reads.
   */
  private boolean plainInteger() {
    boolean negative = s.charAt(pos) == '-';
    int first = negative ? pos + 1 : pos;
    int i = first;
    long value = 0;
    while (i < s.length() && s.charAt(i) >= '0' && s.charAt(i) <= '9') {
      value = value * 10 + (s.charAt(i) - '0');
      i++;
    }
    int digits = i - first;
    if (digits == 0
        || digits >= 18
        || (digits > 1 && s.charAt(first) == '0')
        || (i < s.length() && "+-.eE".indexOf(s.charAt(i)) >= 0)) {
      return false;
    }
    pos = i;
    plain = negative ? -value : value;
    return true;
  }

  /** The next value, which must be an integer (as {@link Json#read} gives a {@code Long}). */
  public long integerValue() {
    char c = peek();
    if (c != '-' && (c < '0' || c > '9')) {
      throw new WrongType();
    }
    if (plainInteger()) {
      return plain;
    }
    if (!(number() instanceof Long l)) {
      throw new WrongType();
    }
    return l;
  }

  /** The next value, which must be {@code true} or {@code false}. */
  public boolean booleanValue() {
    char c = peek();
    if (c == 't') {
      literal("true", Boolean.TRUE);
      return true;
    }
    if (c == 'f') {
      literal("false", Boolean.FALSE);
      return false;
    }
    throw new WrongType();
  }

  /** Consumes the {@code [} of an array; a value of another kind is the wrong type. */
  public void beginArray() {
    if (peek() != '[') {
      throw new WrongType();
    }
    pos++;
  }

  /**
   * Whether another element follows in the array being read; consumes the comma before it, or the
   * closing bracket.
   *
   * @param first whether no element of this array has been read yet
   */
  public boolean nextElement(boolean first) {
    return next(first, ']');
  }

  /** Whether the next value is an object (not consumed). */
  public boolean atObject() {
    return peek() == '{';
  }

  /** Reads and drops the next value, checking it as {@link #value()} does. */
  public void skipValue() {
    value();
  }

  /** Refuses anything but white space after the text's value. */
  public void end() {
    space();
    if (pos != s.length()) {
      throw error("trailing characters");
    }
  }

  /** A value of another JSON kind than the reader asked for. */
  public static final class WrongType extends RuntimeException {
    WrongType() {
      super("wrong type", null, false, false);
    }
  }

  // -- the tree ----------------------------------------------------------------------------------

  void space() {
    while (pos < s.length() && " \t\r\n".indexOf(s.charAt(pos)) >= 0) {
      pos++;
    }
  }

  /** The next value as a tree: maps, lists, strings, numbers, booleans and null. */
  public Object value() {
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

  private Object literal(String word, Object value) {
    if (!s.startsWith(word, pos)) {
      throw error("unexpected token");
    }
    pos += word.length();
    return value;
  }

  private Map<String, Object> object() {
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

  private List<Object> array() {
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

  private void expect(char c) {
    if (pos >= s.length() || s.charAt(pos) != c) {
      throw error("expected '" + c + "'");
    }
    pos++;
  }

  private String string() {
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

  private Object number() {
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
