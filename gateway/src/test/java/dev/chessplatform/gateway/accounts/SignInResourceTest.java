package dev.chessplatform.gateway.accounts;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.nullValue;

import dev.chessplatform.gateway.TestAccounts;
import dev.chessplatform.gateway.api.FakeUpstream;
import dev.chessplatform.gateway.oauth.MovableClock;
import dev.chessplatform.testsupport.PlatformInfrastructure;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.response.ValidatableResponse;
import jakarta.inject.Inject;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Sign-in against guessing over HTTP, in the default profile: a common password is refused at
 * registration, and after 5 wrong passwords an account's next login waits (429 with Retry-After),
 * the right password too, until the clock has moved past the wait. The rest is in {@link
 * SignInTwoGatewaysTest}.
 */
@QuarkusTest
@QuarkusTestResource(PlatformInfrastructure.class)
@QuarkusTestResource(FakeUpstream.class)
class SignInResourceTest {

  private static final String PROBLEMS = "https://chess-platform.dev/problems/";

  @Inject MovableClock clock;

  @Test
  void aCommonPasswordIsRefusedAtRegistrationWhateverItsCase() {
    for (String common : new String[] {"password", "12345678", "Sunshine1", "QWERTYUIOP"}) {
      given()
          .contentType("application/json")
          .body(Map.of("name", TestAccounts.uniqueName("common"), "password", common))
          .post("/api/accounts")
          .then()
          .statusCode(400)
          .contentType("application/problem+json")
          .body("type", equalTo(PROBLEMS + "invalid-field"))
          .body("field", equalTo("password"))
          .body(
              "detail",
              equalTo(
                  "This password is one of the most common ones, which are guessed first;"
                      + " choose another"));
    }
  }

  @Test
  void afterFiveWrongPasswordsTheAccountWaitsAndTheRightOneIsNotCheckedMeanwhile() {
    String name = TestAccounts.uniqueName("guessed");
    TestAccounts.register(name);
    for (int guess = 0; guess < 5; guess++) {
      login(name, "wrong guess " + guess)
          .statusCode(401)
          .body("type", equalTo(PROBLEMS + "invalid-credentials"));
    }
    for (String password : new String[] {"wrong guess 5", TestAccounts.PASSWORD}) {
      login(name, password)
          .statusCode(429)
          .header("Retry-After", "1")
          .contentType("application/problem+json")
          .body("type", equalTo(PROBLEMS + "rate-limited"))
          .body("limit", equalTo("account's failed logins"))
          .body("retryAfterSeconds", equalTo(1))
          .body("token", nullValue());
    }
    clock.aheadBy(Duration.ofSeconds(2), () -> login(name, TestAccounts.PASSWORD).statusCode(201));
    // Back at the real time: the address counted its attempt 2 s ahead, and holds nothing for it.
    login(name, TestAccounts.PASSWORD).statusCode(201);
  }

  private static ValidatableResponse login(String name, String password) {
    return given()
        .contentType("application/json")
        .body(Map.of("name", name, "password", password))
        .post("/api/accounts/login")
        .then();
  }
}
