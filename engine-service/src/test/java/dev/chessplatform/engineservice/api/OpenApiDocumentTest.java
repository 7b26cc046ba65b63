package dev.chessplatform.engineservice.api;

import static io.restassured.RestAssured.given;
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
}
