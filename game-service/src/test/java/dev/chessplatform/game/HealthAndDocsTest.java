package dev.chessplatform.game;

import static io.restassured.RestAssured.given;
import static org.awaitility.Awaitility.await;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItems;

import dev.chessplatform.testsupport.PlatformInfrastructure;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import java.time.Duration;
import org.junit.jupiter.api.Test;

@QuarkusTest
@QuarkusTestResource(PlatformInfrastructure.class)
class HealthAndDocsTest {

  @Test
  void readinessIsUpAndIncludesKafkaAndMongo() {
    await()
        .atMost(Duration.ofSeconds(30))
        .untilAsserted(
            () ->
                given()
                    .get("/q/health/ready")
                    .then()
                    .statusCode(200)
                    .body("status", equalTo("UP"))
                    .body(
                        "checks.name",
                        hasItems(
                            "Kafka connection health check", "MongoDB connection health check")));
  }

  @Test
  void metricsAndOpenApiAreServed() {
    given().get("/q/metrics").then().statusCode(200).body(containsString("jvm_memory_used_bytes"));
    given()
        .get("/q/openapi?format=json")
        .then()
        .statusCode(200)
        .body("paths", org.hamcrest.Matchers.hasKey("/api/games/{gameId}/summary"));
  }

  @Test
  void anUnknownPathIsAProblemJson404() {
    given()
        .get("/api/no-such-thing")
        .then()
        .statusCode(404)
        .contentType("application/problem+json")
        .body("type", equalTo("https://chess-platform.dev/problems/not-found"));
  }
}
