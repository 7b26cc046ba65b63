package dev.chessplatform.testsupport;

import static io.restassured.RestAssured.given;
import static org.awaitility.Awaitility.await;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItems;
import static org.hamcrest.Matchers.notNullValue;

import java.time.Duration;
import org.junit.jupiter.api.Test;

/**
 * What every service shows from day one: readiness that includes Kafka and MongoDB, Prometheus
 * metrics, an OpenAPI document, and problem+json for an unknown path. A service's test extends it
 * and adds {@code @QuarkusTest} and {@code @QuarkusTestResource(PlatformInfrastructure.class)}.
 */
public abstract class ServiceBasicsContract {

  /**
   * Where health and metrics are served: the service's own port, unless it has a management
   * interface of its own (the gateway: never on its public port), whose root a test returns here.
   */
  protected String managementRoot() {
    return "";
  }

  @Test
  void readinessIsUpAndIncludesKafkaAndMongo() {
    await()
        .atMost(Duration.ofSeconds(30))
        .untilAsserted(
            () ->
                given()
                    .get(managementRoot() + "/q/health/ready")
                    .then()
                    .statusCode(200)
                    .body("status", equalTo("UP"))
                    .body(
                        "checks.name",
                        hasItems(
                            "Kafka connection health check", "MongoDB connection health check")));
  }

  @Test
  void livenessIsUp() {
    given()
        .get(managementRoot() + "/q/health/live")
        .then()
        .statusCode(200)
        .body("status", equalTo("UP"));
  }

  @Test
  void prometheusMetricsAreServed() {
    given()
        .get(managementRoot() + "/q/metrics")
        .then()
        .statusCode(200)
        .body(containsString("jvm_memory_used_bytes"));
  }

  @Test
  void anOpenApiDocumentIsServed() {
    given().get("/q/openapi?format=json").then().statusCode(200).body("openapi", notNullValue());
  }

  @Test
  void anUnknownPathIsAProblemJson404() {
    given()
        .headers(SignedIdentity.anonymous("GET", "/api/no-such-thing"))
        .get("/api/no-such-thing")
        .then()
        .statusCode(404)
        .contentType("application/problem+json")
        .body("type", equalTo("https://chess-platform.dev/problems/not-found"))
        .body("status", equalTo(404));
  }
}
