package dev.chessplatform.gateway.api;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.chessplatform.gateway.TestAccounts;
import dev.chessplatform.testsupport.PlatformInfrastructure;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
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
  void platformHealthListsEveryInstance() {
    JsonPath health = given().get("/api/platform/health").then().extract().jsonPath();
    List<String> statuses = health.getList("services.game-service.instances.status");
    assertEquals(List.of("UP", "UNREACHABLE", "UP"), statuses);
    assertEquals("UP", health.getString("services.game-service.status"));
    assertEquals(
        health.getString("services.game-service.instances[0].url"),
        health.getString("services.game-service.url"));
    assertEquals("UNREACHABLE", health.getString("services.engine-service.status"));
  }
}
