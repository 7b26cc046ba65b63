package dev.chessplatform.testsupport;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;

import org.junit.jupiter.api.Test;

/**
 * The basics of a service behind the gateway: on top of {@link ServiceBasicsContract}, every
 * request under {@code /api/} without the gateway's signed identity is refused.
 */
public abstract class ProtectedServiceContract extends ServiceBasicsContract {

  @Test
  void aRequestWithoutTheGatewaysProofIsRefusedWithProblemJson401() {
    given()
        .header("X-Chess-Player", "mallory")
        .get("/api/no-such-thing")
        .then()
        .statusCode(401)
        .contentType("application/problem+json")
        .body("type", equalTo("https://chess-platform.dev/problems/unauthenticated"));
  }

  @Test
  void aForgedProofIsRefused() {
    given()
        .header("X-Chess-Player", "mallory")
        .header("X-Chess-Scopes", "game:play")
        .header("X-Chess-Issued", Long.toString(java.time.Instant.now().getEpochSecond()))
        .header("X-Chess-Proof", "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA")
        .get("/api/no-such-thing")
        .then()
        .statusCode(401)
        .contentType("application/problem+json");
  }
}
