package dev.chessplatform.gateway.openapi;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Merges the OpenAPI documents of the services into the one document of the public API: paths and
 * component entries are united; where two services define the same component differently, the first
 * one is kept and the clash is reported, so a test can refuse it.
 */
public final class OpenApiMerger {

  /** The merged document and the clashes found on the way. */
  public record Merged(ObjectNode document, List<String> conflicts) {}

  private final String title;
  private final String version;

  public OpenApiMerger(String title, String version) {
    this.title = title;
    this.version = version;
  }

  /** Merges the documents in the given order (the gateway's own first). */
  public Merged merge(Map<String, JsonNode> documentsByService) {
    JsonNodeFactory f = JsonNodeFactory.instance;
    ObjectNode merged = f.objectNode();
    merged.put("openapi", "3.1.0");
    merged.putObject("info").put("title", title).put("version", version);
    ObjectNode paths = merged.putObject("paths");
    ObjectNode components = merged.putObject("components");
    Map<String, JsonNode> tags = new LinkedHashMap<>();
    List<String> conflicts = new ArrayList<>();

    documentsByService.forEach(
        (service, doc) -> {
          doc.path("paths")
              .fields()
              .forEachRemaining(
                  e -> {
                    if (paths.has(e.getKey())) {
                      conflicts.add("path " + e.getKey() + " again in " + service);
                    } else {
                      paths.set(e.getKey(), e.getValue());
                    }
                  });
          doc.path("components")
              .fields()
              .forEachRemaining(
                  section ->
                      mergeSection(
                          components, section.getKey(), section.getValue(), service, conflicts));
          doc.path("tags").forEach(tag -> tags.putIfAbsent(tag.path("name").asText(), tag));
        });
    if (!tags.isEmpty()) {
      merged.putArray("tags").addAll(tags.values());
    }
    return new Merged(merged, conflicts);
  }

  private static void mergeSection(
      ObjectNode components,
      String section,
      JsonNode entries,
      String service,
      List<String> conflicts) {
    ObjectNode target =
        components.has(section)
            ? (ObjectNode) components.get(section)
            : components.putObject(section);
    Set<String> names = new LinkedHashSet<>();
    entries.fieldNames().forEachRemaining(names::add);
    for (String name : names) {
      JsonNode entry = entries.get(name);
      JsonNode existing = target.get(name);
      if (existing == null) {
        target.set(name, entry);
      } else if (!existing.equals(entry)) {
        conflicts.add("components." + section + "." + name + " differs in " + service);
      }
    }
  }
}
