package dev.chessplatform.gateway.api;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasKey;
import static org.hamcrest.Matchers.not;
import static org.hamcrest.Matchers.notNullValue;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.chessplatform.gateway.TestAccounts;
import dev.chessplatform.testsupport.PlatformInfrastructure;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.net.HttpURLConnection;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

@QuarkusTest
@QuarkusTestResource(PlatformInfrastructure.class)
@QuarkusTestResource(FakeUpstream.class)
class ServiceRoutesTest {

  @TestHTTPResource("/api/games/stream")
  URL stream;

  @org.eclipse.microprofile.config.inject.ConfigProperty(
      name = "gateway.upstreams.game-service.url")
  java.net.URI upstream;

  @Test
  void aRequestReachesTheServiceWithItsMethodPathQueryAndBody() {
    given()
        .header("Authorization", TestAccounts.player("router").bearer())
        .contentType("application/json")
        .body("{\"move\":\"e2e4\"}")
        .post("/api/games/g1/moves?x=1")
        .then()
        .statusCode(200)
        .body("method", equalTo("POST"))
        .body("uri", equalTo("/api/games/g1/moves?x=1"))
        .body("body", equalTo("{\"move\":\"e2e4\"}"));
  }

  @Test
  void theServiceReceivesAnIdentityItCanVerify() {
    java.util.Map<String, String> received =
        given()
            .get("/api/games/g1?watch=1")
            .then()
            .statusCode(200)
            .extract()
            .jsonPath()
            .getMap("headers");
    var proof =
        new dev.chessplatform.identity.IdentityProof(
            dev.chessplatform.testsupport.SignedIdentity.TEST_SECRET);
    var verdict =
        proof.verify(
            name -> received.get(name.toLowerCase()),
            "GET",
            "/api/games/g1?watch=1",
            java.time.Instant.now().getEpochSecond());
    org.junit.jupiter.api.Assertions.assertEquals(
        new dev.chessplatform.identity.IdentityProof.Verified(
            dev.chessplatform.identity.Caller.ANONYMOUS),
        verdict);
  }

  @Test
  void theAcceptHeaderReachesTheServiceUnchanged() {
    // The service negotiates (http-problems' ProblemAcceptFilter), the gateway does not.
    given()
        .accept("application/problem+json")
        .get("/api/games/g1/pgn")
        .then()
        .statusCode(200)
        .body("headers.accept", equalTo("application/problem+json"));
  }

  @Test
  void identityHeadersSentByAClientNeverReachTheService() {
    given()
        .header("X-Chess-Player", "mallory")
        .header("x-chess-identity-proof", "forged")
        .header("X-Other", "kept")
        .get("/api/ratings/players/p1")
        .then()
        .statusCode(200)
        .body("headers.x-chess-player", equalTo("-"))
        .body("headers", not(hasKey("x-chess-identity-proof")))
        .body("headers.x-other", equalTo("kept"));
  }

  @Test
  void anUnreachableServiceIsA503ProblemWithRetryAfter() {
    given()
        .header("Authorization", TestAccounts.player("engine").bearer())
        .get("/api/engine/best-move")
        .then()
        .statusCode(503)
        .header("Retry-After", "5")
        .contentType("application/problem+json")
        .body("type", equalTo("https://chess-platform.dev/problems/service-unavailable"))
        .body("service", equalTo("engine-service"));
  }

  @Test
  void aSilentServiceIsA504Problem() {
    given()
        .get("/api/games/silent")
        .then()
        .statusCode(504)
        .contentType("application/problem+json")
        .body("type", equalTo("https://chess-platform.dev/problems/upstream-timeout"));
  }

  @Test
  void aStreamPassesThroughUnbuffered() throws Exception {
    HttpURLConnection connection = (HttpURLConnection) stream.openConnection();
    long start = System.nanoTime();
    try (BufferedReader reader =
        new BufferedReader(
            new InputStreamReader(connection.getInputStream(), StandardCharsets.UTF_8))) {
      String first = reader.readLine();
      long firstAfterMs = (System.nanoTime() - start) / 1_000_000;
      assertTrue(first.startsWith("id: 1"), first);
      // the service sends the second event 1.5 s later: the first must not wait for it
      assertTrue(firstAfterMs < 1200, "first event came after " + firstAfterMs + " ms");
      StringBuilder rest = new StringBuilder();
      for (String line; (line = reader.readLine()) != null; ) {
        rest.append(line).append('\n');
      }
      assertTrue(rest.toString().contains("data: second"), rest.toString());
    }
  }

