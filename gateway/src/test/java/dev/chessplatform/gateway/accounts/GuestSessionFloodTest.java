package dev.chessplatform.gateway.accounts;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.allOf;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.greaterThan;
import static org.hamcrest.Matchers.lessThanOrEqualTo;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.chessplatform.gateway.api.FakeUpstream;
import dev.chessplatform.testsupport.PlatformInfrastructure;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.QuarkusTestProfile;
import io.quarkus.test.junit.TestProfile;
import java.util.Map;
import org.junit.jupiter.api.Test;

@QuarkusTest
@TestProfile(GuestSessionFloodTest.ThreeGuestSessions.class)
@QuarkusTestResource(PlatformInfrastructure.class)
@QuarkusTestResource(FakeUpstream.class)
class GuestSessionFloodTest {

  /** A client address may start 3 guest sessions, then one every 100 seconds. */
  public static class ThreeGuestSessions implements QuarkusTestProfile {
    @Override
    public Map<String, String> getConfigOverrides() {
      return Map.of(
          "gateway.limits.guest-sessions.capacity", "3",
          "gateway.limits.guest-sessions.per-second", "0.01");
    }
  }

  @Test
  void oneAddressStartsOnlyAFewGuestSessionsThen429WithRetryAfter() {
    for (int i = 0; i < 3; i++) {
      given().post("/api/accounts/guest").then().statusCode(201);
    }
    given()
        .post("/api/accounts/guest")
        .then()
        .statusCode(429)
        .header("Retry-After", Integer::parseInt, allOf(greaterThan(90), lessThanOrEqualTo(100)))
        .contentType("application/problem+json")
        .body("type", equalTo("https://chess-platform.dev/problems/rate-limited"))
        .body("limit", equalTo("client address's guest sessions"));
    // Only starting guests is limited so: the address may still do everything else.
    assertEquals(200, given().get("/api/games/g1").statusCode());
  }
}
