package dev.chessplatform.engineservice.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.chessplatform.problems.PlatformProblems;
import dev.chessplatform.problems.ProblemType;
import dev.chessplatform.testsupport.ServedOpenApi;
import io.quarkus.test.junit.QuarkusTest;
import java.io.IOException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.DisplayNameGeneration;
import org.junit.jupiter.api.DisplayNameGenerator;
import org.junit.jupiter.api.Test;

/** The OpenAPI document is a contract third parties generate clients from. */
@QuarkusTest
@DisplayNameGeneration(DisplayNameGenerator.ReplaceUnderscores.class)
class OpenApiDocumentTest {

  private static final Map<String, String> OPERATION_IDS =
      Map.of(
          "post /api/engine/analyses", "startAnalysis",
          "get /api/engine/analyses/{id}", "getAnalysis",
          "delete /api/engine/analyses/{id}", "cancelAnalysis",
          "post /api/engine/best-move", "findBestMove",
          "get /api/engine/levels", "listEngineLevels");

  private static final Map<String, List<String>> STATUSES =
      Map.of(
          "post /api/engine/best-move",
          List.of("200", "400", "401", "403", "413", "415", "422", "500", "503"),
          "post /api/engine/analyses",
          List.of("202", "400", "401", "403", "413", "415", "422", "500", "503"),
          "get /api/engine/analyses/{id}",
          List.of("200", "401", "403", "404", "500"),
          "delete /api/engine/analyses/{id}",
          List.of("200", "401", "403", "404", "500"),
          "get /api/engine/levels",
          List.of("200", "401", "403", "500"));

  private static final ObjectMapper JSON = new ObjectMapper();

  @Test
  void every_operation_has_its_agreed_unique_operation_id() throws IOException {
    Map<String, String> ids = new TreeMap<>();
    ServedOpenApi.operations(ServedOpenApi.document())
        .forEach((key, op) -> ids.put(key, op.path("operationId").asText()));

    assertEquals(new TreeMap<>(OPERATION_IDS), ids);
    assertEquals(ids.size(), new HashSet<>(ids.values()).size(), "unique: " + ids);
  }

  @Test
  void every_answer_of_every_operation_is_declared_and_errors_are_problem_json()
      throws IOException {
    Map<String, JsonNode> operations = ServedOpenApi.operations(ServedOpenApi.document());
    STATUSES.forEach(
        (key, statuses) -> {
          JsonNode responses = operations.get(key).path("responses");
          List<String> declared = new ArrayList<>();
          responses.fieldNames().forEachRemaining(declared::add);
          assertEquals(statuses, declared, key);
          for (String status : statuses) {
            if (status.startsWith("4") || status.startsWith("5")) {
              assertEquals(
                  "#/components/schemas/Problem",
                  responses
                      .path(status)
                      .path("content")
                      .path("application/problem+json")
                      .path("schema")
                      .path("$ref")
                      .asText(),
                  key + " " + status);
            }
          }
        });
  }

  @Test
  void every_operation_answers_a_2xx_with_a_named_schema_and_has_a_description()
      throws IOException {
    ServedOpenApi.operations(ServedOpenApi.document())
        .forEach(
            (key, op) -> {
              assertFalse(op.path("description").asText().isBlank(), key + " has a description");
              List<String> success = new ArrayList<>();
              op.path("responses")
                  .fields()
                  .forEachRemaining(
                      r -> {
                        if (r.getKey().startsWith("2")) {
                          JsonNode schema =
                              r.getValue().path("content").path("application/json").path("schema");
                          JsonNode named = schema.has("items") ? schema.path("items") : schema;
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
  void an_analysis_start_declares_its_relative_location_and_overload_its_retry_after()
      throws IOException {
    JsonNode paths = ServedOpenApi.document().path("paths");
    JsonNode location =
        paths.at("/~1api~1engine~1analyses/post/responses/202/headers/Location/schema");
    assertEquals("string", location.path("type").asText());
    assertEquals("uri-reference", location.path("format").asText());
    for (String path : List.of("/~1api~1engine~1analyses/post", "/~1api~1engine~1best-move/post")) {
      JsonNode retryAfter = paths.at(path + "/responses/503/headers/Retry-After/schema");
      assertEquals("integer", retryAfter.path("type").asText(), path);
    }
  }

  @Test
  void request_bodies_are_required_and_carry_examples() throws IOException {
    JsonNode paths = ServedOpenApi.document().path("paths");
    for (String path : List.of("/~1api~1engine~1analyses/post", "/~1api~1engine~1best-move/post")) {
      JsonNode body = paths.at(path + "/requestBody");
      assertTrue(body.path("required").asBoolean(), path);
      JsonNode examples = body.at("/content/application~1json/examples");
      assertTrue(examples.size() >= 2, path + " examples: " + examples);
    }
  }

  @Test
  void no_framework_type_is_a_component_and_closed_sets_are_enums() throws IOException {
    JsonNode schemas = ServedOpenApi.document().path("components").path("schemas");
    schemas
        .fieldNames()
        .forEachRemaining(
            name ->
                assertFalse(
                    ServedOpenApi.FRAMEWORK_TYPES.contains(name), name + " is a framework type"));

    assertEquals("date-time", schemas.at("/AnalysisView/properties/createdAt/format").asText());
    assertEquals("string", schemas.at("/AnalysisView/properties/createdAt/type").asText());
    assertEquals(6, schemas.at("/AnalysisStatus/enum").size());
    assertEquals(
        List.of("GOOD", "INACCURACY", "MISTAKE", "BLUNDER"),
        ServedOpenApi.texts(schemas.at("/MoveJudgement/enum")));
    assertEquals(
        List.of("CHECKMATE", "STALEMATE"), ServedOpenApi.texts(schemas.at("/PositionEnding/enum")));
    assertEquals(
        "#/components/schemas/AnalysisStatus",
        schemas.at("/AnalysisView/properties/status/$ref").asText());
  }

  @Test
  void the_problem_schema_lists_the_platforms_and_this_services_types() throws IOException {
    JsonNode problem = ServedOpenApi.document().at("/components/schemas/Problem");
    List<String> types = ServedOpenApi.texts(problem.at("/properties/type/enum"));

    List<ProblemType> expected = new ArrayList<>(new EngineProblemCatalog().types());
    expected.addAll(new PlatformProblems().types());
    for (ProblemType type : expected) {
      assertTrue(types.contains(type.uri().toString()), type.slug());
    }
    assertEquals(types.stream().sorted().toList(), types);
    assertEquals("integer", problem.at("/properties/status/type").asText());
    assertEquals("uri", problem.at("/properties/type/format").asText());
  }

  @Test
  void the_document_stored_by_the_build_is_the_one_served() throws IOException {
    ServedOpenApi.assertStoredIsServed();
  }
}
