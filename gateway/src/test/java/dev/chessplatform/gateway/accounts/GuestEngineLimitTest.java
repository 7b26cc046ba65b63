package dev.chessplatform.gateway.accounts;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.allOf;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.greaterThan;
import static org.hamcrest.Matchers.greaterThanOrEqualTo;
import static org.hamcrest.Matchers.lessThanOrEqualTo;
import static org.hamcrest.Matchers.not;

import dev.chessplatform.gateway.TestAccounts;
import dev.chessplatform.gateway.api.FakeUpstream;
import dev.chessplatform.testsupport.PlatformInfrastructure;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.response.Response;
import org.junit.jupiter.api.Test;

/**
 * A guest's engine POSTs at the default {@code gateway.limits.guest-engine}: 4 at once, then one
 * every 30 s. engine-service is not running here (FakeUpstream), so what passes the gate is
 * answered 503 by the proxy; what this test reads is the gate's answer and its headers.
 */
@QuarkusTest
@QuarkusTestResource(PlatformInfrastructure.class)
@QuarkusTestResource(FakeUpstream.class)
class GuestEngineLimitTest {

  private static final String RATE_LIMITED = "https://chess-platform.dev/problems/rate-limited";

  private static String guest() {
    return "Bearer "
        + given().post("/api/accounts/guest").then().statusCode(201).extract().path("token");
  }

  private static Response post(String bearer, String path) {
    return given()
        .header("Authorization", bearer)
        .contentType("application/json")
        .body("{\"moves\":[\"e2e4\"],\"movetimeMs\":100}")
        .post(path);
  }

  @Test
  void aGuestsFifthEnginePostInABurstIs429WithTheRateLimitHeaders() {
    String bearer = guest();
    String[] paths = {
      "/api/engine/analyses",
      "/api/engine/best-move",
      "/api/engine/analyses",
      "/api/engine/best-move"
    };
    for (int i = 0; i < paths.length; i++) {
      post(bearer, paths[i])
          .then()
          .statusCode(not(429))
          .header("RateLimit-Limit", "4")
          .header("RateLimit-Remaining", String.valueOf(3 - i));
    }
    post(bearer, "/api/engine/analyses")
        .then()
        .statusCode(429)
        .contentType("application/problem+json")
        .body("type", equalTo(RATE_LIMITED))
        .body("limit", equalTo("guest's engine requests"))
        .body("retryAfterSeconds", allOf(greaterThanOrEqualTo(1), lessThanOrEqualTo(30)))
        .header(
            "Retry-After", Integer::parseInt, allOf(greaterThanOrEqualTo(1), lessThanOrEqualTo(30)))
        .header("RateLimit-Limit", "4")
        .header("RateLimit-Remaining", "0")
        .header("RateLimit-Reset", Integer::parseInt, greaterThan(90));
    // Polling the review costs the engine nothing: counted by the guest token's bucket only.
    given()
        .header("Authorization", bearer)
        .get("/api/engine/analyses/a1")
        .then()
        .statusCode(not(429))
        .header("RateLimit-Limit", "30");
  }

  @Test
  void eachGuestHasItsOwnEngineBucketAndAPersonsEngineUseHasNone() {
    String first = guest();
    for (int i = 0; i < 5; i++) {
      post(first, "/api/engine/analyses");
    }
    post(guest(), "/api/engine/analyses")
        .then()
        .statusCode(not(429))
        .header("RateLimit-Limit", "4");
    TestAccounts.Player person = TestAccounts.player("reviewer", "engine:use");
    for (int i = 0; i < 5; i++) {
      post(person.bearer(), "/api/engine/analyses")
          .then()
          .statusCode(not(429))
          .header("RateLimit-Limit", not("4"));
    }
  }
}
