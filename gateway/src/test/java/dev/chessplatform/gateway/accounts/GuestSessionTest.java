package dev.chessplatform.gateway.accounts;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsInAnyOrder;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.matchesPattern;
import static org.hamcrest.Matchers.notNullValue;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.chessplatform.gateway.api.FakeUpstream;
import dev.chessplatform.gateway.application.AccountBook;
import dev.chessplatform.gateway.domain.Account;
import dev.chessplatform.testsupport.PlatformInfrastructure;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import jakarta.inject.Inject;
import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import org.junit.jupiter.api.Test;

@QuarkusTest
@QuarkusTestResource(PlatformInfrastructure.class)
@QuarkusTestResource(FakeUpstream.class)
class GuestSessionTest {

  private static final String PROBLEMS = "https://chess-platform.dev/problems/";

  @Inject AccountBook book;

  private static JsonPath startGuest() {
    return given()
        .post("/api/accounts/guest")
        .then()
        .statusCode(201)
        .contentType("application/json")
        .body("label", equalTo("guest"))
        .body("scopes", containsInAnyOrder("game:read", "game:computer", "engine:review"))
        .body("name", matchesPattern("guest-[0-9a-f]{6}"))
        .body("token", notNullValue())
        .body("expiresAt", notNullValue())
        .extract()
        .jsonPath();
  }

  @Test
  void aGuestSessionIsAnAccountWithAGeneratedNameAndAThirtyDayTokenOfThreeScopes() {
    JsonPath guest = startGuest();
    Account account = book.byId(guest.getString("accountId")).orElseThrow();
    assertTrue(account.guest());
    assertEquals(guest.getString("name"), account.name());
    assertEquals(null, account.passwordHash());
    Duration life =
        Duration.between(
            Instant.parse(guest.getString("createdAt")),
            Instant.parse(guest.getString("expiresAt")));
    assertEquals(Duration.ofDays(30), life);
  }

  @Test
  void aGuestCannotLogInWhateverPasswordIsTried() {
    String name = startGuest().getString("name");
    for (String password : new String[] {"", "correct horse battery"}) {
      given()
          .contentType("application/json")
          .body(Map.of("name", name, "password", password))
          .post("/api/accounts/login")
          .then()
          .statusCode(401)
          .body("type", equalTo(PROBLEMS + "invalid-credentials"));
    }
  }

  @Test
  void registrationRefusesTheGuestPrefixWithTheReason() {
    given()
        .contentType("application/json")
        .body(Map.of("name", "Guest-x", "password", "correct horse battery"))
        .post("/api/accounts")
        .then()
        .statusCode(400)
        .body("type", equalTo(PROBLEMS + "invalid-field"))
        .body("field", equalTo("name"))
        .body("detail", containsString("kept for guests"));
  }

  @Test
  void aGuestTokenIsRefusedOnSeeksAndAccountsAndLetThroughOnTheComputerGameRoutes() {
    String bearer = "Bearer " + startGuest().getString("token");
    for (String path :
        new String[] {"/api/lobby/seeks", "/api/challenges", "/api/games/g1/join", "/api/engine"}) {
      given()
          .header("Authorization", bearer)
          .contentType("application/json")
          .body("{}")
          .post(path)
          .then()
          .statusCode(403)
          .body("type", equalTo(PROBLEMS + "missing-scope"));
    }
    given()
        .header("Authorization", bearer)
        .get("/api/accounts/me/tokens")
        .then()
        .statusCode(403)
        .body("requiredScope", equalTo("account:read"));
    for (String path :
        new String[] {
          "/api/games",
          "/api/games/g1/moves",
          "/api/games/g1/hints",
          "/api/games/g1/undo",
          "/api/games/g1/resign",
          "/api/games/g1/abort"
        }) {
      given()
          .header("Authorization", bearer)
          .contentType("application/json")
          .body("{}")
          .post(path)
          .then()
          .statusCode(200)
          .header("RateLimit-Limit", "30");
    }
    given().header("Authorization", bearer).get("/api/games/g1").then().statusCode(200);
  }
}
