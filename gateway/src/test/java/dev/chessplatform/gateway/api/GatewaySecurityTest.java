package dev.chessplatform.gateway.api;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.not;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.chessplatform.gateway.TestAccounts;
import dev.chessplatform.identity.Caller;
import dev.chessplatform.identity.IdentityProof;
import dev.chessplatform.testsupport.PlatformInfrastructure;
import dev.chessplatform.testsupport.SignedIdentity;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.response.Response;
import java.io.OutputStream;
import java.net.HttpURLConnection;
import java.net.URI;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Every way in that must stay shut, against a real service stand-in: each refusal is a problem with
 * the right status, and the service behind the gateway never sees the refused request.
 */
@QuarkusTest
@QuarkusTestResource(PlatformInfrastructure.class)
@QuarkusTestResource(FakeUpstream.class)
class GatewaySecurityTest {

  private static final String PROBLEMS = "https://chess-platform.dev/problems/";
  private static final String MOVE = "/api/games/g1/moves";
  private static final String MOVE_BODY = "{\"uci\":\"e2e4\"}";

  @ConfigProperty(name = "gateway.upstreams.game-service.url")
  URI upstream;

  @TestHTTPResource(MOVE)
  URL moveUrl;

  @BeforeEach
  void forgetWhatTheServiceSaw() {
    given().baseUri(upstream.toString()).delete("/_fake/received").then().statusCode(200);
  }

  private List<Map<String, String>> received() {
    return given().baseUri(upstream.toString()).get("/_fake/received").jsonPath().getList("$");
  }

  private void assertNothingReachedTheService() {
    assertEquals(List.of(), received());
  }

  private static Response move(String authorization) {
    var request = given().contentType("application/json").body(MOVE_BODY);
    if (authorization != null) {
      request.header("Authorization", authorization);
    }
    return request.post(MOVE);
  }

  @Test
  void aRouteTheGatewayDoesNotListIsA404ProblemForAnyCallerAndReachesNoService() {
    String token = TestAccounts.player("prober").bearer();
    for (String authorization : new String[] {null, token}) {
      for (String path : List.of("/api/gamesx/g1/moves", "/api/admin/users")) {
        var request = given().contentType("application/json").body(MOVE_BODY);
        if (authorization != null) {
          request.header("Authorization", authorization);
        }
        request
            .post(path)
            .then()
            .statusCode(404)
            .contentType("application/problem+json")
            .header("WWW-Authenticate", (String) null)
            .body("type", equalTo(PROBLEMS + "not-found"))
            .body("instance", equalTo(path));
      }
    }
    assertNothingReachedTheService();
  }

  @Test
  void aMoveWithoutATokenIsA401ProblemAndReachesNoService() {
    move(null)
        .then()
        .statusCode(401)
        .contentType("application/problem+json")
        .header("WWW-Authenticate", "Bearer realm=\"chess-platform\"")
        .body("type", equalTo(PROBLEMS + "unauthenticated"))
        .body("requiredScope", equalTo("game:play"));
    assertNothingReachedTheService();
  }

  @Test
  void aWrongOrMalformedTokenIsA401ProblemEvenOnAnOpenRoute() {
    String wellFormedButUnknown = "Bearer chess_0123456789abcdef_" + "A".repeat(43);
    for (String authorization :
        List.of(wellFormedButUnknown, "Bearer nonsense", "Basic YWxpY2U6cGFzc3dvcmQ=")) {
      move(authorization)
          .then()
          .statusCode(401)
          .contentType("application/problem+json")
          .body("type", equalTo(PROBLEMS + "invalid-token"));
      given().header("Authorization", authorization).get("/api/games/g1").then().statusCode(401);
    }
    assertNothingReachedTheService();
  }

  @Test
  void aTokenWithTheRightIdButAnotherSecretIsRefused() {
    TestAccounts.Player owner = TestAccounts.player("owner");
    String forged = owner.token().substring(0, owner.token().length() - 43) + "B".repeat(43);
    move("Bearer " + forged).then().statusCode(401);
    assertNothingReachedTheService();
  }

