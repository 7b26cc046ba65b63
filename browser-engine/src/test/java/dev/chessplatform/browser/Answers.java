package dev.chessplatform.browser;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Map;

/** Reads the facade's answers back (with the facade's own reader) for the tests. */
final class Answers {
  private Answers() {}

  @SuppressWarnings("unchecked")
  static Map<String, Object> result(String answer) {
    Map<String, Object> a = (Map<String, Object>) Json.read(answer);
    assertEquals(true, a.get("ok"), answer);
    return (Map<String, Object>) a.get("result");
  }

  @SuppressWarnings("unchecked")
  static Map<String, Object> error(String answer) {
    Map<String, Object> a = (Map<String, Object>) Json.read(answer);
    assertEquals(false, a.get("ok"), answer);
    return (Map<String, Object>) a.get("error");
  }

  @SuppressWarnings("unchecked")
  static Map<String, Object> map(Object o) {
    return (Map<String, Object>) o;
  }

  @SuppressWarnings("unchecked")
  static List<Object> list(Object o) {
    return (List<Object>) o;
  }
}
