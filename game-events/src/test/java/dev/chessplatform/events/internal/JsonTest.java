package dev.chessplatform.events.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.math.BigDecimal;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayNameGeneration;
import org.junit.jupiter.api.DisplayNameGenerator;
import org.junit.jupiter.api.Test;

@DisplayNameGeneration(DisplayNameGenerator.ReplaceUnderscores.class)
class JsonTest {

  @Test
  void values_written_are_read_back_equal() {
    Map<String, Object> map = new LinkedHashMap<>();
    map.put("s", "quote \" backslash \\ newline \n tab \t 王");
    map.put("n", 42L);
    map.put("big", new BigDecimal("1.5"));
    map.put("t", true);
    map.put("null", null);
    map.put("list", List.of(1L, "two", List.of()));
    map.put("obj", Map.of("k", "v"));
    assertEquals(map, Json.read(Json.write(map)));
  }

  @Test
  void whitespace_and_unicode_escapes_are_read() {
    assertEquals(Map.of("a", List.of("é")), Json.read(" { \"a\" : [ \"\\u00e9\" ] } "));
  }

  @Test
  void broken_texts_are_refused_with_a_position() {
    for (String text : List.of("{", "{\"a\"}", "[1,]", "\"x", "tru", "{} x", "")) {
      assertThrows(Json.JsonException.class, () -> Json.read(text), text);
    }
  }
}
