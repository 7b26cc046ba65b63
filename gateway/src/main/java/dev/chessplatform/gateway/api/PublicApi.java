package dev.chessplatform.gateway.api;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * The one document of the public API, made the same way wherever it is made: by the gateway at
 * {@code GET /api/platform/openapi.json} from the documents the services serve, and by the build
 * from the documents they stored, to compare with the committed copy ({@code
 * api-client/openapi.json}). Every operation of a service's document is one the gateway proxies.
 */
public final class PublicApi {

  public static final String TITLE = "Chess platform API";
  public static final String VERSION = "0.1.0";

  private static final String DESCRIPTION =
      "The public API of the chess platform: accounts and tokens, games between people and"
          + " against the computer (levels 1-5), live streams, the engine, ratings. Every error is"
          + " RFC 9457 application/problem+json with a stable type. Commands take If-Match and"
          + " Idempotency-Key, and those that answer the game answer 204 with its ETag alone to"
          + " Prefer: return=minimal; every answer under /api/ carries RateLimit-* headers.";

  private PublicApi() {}

  /** The merged document and the clashes the merge found (a test refuses any). */
  public record Document(ObjectNode json, List<String> conflicts) {}

  /** The gateway's own document and the services' ({@code name → document}), in that order. */
  public static Document of(JsonNode gateway, Map<String, JsonNode> services) {
    Map<String, JsonNode> documents = new LinkedHashMap<>();
    documents.put("gateway", gateway);
    documents.putAll(services);
    OpenApiMerger.Merged merged = new OpenApiMerger(TITLE, VERSION).merge(documents);
    ObjectNode json = merged.document();
    ObjectNode info = (ObjectNode) json.get("info");
    info.put("description", DESCRIPTION);
    info.putObject("license").put("name", "MIT").put("identifier", "MIT");
    info.putObject("contact")
        .put("name", "Chess platform")
        .put("url", "https://chess-platform.dev");
    json.putArray("servers")
        .addObject()
        .put("url", "http://127.0.0.1:8080")
        .put("description", "The local platform (./platform start)");
    Set<String> proxied = new HashSet<>();
    services.values().forEach(doc -> doc.path("paths").fieldNames().forEachRemaining(proxied::add));
    GatewayAnswers.declare(json, proxied);
    OAuthDocument.declare(json);
    sortAnswers(json);
    sortTags(json);
    return new Document(json, merged.conflicts());
  }

  /** Components by name and each operation's answers by status, so the text is stable. */
  private static void sortAnswers(ObjectNode json) {
    ObjectNode components = (ObjectNode) json.get("components");
    List.copyOf(iterable(components))
        .forEach(name -> components.set(name, sorted(components.get(name))));
    json.path("paths")
        .elements()
        .forEachRemaining(
            item ->
                item.elements()
                    .forEachRemaining(
                        op -> {
                          if (op instanceof ObjectNode operation && operation.has("responses")) {
                            operation.set("responses", sorted(operation.get("responses")));
                          }
                        }));
  }

  private static void sortTags(ObjectNode json) {
    if (json.get("tags") instanceof com.fasterxml.jackson.databind.node.ArrayNode tags) {
      TreeMap<String, JsonNode> byName = new TreeMap<>();
      tags.forEach(tag -> byName.put(tag.path("name").asText(), tag));
      tags.removeAll().addAll(byName.values());
    }
  }

  private static List<String> iterable(JsonNode node) {
    List<String> names = new java.util.ArrayList<>();
    node.fieldNames().forEachRemaining(names::add);
    return names;
  }

  private static ObjectNode sorted(JsonNode node) {
    TreeMap<String, JsonNode> entries = new TreeMap<>();
    node.fields().forEachRemaining(e -> entries.put(e.getKey(), e.getValue()));
    ObjectNode sorted = JsonNodeFactory.instance.objectNode();
    entries.forEach(sorted::set);
    return sorted;
  }
}
