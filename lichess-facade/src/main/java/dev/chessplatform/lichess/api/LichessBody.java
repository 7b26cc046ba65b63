package dev.chessplatform.lichess.api;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * A request body as Lichess reads it, form or JSON wherever it takes both: form fields ({@code
 * application/x-www-form-urlencoded}, or no type) or a JSON object's members ({@code
 * application/json}), each as its text. A JSON {@code null} is an absent field, as Lichess takes
 * it: berserk sends every parameter, unset ones as {@code null} ({@code "days": null}).
 */
final class LichessBody {

  private static final ObjectMapper JSON = new ObjectMapper();

  private LichessBody() {}

  /** The fields of {@code body}; empty when it holds none; absent when it is not readable. */
  static Optional<Map<String, String>> read(String contentType, String body) {
    Map<String, String> fields = new LinkedHashMap<>();
    if (body == null || body.isBlank()) {
      return Optional.of(fields);
    }
    String type = contentType == null ? "" : contentType.toLowerCase(Locale.ROOT);
    if (type.startsWith("application/json") || type.contains("+json")) {
      try {
        JsonNode tree = JSON.readTree(body);
        if (tree == null || !tree.isObject()) {
          return Optional.empty();
        }
        tree.fields()
            .forEachRemaining(
                e -> {
                  JsonNode v = e.getValue();
                  if (!v.isNull()) {
                    fields.put(e.getKey(), v.isValueNode() ? v.asText() : v.toString());
                  }
                });
        return Optional.of(fields);
      } catch (java.io.IOException e) {
        return Optional.empty();
      }
    }
    for (String pair : body.split("&")) {
      if (pair.isEmpty()) {
        continue;
      }
      int eq = pair.indexOf('=');
      String name = decode(eq < 0 ? pair : pair.substring(0, eq));
      String value = eq < 0 ? "" : decode(pair.substring(eq + 1));
      fields.putIfAbsent(name, value);
    }
    return Optional.of(fields);
  }

  private static String decode(String text) {
    return URLDecoder.decode(text, StandardCharsets.UTF_8);
  }
}
