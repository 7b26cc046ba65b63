package dev.chessplatform.game;

import static io.restassured.RestAssured.given;

import dev.chessplatform.testsupport.PlatformInfrastructure;
import dev.chessplatform.testsupport.ProtectedServiceContract;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import org.hamcrest.Matchers;
import org.junit.jupiter.api.Test;

@QuarkusTest
@QuarkusTestResource(PlatformInfrastructure.class)
class GameServiceBasicsTest extends ProtectedServiceContract {

  @Test
  void theOpenApiDocumentDescribesTheGameEndpoints() {
    given()
        .get("/q/openapi?format=json")
        .then()
        .body("paths", Matchers.hasKey("/api/games/{gameId}/summary"));
  }

  @Test
  void everyProblemAnswerOfAMoveIsDeclaredInOpenApi() {
    given()
        .get("/q/openapi?format=json")
        .then()
        .body(
            "paths.'/api/games/{gameId}/moves'.post.responses.keySet()",
            Matchers.hasItems(
                "200", "400", "401", "403", "404", "409", "412", "413", "422", "503"));
  }
}
