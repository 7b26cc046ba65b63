package dev.chessplatform.rating.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.chessplatform.problems.PlatformProblems;
import dev.chessplatform.problems.ProblemType;
import dev.chessplatform.testsupport.PlatformInfrastructure;
import dev.chessplatform.testsupport.ServedOpenApi;
import io.quarkus.test.common.QuarkusTestResource;
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

  private static final ObjectMapper JSON = new ObjectMapper();

  /** {@code "get /path"} → operation, for every operation of the document. */
  @Test
  void every_operation_has_its_agreed_unique_operation_id() throws IOException {
    Map<String, String> ids = new TreeMap<>();
    ServedOpenApi.operations(ServedOpenApi.document())
        .forEach((key, op) -> ids.put(key, op.path("operationId").asText()));

    assertEquals(new TreeMap<>(OPERATION_IDS), ids);
    assertEquals(ids.size(), new HashSet<>(ids.values()).size(), "unique: " + ids);
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
    ServedOpenApi.operations(ServedOpenApi.document())
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
    JsonNode doc = ServedOpenApi.document();
    doc.path("components")
        .path("schemas")
        .fieldNames()
        .forEachRemaining(
            name ->
                assertFalse(
                    ServedOpenApi.FRAMEWORK_TYPES.contains(name), name + " is a framework type"));
    assertEquals(
        "date-time",
        doc.at("/components/schemas/HistoryEntryView/properties/endedAt/format").asText());
    assertEquals(
        "string", doc.at("/components/schemas/HistoryEntryView/properties/endedAt/type").asText());
  }

  @Test
  void closed_sets_are_enums() throws IOException {
    JsonNode schemas = ServedOpenApi.document().path("components").path("schemas");

    assertEquals(16, schemas.at("/TitleCode/enum").size());
    assertEquals(31, schemas.at("/GradeCode/enum").size());
    assertEquals(
        List.of("WIN", "DRAW", "LOSS"), ServedOpenApi.texts(schemas.at("/GameScore/enum")));
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
    JsonNode problem = ServedOpenApi.document().at("/components/schemas/Problem");
    List<String> types = ServedOpenApi.texts(problem.at("/properties/type/enum"));

    List<ProblemType> expected = new ArrayList<>(new RatingProblemCatalog().types());
    expected.addAll(new PlatformProblems().types());
    for (ProblemType type : expected) {
      assertTrue(types.contains(type.uri().toString()), type.slug());
    }
    assertEquals(types.stream().sorted().toList(), types);
    assertEquals(List.of("type", "title", "status"), ServedOpenApi.texts(problem.path("required")));
  }

  @Test
  void the_document_stored_by_the_build_is_the_one_served() throws IOException {
    ServedOpenApi.assertStoredIsServed();
  }
}
