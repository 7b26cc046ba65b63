package dev.chessplatform.problems;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonStreamContext;
import com.fasterxml.jackson.core.exc.StreamReadException;
import java.util.Arrays;
import java.util.Collection;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;

/** Words for a person about JSON input that did not fit: what was expected, where it broke. */
final class JsonShapes {

  private JsonShapes() {}

  /** "a string", "a whole number" … for the type a field is read as; null when not plain. */
  static String expected(Class<?> raw) {
    if (raw == null) {
      return null;
    }
    if (raw == String.class) {
      return "a string";
    }
    if (raw == int.class
        || raw == long.class
        || raw == short.class
        || raw == Integer.class
        || raw == Long.class
        || raw == Short.class) {
      return "a whole number";
    }
    if (raw == double.class || raw == float.class || Number.class.isAssignableFrom(raw)) {
      return "a number";
    }
    if (raw == boolean.class || raw == Boolean.class) {
      return "true or false";
    }
    if (raw.isEnum()) {
      return "one of "
          + Arrays.stream(raw.getEnumConstants())
              .map(c -> "\"" + ((Enum<?>) c).name() + "\"")
              .collect(Collectors.joining(", "));
    }
    if (raw.isArray() || Collection.class.isAssignableFrom(raw)) {
      return "a list";
    }
    if (raw.isRecord() || Map.class.isAssignableFrom(raw)) {
      return "an object";
    }
    return null;
  }

  /**
   * "The body is not valid JSON at line 1, column 12: …" with the parser's own reason (which quotes
   * at most the caller's own input, never the service's state).
   */
  static String parseFailure(JsonProcessingException e) {
    StringBuilder detail =
        new StringBuilder(
            e instanceof StreamReadException
                ? "The body is not valid JSON"
                : "The body could not be read as the expected JSON");
    JsonLocation at = e.getLocation();
    if (at != null && at.getLineNr() > 0) {
      detail.append(" at line ").append(at.getLineNr()).append(", column ");
      detail.append(at.getColumnNr());
    }
    openField(e).ifPresent(field -> detail.append(", in field '").append(field).append('\''));
    // The parser's reason quotes the input; a binding failure's names the service's classes.
    String reason = e instanceof StreamReadException ? e.getOriginalMessage() : null;
    if (reason != null && !reason.isBlank()) {
      detail.append(": ").append(reason.lines().findFirst().orElse(reason));
    }
    return detail.toString();
  }

  /** The field the parser was in when it stopped, when there was one. */
  static Optional<String> openField(JsonProcessingException e) {
    if (!(e.getProcessor() instanceof JsonParser parser)) {
      return Optional.empty();
    }
    JsonStreamContext context = parser.getParsingContext();
    return context == null ? Optional.empty() : Optional.ofNullable(context.getCurrentName());
  }
}