  @Test
  void aStreamTheClientLeavesIsClosedAtTheService() throws Exception {
    // A spectator counted by the service stays counted while the gateway holds its stream open.
    URL endless = new URL(stream, "/api/games/endless");
    HttpURLConnection connection = (HttpURLConnection) endless.openConnection();
    BufferedReader reader =
        new BufferedReader(
            new InputStreamReader(connection.getInputStream(), StandardCharsets.UTF_8));
    assertTrue(reader.readLine().startsWith("id: 1"));
    org.junit.jupiter.api.Assertions.assertEquals(1, openStreams());
    connection.disconnect();
    long deadline = System.nanoTime() + java.time.Duration.ofSeconds(5).toNanos();
    while (openStreams() > 0) {
      assertTrue(System.nanoTime() < deadline, "the service's stream stayed open");
      Thread.sleep(20);
    }
  }

  private int openStreams() {
    return given()
        .baseUri(upstream.toString())
        .get("/_fake/open-streams")
        .then()
        .statusCode(200)
        .extract()
        .as(Integer.class);
  }

  @Test
  void lichessChallengesGoToTheFacadeAndOursToGameServiceNeverALongerWord() {
    String bearer = TestAccounts.player("challenger").bearer();
    given()
        .header("Authorization", bearer)
        .contentType("application/x-www-form-urlencoded")
        .body("reason=later")
        .post("/api/challenge/c1/decline")
        .then()
        .statusCode(200)
        .body("service", equalTo("lichess-facade"))
        .body("uri", equalTo("/api/challenge/c1/decline"));
    given()
        .header("Authorization", bearer)
        .get("/api/challenge")
        .then()
        .statusCode(200)
        .body("service", equalTo("lichess-facade"));
    given()
        .header("Authorization", bearer)
        .get("/api/challenges?status=open")
        .then()
        .statusCode(200)
        .body("$", not(hasKey("service")))
        .body("uri", equalTo("/api/challenges?status=open"));
    given()
        .header("Authorization", bearer)
        .get("/api/challengex")
        .then()
        .statusCode(404)
        .body("type", equalTo("https://chess-platform.dev/problems/not-found"));
  }

  @Test
  void lichessGameExportOutsideApiIsGuardedAndCarriesTheSignedCaller() {
    given()
        .get("/game/export/g1")
        .then()
        .statusCode(200)
        .header(GatewayGuard.RATE_LIMIT_LIMIT, notNullValue())
        .body("service", equalTo("lichess-facade"))
        .body("player", equalTo("-"));
    TestAccounts.Player reader = TestAccounts.player("exporter");
    given()
        .header("Authorization", reader.bearer())
        .get("/game/export/g1?clocks=true")
        .then()
        .statusCode(200)
        .body("uri", equalTo("/game/export/g1?clocks=true"))
        .body("player", equalTo(reader.accountId()));
    // A trailing slash is refused before the guard: the API has one path per resource.
    given()
        .header("Authorization", "Bearer made-up")
        .get("/game/export/")
        .then()
        .statusCode(400)
        .body("type", equalTo("https://chess-platform.dev/problems/invalid-uri"));
    for (String path : java.util.List.of("/game/export", "/game/export/g1")) {
      given()
          .header("Authorization", "Bearer made-up")
          .get(path)
          .then()
          .statusCode(401)
          .contentType("application/problem+json")
          .body("type", equalTo("https://chess-platform.dev/problems/invalid-token"));
    }
    given()
        .post("/game/export/g1")
        .then()
        .statusCode(404)
        .body("type", equalTo("https://chess-platform.dev/problems/not-found"));
  }

  @Test
  void theMergedOpenApiHoldsTheGatewayAndServicePaths() {
    given()
        .get("/api/platform/openapi.json")
        .then()
        .statusCode(200)
        .body("paths", hasKey("/api/games/echo"))
        .body("paths", hasKey("/api/platform/health"))
        .body("paths", hasKey("/api/accounts/me/tokens"))
        .body("paths.'/api/games/echo'.get.responses", hasKey("429"))
        .body("paths.'/api/games/echo'.get.responses", hasKey("504"))
        .body("components.securitySchemes", hasKey("bearer"))
        .body("components.schemas", hasKey("Echo"))
        // lichess-facade is documented=false: its document is never merged
        .body("paths", not(hasKey("/api/bot/game/undocumented")));
  }

  @Test
  void platformHealthNamesTheServiceThatIsDown() {
    given()
        .get("/api/platform/health")
        .then()
        .statusCode(503)
        .body("status", equalTo("DOWN"))
        .body("services.game-service.status", equalTo("UP"))
        .body("services.engine-service.status", equalTo("UNREACHABLE"))
        .body("services.lichess-facade.status", equalTo("UP"));
  }

  @Test
  void swaggerUiIsServed() {
    given().get("/q/swagger-ui/").then().statusCode(200).body(containsString("swagger"));
  }
}
