package dev.chessplatform.events.asyncapi;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;

/**
 * Finds the members of a value that its schema does not declare. The document leaves {@code
 * additionalProperties} open (readers must accept a newer writer's members), so schema validation
 * alone would pass an example whose member the schema forgot; this walk catches that.
 */
final class SchemaMembers {

  private SchemaMembers() {}

  static void undeclared(
      JsonNode document, JsonNode declared, JsonNode value, String at, List<String> out) {
    JsonNode schema = resolve(document, declared);
    if (value.isArray()) {
      value.forEach(v -> undeclared(document, schema.path("items"), v, at + "[]", out));
      return;
    }
    if (!value.isObject()) {
      return;
    }
    value
        .fieldNames()
        .forEachRemaining(
            name -> {
              JsonNode member = declared(document, schema, name);
              if (member == null) {
                out.add(at + "/" + name);
              } else {
                undeclared(document, member, value.path(name), at + "/" + name, out);
              }
            });
  }

  /** The schema of member {@code name}: its own properties, or those of an {@code allOf} part. */
  private static JsonNode declared(JsonNode document, JsonNode schema, String name) {
    JsonNode found = null;
    if (schema.path("properties").has(name)) {
      found = schema.path("properties").path(name);
    }
    for (JsonNode part : schema.path("allOf")) {
      JsonNode inPart = declared(document, resolve(document, part), name);
      if (inPart != null && (found == null || inPart.has("$ref"))) {
        found = inPart;
      }
    }
    return found;
  }

  private static JsonNode resolve(JsonNode document, JsonNode schema) {
    while (schema.has("$ref")) {
      schema = document.at(schema.path("$ref").asText().substring(1));
    }
    return schema;
  }
}
