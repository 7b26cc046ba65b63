package dev.chessplatform.gateway.api;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.chessplatform.gateway.TestAccounts;
import dev.chessplatform.testsupport.PlatformInfrastructure;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import java.net.URI;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/**
 * A service with several instances: the gateway sends requests to them in turn, and one that
 * refuses connections (a dead instance) costs no request anything, not even a POST without an
 * Idempotency-Key, since a refused connection carried nothing. Against {@link InstancesUpstream}:
 * instances a and b, and a dead one between them.
 */
@QuarkusTest
@QuarkusTestResource(PlatformInfrastructure.class)
@QuarkusTestResource(value = InstancesUpstream.class, restrictToAnnotatedClass = true)
class ServiceInstancesTest {

  /** The management interface's root. */
  @TestHTTPResource(value = "/", management = true)
  URI management;

  @Test
  void requestsAreSpreadOverTheLiveInstancesAndNoneFailsForTheDeadOne() {
    Map<String, Integer> answeredBy = new HashMap<>();
    for (int i = 0; i < 20; i++) {
      String instance =
          given().get("/api/games/where-" + i).then().statusCode(200).extract().path("instance");
      answeredBy.merge(instance, 1, Integer::sum);
    }
    assertEquals(2, answeredBy.size(), "both live instances answered: " + answeredBy);
    assertTrue(
        answeredBy.get("a") >= 6 && answeredBy.get("b") >= 6,
        "in turn, not all to one: " + answeredBy);
  }

  @Test
  void aPostWithoutIdempotencyKeyGoesToALiveInstanceWhenOneIsDead() {
    TestAccounts.Player player = TestAccounts.player("instances");
    for (int i = 0; i < 9; i++) {
      String path = "/api/games/" + UUID.randomUUID() + "/moves";
      given()
          .header("Authorization", player.bearer())
          .contentType("application/json")
          .body("{\"uci\":\"e2e4\"}")
          .post(path)
          .then()
          .statusCode(200)
          .extract()
          .path("uri")
          .equals(path);
    }
  }

  @Test
  void underAStickyPrefixEachCallerStaysWithOneInstance() {
    for (String name : List.of("sticky-a", "sticky-b", "sticky-c")) {
      TestAccounts.Player player = TestAccounts.player(name);
      java.util.Set<String> instances = new java.util.HashSet<>();
      for (int i = 0; i < 6; i++) {
        instances.add(
            given()
                .header("Authorization", player.bearer())
                .get("/api/games/sticky/job-" + i)
                .then()
                .statusCode(200)
                .extract()
                .path("instance"));
      }
      assertEquals(1, instances.size(), name + " was answered by " + instances);
    }
  }

  @Test
  void platformHealthListsEveryInstanceWithoutItsAddress() {
    String body = given().get("/api/platform/health").then().extract().asString();
    JsonPath health = JsonPath.from(body);
    List<String> statuses = health.getList("services.game-service.instances.status");
    assertEquals(List.of("UP", "UNREACHABLE", "UP"), statuses);
    assertEquals("UP", health.getString("services.game-service.status"));
    assertEquals("UNREACHABLE", health.getString("services.engine-service.status"));
    assertFalse(body.contains("127.0.0.1") || body.contains("url"), body);
  }

  @Test
  void operatorsReadTheInstancesAddressesOnTheManagementInterfaceOnly() {
    JsonPath health =
        given().get(management.resolve("/q/platform/health")).then().extract().jsonPath();
    List<String> urls = health.getList("services.game-service.instances.url");
    assertEquals(3, urls.size(), urls.toString());
    assertTrue(urls.get(0).startsWith("http://127.0.0.1:"), urls.toString());
    assertEquals(
        List.of("UP", "UNREACHABLE", "UP"),
        health.getList("services.game-service.instances.status"));
  }

  @Test
  void metricsAndServiceHealthAreNotOnThePublicPort() {
    for (String path :
        List.of(
            "/q/metrics",
            "/q/health",
            "/q/health/ready",
            "/q/platform/health",
            "/q/metrics/",
            "/Q/metrics",
            "/q//metrics",
            "/q/./metrics",
            "/api/../q/metrics",
            "/q/%6detrics")) {
      String body = given().urlEncodingEnabled(false).get(path).then().extract().asString();
      assertFalse(
          body.contains("jvm_") || body.contains("\"checks\"") || body.contains("instances"),
          path + " answered on the public port: " + body);
    }
    given().get(management.resolve("/q/metrics")).then().statusCode(200);
    given().get(management.resolve("/q/health/ready")).then().statusCode(200);
  }
}
