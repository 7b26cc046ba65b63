package dev.chessplatform.gateway.api;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * Merges the OpenAPI documents of the services into the one document of the public API: paths and
 * component entries are united and sorted by name (so the committed copy changes only where the API
 * does); where two services define the same component differently, the first one is kept and the
 * clash is reported, so a test can refuse it. One difference is expected and joined: the {@code
 * enum}s of a shared schema (each service lists the problem types it answers in the shared {@code
 * Problem} schema), which are united.
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
    merged.set("paths", sorted(paths));
    components
        .fieldNames()
        .forEachRemaining(name -> components.set(name, sorted((ObjectNode) components.get(name))));
    return new Merged(merged, conflicts);
  }

  /**
   * {@code a} and {@code b} with their {@code enum} arrays united (sorted), when that is their only
   * difference; {@code null} when they differ anywhere else.
   */
  static JsonNode unitedEnums(JsonNode a, JsonNode b) {
    if (a.isObject() && b.isObject()) {
      Set<String> names = new LinkedHashSet<>();
      a.fieldNames().forEachRemaining(names::add);
      b.fieldNames().forEachRemaining(names::add);
      ObjectNode united = JsonNodeFactory.instance.objectNode();
      for (String name : names) {
        JsonNode x = a.get(name);
        JsonNode y = b.get(name);
        if (x == null || y == null) {
          return null;
        }
        JsonNode joined =
            name.equals("enum") && x.isArray() && y.isArray() ? union(x, y) : unitedEnums(x, y);
        if (joined == null) {
          return null;
        }
        united.set(name, joined);
      }
      return united;
    }
    if (a.isArray() && b.isArray() && a.size() == b.size()) {
      ArrayNode united = JsonNodeFactory.instance.arrayNode();
      for (int i = 0; i < a.size(); i++) {
        JsonNode joined = unitedEnums(a.get(i), b.get(i));
        if (joined == null) {
          return null;
        }
        united.add(joined);
      }
      return united;
    }
    return a.equals(b) ? a : null;
  }

  private static ArrayNode union(JsonNode x, JsonNode y) {
    TreeMap<String, JsonNode> values = new TreeMap<>();
    x.forEach(v -> values.put(v.asText(), v));
    y.forEach(v -> values.put(v.asText(), v));
    return JsonNodeFactory.instance.arrayNode().addAll(values.values());
  }

  private static ObjectNode sorted(ObjectNode node) {
    ObjectNode sorted = JsonNodeFactory.instance.objectNode();
    new TreeMap<String, JsonNode>(toMap(node)).forEach(sorted::set);
    return sorted;
  }

  private static Map<String, JsonNode> toMap(ObjectNode node) {
    Map<String, JsonNode> map = new LinkedHashMap<>();
    node.fields().forEachRemaining(e -> map.put(e.getKey(), e.getValue()));
    return map;
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
        JsonNode united = unitedEnums(existing, entry);
        if (united == null) {
          conflicts.add("components." + section + "." + name + " differs in " + service);
        } else {
          target.set(name, united);
        }
      }
    }
  }
}
