package dev.chessplatform.rating.api;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.chessplatform.problems.PlatformProblems;
import dev.chessplatform.problems.ProblemType;
import dev.chessplatform.testsupport.PlatformInfrastructure;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.junit.jupiter.api.DisplayNameGeneration;
import org.junit.jupiter.api.DisplayNameGenerator;
import org.junit.jupiter.api.Test;

/** The OpenAPI document is a contract third parties generate clients from. */
@QuarkusTest
@QuarkusTestResource(PlatformInfrastructure.class)
@DisplayNameGeneration(DisplayNameGenerator.ReplaceUnderscores.class)
class OpenApiDocumentTest {

  private static final Map<String, String> OPERATION_IDS =
      Map.of(
          "get /api/ratings/computer-opponents", "listComputerOpponents",
          "get /api/ratings/leaderboard", "getLeaderboard",
          "get /api/ratings/players/{playerId}", "getPlayerRating",
          "get /api/ratings/players/{playerId}/history", "getRatingHistory",
          "get /api/ratings/players/{playerId}/preview", "previewRatingChange",
          "get /api/ratings/titles", "listTitles");

  /** Framework types that must never leak into a client's model. */
  private static final Set<String> FRAMEWORK_TYPES =
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

  private static JsonNode document() throws IOException {
    return JSON.readTree(
        given().get("/q/openapi?format=json").then().statusCode(200).extract().asString());
  }

  /** {@code "get /path"} → operation, for every operation of the document. */
  private static Map<String, JsonNode> operations(JsonNode doc) {
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

  @Test
  void every_operation_has_its_agreed_unique_operation_id() throws IOException {
    Map<String, String> ids = new TreeMap<>();
    operations(document()).forEach((key, op) -> ids.put(key, op.path("operationId").asText()));

    assertEquals(new TreeMap<>(OPERATION_IDS), ids);
    assertEquals(ids.size(), new HashSet<>(ids.values()).size(), "unique: " + ids);
  }

  @Test
  void every_operation_answers_a_2xx_with_a_named_schema_and_has_a_description()
      throws IOException {
    operations(document())
        .forEach(
            (key, op) -> {
              assertFalse(op.path("description").asText().isBlank(), key + " has a description");
              List<String> success = new ArrayList<>();
              op.path("responses")
                  .fields()
                  .forEachRemaining(
                      r -> {
                        if (r.getKey().startsWith("2")) {
                          JsonNode schema = r.getValue().path("content").path("application/json");
                          JsonNode named =
                              schema.path("schema").has("items")
                                  ? schema.path("schema").path("items")
                                  : schema.path("schema");
                          assertTrue(
                              named.path("$ref").asText().startsWith("#/components/schemas/"),
                              key + " " + r.getKey() + " refers to a named schema: " + schema);
                          success.add(r.getKey());
                        }
                      });
              assertFalse(success.isEmpty(), key + " declares a 2xx");
            });
  }

  @Test
  void every_error_answer_is_problem_json_and_every_api_call_may_be_refused_401()
      throws IOException {
    operations(document())
        .forEach(
            (key, op) -> {
              assertTrue(op.path("responses").has("401"), key + " declares 401");
              op.path("responses")
                  .fields()
                  .forEachRemaining(
                      r -> {
                        if (r.getKey().startsWith("4") || r.getKey().startsWith("5")) {
                          assertEquals(
                              "#/components/schemas/Problem",
                              r.getValue()
                                  .path("content")
                                  .path("application/problem+json")
                                  .path("schema")
                                  .path("$ref")
                                  .asText(),
                              key + " " + r.getKey());
                        }
                      });
            });
  }

  @Test
  void no_framework_type_is_a_component_and_instants_are_date_times() throws IOException {
    JsonNode doc = document();
    doc.path("components")
        .path("schemas")
        .fieldNames()
        .forEachRemaining(
            name -> assertFalse(FRAMEWORK_TYPES.contains(name), name + " is a framework type"));
    assertEquals(
        "date-time",
        doc.at("/components/schemas/HistoryEntryView/properties/endedAt/format").asText());
    assertEquals(
        "string", doc.at("/components/schemas/HistoryEntryView/properties/endedAt/type").asText());
  }

  @Test
  void closed_sets_are_enums() throws IOException {
    JsonNode schemas = document().path("components").path("schemas");

    assertEquals(16, schemas.at("/TitleCode/enum").size());
    assertEquals(31, schemas.at("/GradeCode/enum").size());
    assertEquals(List.of("WIN", "DRAW", "LOSS"), texts(schemas.at("/GameScore/enum")));
    assertEquals(5, schemas.at("/PairingRule/enum").size());
    assertEquals(
        "#/components/schemas/TitleCode", schemas.at("/TitleView/properties/code/$ref").asText());
    assertEquals(
        "#/components/schemas/GameScore",
        schemas.at("/HistoryEntryView/properties/result/$ref").asText());
    assertEquals(
        "#/components/schemas/PairingRule",
        schemas.at("/PreviewView/properties/pairing/$ref").asText());
  }

  @Test
  void the_problem_schema_lists_the_platforms_and_this_services_types() throws IOException {
    JsonNode problem = document().at("/components/schemas/Problem");
    List<String> types = texts(problem.at("/properties/type/enum"));

    List<ProblemType> expected = new ArrayList<>(new RatingProblemCatalog().types());
    expected.addAll(new PlatformProblems().types());
    for (ProblemType type : expected) {
      assertTrue(types.contains(type.uri().toString()), type.slug());
    }
    assertEquals(types.stream().sorted().toList(), types);
    assertEquals(List.of("type", "title", "status"), texts(problem.path("required")));
  }

  @Test
  void the_document_stored_by_the_build_is_the_one_served() throws IOException {
    // Quarkus writes target/openapi/openapi.json during augmentation (this test run's, and
    // `package`'s); only build-stage filters shape the document, so the two must be equal.
    Path stored = Path.of("target/openapi/openapi.json");
    assertTrue(Files.exists(stored), stored + " is written by the build");
    JsonNode served = document();
    JsonNode written = JSON.readTree(stored.toFile());
    assertNotNull(written);
    List<String> differences = new ArrayList<>();
    differences("", written, served, differences);
    assertEquals(List.of(), differences, "stored vs served");
  }

  /** JSON pointers where {@code a} and {@code b} differ, for a readable failure. */
  private static void differences(String at, JsonNode a, JsonNode b, List<String> out) {
    if (a.equals(b)) {
      return;
    }
    if (a.isObject() && b.isObject()) {
      Set<String> names = new java.util.TreeSet<>();
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

  private static List<String> texts(JsonNode array) {
    List<String> texts = new ArrayList<>();
    array.forEach(n -> texts.add(n.asText()));
    return texts;
  }
}
