package dev.chessplatform.engineservice.api;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayNameGeneration;
import org.junit.jupiter.api.DisplayNameGenerator;
import org.junit.jupiter.api.Test;

@QuarkusTest
@DisplayNameGeneration(DisplayNameGenerator.ReplaceUnderscores.class)
class OpenApiDocumentTest {

  private static final Map<String, List<String>> EXPECTED =
      Map.of(
          "'/api/engine/best-move'.post",
              List.of("200", "400", "401", "403", "413", "415", "422", "503"),
          "'/api/engine/analyses'.post",
              List.of("202", "400", "401", "403", "413", "415", "422", "503"),
          "'/api/engine/analyses/{id}'.get", List.of("200", "401", "403", "404"),
          "'/api/engine/analyses/{id}'.delete", List.of("200", "401", "403", "404"),
          "'/api/engine/levels'.get", List.of("200", "401", "403"));

  @Test
  void every_answer_of_every_operation_is_declared_and_errors_are_problem_json() {
    JsonPath doc =
        given().get("/q/openapi?format=json").then().statusCode(200).extract().jsonPath();
    EXPECTED.forEach(
        (operation, statuses) -> {
          Map<String, Object> responses = doc.getMap("paths." + operation + ".responses");
          assertTrue(responses != null, operation + " is documented");
          for (String status : statuses) {
            assertTrue(responses.containsKey(status), operation + " declares " + status);
            if (status.startsWith("4") || status.startsWith("5")) {
              Map<String, Object> content =
                  doc.getMap("paths." + operation + ".responses.'" + status + "'.content");
              assertTrue(
                  content.containsKey("application/problem+json"),
                  operation + " " + status + " is problem+json");
            }
          }
        });
  }

  @Test
  void an_error_answer_declares_its_problem_json_body_with_the_shared_problem_schema() {
    JsonPath doc =
        given().get("/q/openapi?format=json").then().statusCode(200).extract().jsonPath();
    assertEquals(
        "#/components/schemas/Problem",
        doc.getString(
            "paths.'/api/engine/analyses/{id}'.get.responses.'404'.content."
                + "'application/problem+json'.schema.$ref"));
    assertEquals(
        "#/components/schemas/Problem",
        doc.getString(
            "paths.'/api/engine/best-move'.post.responses.'400'.content."
                + "'application/problem+json'.schema.$ref"));
    assertEquals("object", doc.getString("components.schemas.Problem.type"));
    assertEquals("uri", doc.getString("components.schemas.Problem.properties.type.format"));
    assertEquals("integer", doc.getString("components.schemas.Problem.properties.status.type"));
  }
}
