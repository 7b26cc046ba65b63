package dev.chessplatform.gateway.api;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.matchesPattern;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.chessplatform.testsupport.PlatformInfrastructure;
import io.micrometer.core.instrument.MeterRegistry;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import jakarta.inject.Inject;
import java.net.URI;
import java.util.Map;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;

@QuarkusTest
@TestProfile(LowAddressLimitProfile.class)
@QuarkusTestResource(PlatformInfrastructure.class)
@QuarkusTestResource(FakeUpstream.class)
@TestMethodOrder(MethodOrderer.OrderAnnotation.class) // one address, one bucket: the flood first
class AddressFloodTest {

  @Inject MeterRegistry registry;

  @ConfigProperty(name = "gateway.upstreams.game-service.url")
  URI upstream;

  @Test
  @Order(1)
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

  @Test
  @Order(2)
  void madeUpTokensFromOneAddressAreCountedBeforeTheGatewayLooksThemUp() {
    // Well-formed tokens no gateway issued: each could be one issued a moment ago elsewhere, so
    // the gateway reads the accounts up to now before refusing it. The address pays for that.
    double lookedUpBefore = catchUps();
    int refusedAsUnknown = 0;
    int limited = 0;
    for (int i = 0; i < 12; i++) {
      String madeUp =
          String.format("chess_%016x_%s", 0xfeed0000L + i, "A".repeat(43)); // the shape, no more
      var answer = given().header("Authorization", "Bearer " + madeUp).get("/api/games/g1");
      if (answer.statusCode() == 401) {
        refusedAsUnknown++;
      } else {
        assertEquals(429, answer.statusCode());
        assertEquals(
            "client address", answer.jsonPath().getString("limit"), "the address's bucket");
        limited++;
      }
    }
    assertEquals(
        refusedAsUnknown,
        catchUps() - lookedUpBefore,
        0.0,
        "only the admitted ones were looked up");
    assertTrue(refusedAsUnknown <= 5, "at most the bucket's 5 were looked up: " + refusedAsUnknown);
    assertTrue(limited >= 7, "the rest were cut: " + limited);
  }

  private double catchUps() {
    return registry.counter(GatewayGuard.CATCH_UPS).count();
  }
}
