package dev.chessplatform.gateway.api;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.matchesPattern;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.chessplatform.testsupport.PlatformInfrastructure;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import java.net.URI;
import java.util.Map;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.junit.jupiter.api.Test;

@QuarkusTest
@TestProfile(LowAddressLimitProfile.class)
@QuarkusTestResource(PlatformInfrastructure.class)
@QuarkusTestResource(FakeUpstream.class)
class AddressFloodTest {

  @ConfigProperty(name = "gateway.upstreams.game-service.url")
  URI upstream;

  @Test
  void aFloodFromOneAddressWithoutTokensIsCutWith429AndRetryAfter() {
    given().baseUri(upstream.toString()).delete("/_fake/received");
    int admitted = 0;
    for (int i = 0; i < 12; i++) {
      int status = given().get("/api/games/g1").statusCode();
      if (status == 200) {
        admitted++;
      } else {
        assertEquals(429, status);
      }
    }
    given()
        .contentType("application/json")
        .body(Map.of("name", "guess", "password", "password1"))
        .post("/api/accounts/login")
        .then()
        .statusCode(429)
        // a token every 50 s: the wait for the next one, which the flood has partly refilled
        .header("Retry-After", matchesPattern("[1-9]|[1-4][0-9]|50"))
        .contentType("application/problem+json")
        .body("type", equalTo("https://chess-platform.dev/problems/rate-limited"))
        .body("limit", equalTo("client address"));
    int arrived =
        given().baseUri(upstream.toString()).get("/_fake/received").jsonPath().getList("$").size();
    assertEquals(admitted, arrived);
    assertEquals(5, admitted, "the bucket holds 5");
  }
}