  @Test
  void aRevokedTokenIsRefusedAndItsMoveReachesNoService() {
    TestAccounts.Player mike = TestAccounts.player("mike");
    var second = TestAccounts.login(mike.name());
    given()
        .header("Authorization", mike.bearer())
        .delete("/api/accounts/me/tokens/" + second.getString("tokenId"))
        .then()
        .statusCode(204);
    move("Bearer " + second.getString("token"))
        .then()
        .statusCode(401)
        .contentType("application/problem+json");
    assertNothingReachedTheService();
  }

  @Test
  void aTokenWithoutGamePlayCannotMoveAndOneWithoutEngineUseCannotAskTheEngine() {
    TestAccounts.Player reader = TestAccounts.player("reader", "game:read");
    move(reader.bearer())
        .then()
        .statusCode(403)
        .contentType("application/problem+json")
        .body("type", equalTo(PROBLEMS + "missing-scope"))
        .body("requiredScope", equalTo("game:play"));
    given()
        .header("Authorization", reader.bearer())
        .get("/api/engine/best-move")
        .then()
        .statusCode(403)
        .body("requiredScope", equalTo("engine:use"));
    given()
        .header("Authorization", reader.bearer())
        .post("/api/games/g1/hint")
        .then()
        .statusCode(403);
    assertNothingReachedTheService();
  }

  @Test
  void aTokenWithoutGameReadCannotReadGamesWhileASpectatorWithoutTokenCan() {
    TestAccounts.Player engineOnly = TestAccounts.player("engine-only", "engine:use");
    given()
        .header("Authorization", engineOnly.bearer())
        .get("/api/games/g1")
        .then()
        .statusCode(403)
        .body("requiredScope", equalTo("game:read"));
    assertNothingReachedTheService();

    given()
        .get("/api/games/g1")
        .then()
        .statusCode(200)
        .body("headers.x-chess-player", equalTo("-"));
  }

  @Test
  void aMoveReachesTheServiceAsTheTokensPlayerWithItsScopesSoTheServiceCanCheckTheSeat() {
    TestAccounts.Player nina = TestAccounts.player("nina", "game:play", "game:read");
    Map<String, String> headers =
        move(nina.bearer()).then().statusCode(200).extract().jsonPath().getMap("headers");

    var verdict =
        new IdentityProof(SignedIdentity.TEST_SECRET)
            .verify(
                name -> headers.get(name.toLowerCase()),
                "POST",
                MOVE,
                Instant.now().getEpochSecond());
    assertEquals(
        new IdentityProof.Verified(new Caller(nina.accountId(), Set.of("game:play", "game:read"))),
        verdict);
  }

  @Test
  void forgedIdentityHeadersAreReplacedByTheTokensIdentity() {
    TestAccounts.Player mallory = TestAccounts.player("mallory");
    TestAccounts.Player victim = TestAccounts.player("victim");
    Map<String, String> forged =
        SignedIdentity.headers(victim.accountId(), Set.of("game:play"), "POST", MOVE);
    var request =
        given()
            .header("Authorization", mallory.bearer())
            .contentType("application/json")
            .body(MOVE_BODY);
    forged.forEach(request::header);
    request
        .post(MOVE)
        .then()
        .statusCode(200)
        .body("headers.x-chess-player", equalTo(mallory.accountId()))
        .body("headers.x-chess-proof", not(equalTo(forged.get("X-Chess-Proof"))));

    // Anonymous with a forged identity: the service sees an anonymous caller, not the victim.
    var anonymous = given();
    forged.forEach(anonymous::header);
    anonymous
        .get("/api/games/g1")
        .then()
        .statusCode(200)
        .body("headers.x-chess-player", equalTo("-"));
  }

  @Test
  void anOversizeBodyIsA413ProblemAndReachesNoService() {
    TestAccounts.Player olga = TestAccounts.player("olga");
    given()
        .header("Authorization", olga.bearer())
        .contentType("application/json")
        .body("{\"pad\":\"" + "x".repeat(70_000) + "\"}")
        .post(MOVE)
        .then()
        .statusCode(413)
        .contentType("application/problem+json")
        .body("type", equalTo(PROBLEMS + "payload-too-large"))
        .body("maxBytes", equalTo(65536));
    given()
        .contentType("application/json")
        .body("{\"name\":\"" + "x".repeat(70_000) + "\",\"password\":\"p\"}")
        .post("/api/accounts")
        .then()
        .statusCode(413)
        .contentType("application/problem+json");
    assertNothingReachedTheService();
  }

