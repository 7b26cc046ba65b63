package dev.chessplatform.testsupport;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * The OpenAPI document a service serves, as its contract tests read it (the same checks in every
 * service: api-client's tests then hold the merged document to the same rules).
 */
public final class ServedOpenApi {

  /** Framework and JDK types that must never leak into a client's model. */
  public static final Set<String> FRAMEWORK_TYPES =
      Set.of(
          "RoutingContext",
          "HttpServerRequest",
          "Session",
          "User",
          "Buffer",
          "ByteBuf",
          "OutboundSseEvent",
          "ObjectNode",
          "JsonNode",
          "JsonNodeType",
          "JsonObject",
          "JsonArray",
          "MediaType",
          "Instant",
          "Response",
          "UriInfo",
          "AuthProvider",
          "Multi",
          "Uni",
          "CompletionStage");

  private static final ObjectMapper JSON = new ObjectMapper();

  private ServedOpenApi() {}

  /** The document the running test application serves at {@code /q/openapi}. */
  public static JsonNode document() throws IOException {
    return JSON.readTree(
        given().get("/q/openapi?format=json").then().statusCode(200).extract().asString());
  }

  /** {@code "post /path"} → operation, for every operation of {@code doc}. */
  public static Map<String, JsonNode> operations(JsonNode doc) {
    Map<String, JsonNode> operations = new TreeMap<>();
    doc.path("paths")
        .fields()
        .forEachRemaining(
            path ->
                path.getValue()
                    .fields()
                    .forEachRemaining(
                        op -> operations.put(op.getKey() + " " + path.getKey(), op.getValue())));
    return operations;
  }

  /**
   * Quarkus writes {@code target/openapi/openapi.json} during augmentation (this test run's, and
   * {@code package}'s); only build-stage filters shape the document, so it must equal the served
   * one: the stored file is what api-client merges into the contract.
   */
  public static void assertStoredIsServed() throws IOException {
    Path stored = Path.of("target/openapi/openapi.json");
    assertTrue(Files.exists(stored), stored + " is written by the build");
    List<String> differences = new ArrayList<>();
    differences("", JSON.readTree(stored.toFile()), document(), differences);
    assertEquals(List.of(), differences, "stored vs served");
  }

  /** JSON pointers where {@code a} and {@code b} differ, for a readable failure. */
  private static void differences(String at, JsonNode a, JsonNode b, List<String> out) {
    if (a.equals(b)) {
      return;
    }
    if (a.isObject() && b.isObject()) {
      Set<String> names = new TreeSet<>();
      a.fieldNames().forEachRemaining(names::add);
      b.fieldNames().forEachRemaining(names::add);
      for (String name : names) {
        if (!a.has(name) || !b.has(name)) {
          out.add(at + "/" + name + (a.has(name) ? " only stored" : " only served"));
        } else {
          differences(at + "/" + name, a.get(name), b.get(name), out);
        }
      }
      return;
    }
    out.add(at + ": " + a + " vs " + b);
  }

  /** The texts of a JSON array. */
  public static List<String> texts(JsonNode array) {
    List<String> texts = new ArrayList<>();
    array.forEach(n -> texts.add(n.asText()));
    return texts;
  }
}
