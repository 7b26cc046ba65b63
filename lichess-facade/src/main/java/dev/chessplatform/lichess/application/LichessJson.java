package dev.chessplatform.lichess.application;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import dev.chessplatform.lichess.domain.GameLines;

/**
 * The one writer of Lichess's JSON: their field names (a variant's {@code short}), and a field
 * without a value left out, as their answers do ({@code winner}, {@code wdraw} only when they
 * hold). Every line and answer of the facade is written here.
 */
public final class LichessJson {

  private static final ObjectMapper MAPPER =
      JsonMapper.builder()
          .serializationInclusion(JsonInclude.Include.NON_NULL)
          .addMixIn(GameLines.Variant.class, VariantNames.class)
          .build();

  /** {@code shortName} is their {@code short} (a Java keyword). */
  private abstract static class VariantNames {
    @JsonProperty("short")
    abstract String shortName();
  }

  private LichessJson() {}

  public static String write(Object value) {
    try {
      return MAPPER.writeValueAsString(value);
    } catch (JsonProcessingException e) {
      throw new IllegalStateException("a line that cannot be written: " + value, e);
    }
  }
}