  @Test
  void aStreamedBodyWithoutLengthIsA411ProblemAndReachesNoService() throws Exception {
    TestAccounts.Player pat = TestAccounts.player("pat");
    HttpURLConnection connection = (HttpURLConnection) moveUrl.openConnection();
    connection.setRequestMethod("POST");
    connection.setDoOutput(true);
    connection.setChunkedStreamingMode(1024);
    connection.setRequestProperty("Authorization", pat.bearer());
    connection.setRequestProperty("Content-Type", "application/json");
    try (OutputStream out = connection.getOutputStream()) {
      out.write(MOVE_BODY.getBytes(StandardCharsets.UTF_8));
    }
    assertEquals(411, connection.getResponseCode());
    assertEquals("application/problem+json", connection.getContentType());
    assertNothingReachedTheService();
  }

  @Test
  void aFloodFromOneTokenIsCutWith429AndRetryAfterAndOnlyTheAdmittedRequestsArrive() {
    TestAccounts.Player flood = TestAccounts.player("flood");
    int admitted = 0;
    Response refused = null;
    for (int i = 0; i < 150 && refused == null; i++) {
      Response r = given().header("Authorization", flood.bearer()).get("/api/games/g1");
      if (r.statusCode() == 429) {
        refused = r;
      } else {
        assertEquals(200, r.statusCode());
        admitted++;
      }
    }
    assertTrue(refused != null, "150 requests at once must hit the limit of 60 + 20/s");
    refused
        .then()
        .contentType("application/problem+json")
        .body("type", equalTo(PROBLEMS + "rate-limited"))
        .body("limit", equalTo("token"));
    assertTrue(Long.parseLong(refused.header("Retry-After")) >= 1);
    String player = flood.accountId();
    long arrived = received().stream().filter(r -> player.equals(r.get("player"))).count();
    assertEquals(admitted, arrived);

    // Another token of another player is not held back by the flood.
    given()
        .header("Authorization", TestAccounts.player("calm").bearer())
        .get("/api/games/g1")
        .then()
        .statusCode(200);
  }

  @Test
  void everyAnswerTellsTheQuotaLeftNotOnlyA429() {
    TestAccounts.Player counted = TestAccounts.player("counted");
    Response proxied = given().header("Authorization", counted.bearer()).get("/api/games/g1");
    proxied.then().statusCode(200).header("RateLimit-Limit", "60");
    int before = Integer.parseInt(proxied.header("RateLimit-Remaining"));
    assertTrue(before >= 58 && before <= 59, "one of 60 taken: " + before);
    assertTrue(Long.parseLong(proxied.header("RateLimit-Reset")) >= 1);

    Response answeredHere =
        given().header("Authorization", counted.bearer()).get("/api/accounts/me");
    answeredHere.then().statusCode(200).header("RateLimit-Limit", "60");
    int after = Integer.parseInt(answeredHere.header("RateLimit-Remaining"));
    assertTrue(after <= before, "counted by the same bucket (which refills 20/s): " + after);

    move(TestAccounts.player("reader", "game:read").bearer())
        .then()
        .statusCode(403)
        .header("RateLimit-Limit", "60")
        .header("RateLimit-Remaining", "59");
    Response anonymous = move(null);
    anonymous.then().statusCode(401);
    int addressLimit = Integer.parseInt(anonymous.header("RateLimit-Limit"));
    assertTrue(addressLimit != 60, "without a token, the client address's bucket counts");
    assertTrue(Integer.parseInt(anonymous.header("RateLimit-Remaining")) < addressLimit);
  }

  @Test
  void aCorsPreflightFromAnAllowedOriginIsAnsweredByTheGatewayAlone() {
    given()
        .header("Origin", "http://localhost:3000")
        .header("Access-Control-Request-Method", "POST")
        .header("Access-Control-Request-Headers", "authorization,content-type")
        .options(MOVE)
        .then()
        .statusCode(200)
        .header("Access-Control-Allow-Origin", "http://localhost:3000");
    assertNothingReachedTheService();
  }
}
