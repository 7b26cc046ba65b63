package dev.chessplatform.gateway.oauth;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.nullValue;
import static org.hamcrest.Matchers.startsWith;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.chessplatform.gateway.TestAccounts;
import dev.chessplatform.gateway.TestAccounts.Player;
import dev.chessplatform.gateway.api.FakeUpstream;
import dev.chessplatform.testsupport.PlatformInfrastructure;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.response.Response;
import jakarta.inject.Inject;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * {@code POST /api/token} and {@code DELETE /api/token}: a code approved through {@code
 * approveAuthorization} becomes a token with exactly the consented scopes, once, for the app and
 * redirect URI it was issued to and the verifier of its challenge; every other request is refused
 * with RFC 6749 §5.2's JSON.
 */
@QuarkusTest
@QuarkusTestResource(PlatformInfrastructure.class)
@QuarkusTestResource(FakeUpstream.class)
class OAuthTokenEndpointTest {

  private static final String PROBLEMS = "https://chess-platform.dev/problems/";

  @Inject MovableClock clock;

  @Test
  void aCodeBecomesATokenWithExactlyTheConsentedScopesLabelledWithTheApp() {
    Player alice = TestAccounts.player("oauth-alice");
    OAuthApp app = OAuthApp.named("board-app");
    String code = app.approvedBy(alice, "account:read game:read");

    String token =
        app.redeem(code)
            .then()
            .statusCode(200)
            .contentType("application/json")
            .header("Cache-Control", "no-store")
            .body("token_type", equalTo("Bearer"))
            .body("expires_in", equalTo(31_536_000))
            .extract()
            .path("access_token");

    given()
        .header("Authorization", alice.bearer())
        .get("/api/accounts/me/tokens")
        .then()
        .statusCode(200)
        .body(
            "find { it.label == 'board-app' }.scopes",
            equalTo(List.of("account:read", "game:read")));
    given()
        .header("Authorization", "Bearer " + token)
        .get("/api/accounts/me")
        .then()
        .statusCode(200)
        .body("accountId", equalTo(alice.accountId()));
  }

  @Test
  void aScopeThePersonDidNotGrantIsNotInTheTokenAndItsRoutesAre403() {
    Player bob = TestAccounts.player("oauth-bob");
    OAuthApp app = OAuthApp.named("reader");
    String token =
        app.redeem(app.approvedBy(bob, "game:read")).then().extract().path("access_token");

    given()
        .header("Authorization", "Bearer " + token)
        .contentType("application/json")
        .body(Map.of("mode", "CHALLENGE", "opponent", "someone"))
        .post("/api/games")
        .then()
        .statusCode(403)
        .body("type", equalTo(PROBLEMS + "missing-scope"));
    given()
        .header("Authorization", bob.bearer())
        .get("/api/accounts/me/tokens")
        .then()
        .body("find { it.label == 'reader' }.scopes", equalTo(List.of("game:read")));
  }

  @Test
  void aWrongVerifierIsRefusedAndSpendsTheCode() {
    OAuthApp app = OAuthApp.named("guesser");
    String code = app.approvedBy(TestAccounts.player("oauth-v"), "game:read");
    refused(
        app.redeem(code, Map.of("code_verifier", "x".repeat(43))),
        "invalid_grant",
        "code_verifier does not match");
    refused(app.redeem(code), "invalid_grant", "used already");
  }

  @Test
  void aReusedCodeIsRefusedAndRevokesTheTokenItGave() {
    OAuthApp app = OAuthApp.named("twice");
    String code = app.approvedBy(TestAccounts.player("oauth-r"), "account:read");
    String token = app.redeem(code).then().statusCode(200).extract().path("access_token");
    given()
        .header("Authorization", "Bearer " + token)
        .get("/api/accounts/me")
        .then()
        .statusCode(200);

    refused(app.redeem(code), "invalid_grant", "used already");
    given()
        .header("Authorization", "Bearer " + token)
        .get("/api/accounts/me")
        .then()
        .statusCode(401)
        .body("type", equalTo(PROBLEMS + "invalid-token"));
  }

  @Test
  void aCodeIsRefusedForAnotherRedirectUriOrClientId() {
    OAuthApp app = OAuthApp.named("bound");
    Player carol = TestAccounts.player("oauth-c");
    refused(
        app.redeem(
            app.approvedBy(carol, "game:read"),
            Map.of("redirect_uri", "http://127.0.0.1:8765/elsewhere")),
        "invalid_grant",
        "redirect_uri differs");
    refused(
        app.redeem(app.approvedBy(carol, "game:read"), Map.of("client_id", "another-app")),
        "invalid_grant",
        "another client_id");
  }

  @Test
  void anExpiredCodeIsRefused() {
    OAuthApp app = OAuthApp.named("slow");
    String code = app.approvedBy(TestAccounts.player("oauth-e"), "game:read");
    // The default life of a code is 90 s.
    clock.aheadBy(
        Duration.ofSeconds(90), () -> refused(app.redeem(code), "invalid_grant", "expired"));
  }

  @Test
  void anUnknownCodeAMissingParameterAShortVerifierAndAnotherGrantTypeAreRefused() {
    OAuthApp app = OAuthApp.named("sloppy");
    refused(app.redeem("chess_code_made-up"), "invalid_grant", "unknown");
    refused(app.redeem("c", Map.of("redirect_uri", "")), "invalid_request", "redirect_uri");
    refused(app.redeem("c", Map.of("code_verifier", "a".repeat(42))), "invalid_request", "43");
    refused(app.redeem("c", Map.of("grant_type", "password")), "unsupported_grant_type", "");
  }

  @Test
  void deleteRevokesTheTokenOfTheRequestAndTheTokenListRevokesAnAppsToken() {
    OAuthApp app = OAuthApp.named("leaver");
    Player dave = TestAccounts.player("oauth-d");
    String first =
        app.redeem(app.approvedBy(dave, "account:read")).then().extract().path("access_token");
    given().header("Authorization", "Bearer " + first).delete("/api/token").then().statusCode(204);
    given()
        .header("Authorization", "Bearer " + first)
        .get("/api/accounts/me")
        .then()
        .statusCode(401);
    given().delete("/api/token").then().statusCode(401);

    String second =
        app.redeem(app.approvedBy(dave, "account:read")).then().extract().path("access_token");
    String tokenId =
        given()
            .header("Authorization", dave.bearer())
            .get("/api/accounts/me/tokens")
            .then()
            .extract()
            .path("find { it.label == 'leaver' }.tokenId");
    given()
        .header("Authorization", dave.bearer())
        .delete("/api/accounts/me/tokens/" + tokenId)
        .then()
        .statusCode(204);
    given()
        .header("Authorization", "Bearer " + second)
        .get("/api/accounts/me")
        .then()
        .statusCode(401);
  }

  @Test
  void approvingNeedsThePersonsOwnTokenWithEveryScopeAskedFor() {
    OAuthApp app = OAuthApp.named("greedy");
    given()
        .contentType("application/json")
        .body(app.request("game:read"))
        .post("/api/oauth/authorizations")
        .then()
        .statusCode(401);
    Player narrow = TestAccounts.player("oauth-n", "account:write", "game:read");
    given()
        .header("Authorization", narrow.bearer())
        .contentType("application/json")
        .body(app.request("game:read game:play"))
        .post("/api/oauth/authorizations")
        .then()
        .statusCode(403)
        .body("type", equalTo(PROBLEMS + "missing-scope"));
    Player reader = TestAccounts.player("oauth-reader", "game:read");
    given()
        .header("Authorization", reader.bearer())
        .contentType("application/json")
        .body(app.request("game:read"))
        .post("/api/oauth/authorizations")
        .then()
        .statusCode(403)
        .body("requiredScope", equalTo("account:write"));
  }

  @Test
  void anApprovalOfARequestTheAuthorizationEndpointWouldRefuseIsAnInvalidField() {
    OAuthApp app = OAuthApp.named("odd");
    Player erin = TestAccounts.player("oauth-f");
    Map<String, Object> body = app.request("game:read");
    body.put("redirectUri", "http://evil.example/cb");
    given()
        .header("Authorization", erin.bearer())
        .contentType("application/json")
        .body(body)
        .post("/api/oauth/authorizations")
        .then()
        .statusCode(400)
        .body("type", equalTo(PROBLEMS + "invalid-field"))
        .body("field", equalTo("redirect_uri"));
    given()
        .header("Authorization", erin.bearer())
        .contentType("application/json")
        .body(app.request("email:read"))
        .post("/api/oauth/authorizations")
        .then()
        .statusCode(400)
        .body("field", equalTo("scope"))
        .body("detail", startsWith("invalid_scope"));
  }

  @Test
  void theAuthorizationEndpointNeverRedirectsAndItsPageCannotBeFramed() {
    String good =
        "/oauth?response_type=code&client_id=my-app&redirect_uri=http%3A%2F%2Flocalhost%3A9%2Fcb"
            + "&code_challenge_method=S256&code_challenge=E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM"
            + "&scope=game%3Aplay&state=abc";
    // RFC 9700 §4.11.2: no client is registered, so no fault goes to the redirect URI; the page
    // tells the person. An unregistered https URI with a bad response_type was an open redirect.
    List<String> requests =
        List.of(
            good,
            good.replace("scope=game%3Aplay", "scope=email%3Aread"),
            good.replace("scope=game%3Aplay", "scope=account%3Awrite"),
            good.replace("code_challenge_method=S256", "code_challenge_method=plain"),
            good.replace("response_type=code", "response_type=token"),
            good.replace("&code_challenge=", "&x="),
            good.replace("&state=abc", "&state=a&state=b"),
            good.replace("http%3A%2F%2Flocalhost%3A9", "https%3A%2F%2Fevil.example")
                .replace("response_type=code", "response_type=nope"),
            good.replace("localhost", "evil.example").replace("scope=game%3Aplay", "scope=x"));
    for (String request : requests) {
      given()
          .urlEncodingEnabled(false)
          .redirects()
          .follow(false)
          .get(request)
          .then()
          .statusCode(200)
          .header("Location", nullValue())
          .contentType(containsString("text/html"))
          .header("Content-Security-Policy", containsString("frame-ancestors 'none'"))
          .header("X-Frame-Options", equalTo("DENY"))
          .header("Referrer-Policy", "no-referrer")
          .body(containsString("/assets/app-"));
    }
  }

  @Test
  void anAppIsNeverGrantedAccountWrite() {
    OAuthApp app = OAuthApp.named("minter");
    given()
        .header("Authorization", TestAccounts.player("oauth-w").bearer())
        .contentType("application/json")
        .body(app.request("game:read account:write"))
        .post("/api/oauth/authorizations")
        .then()
        .statusCode(400)
        .body("type", equalTo(PROBLEMS + "invalid-field"))
        .body("field", equalTo("scope"))
        .body("detail", equalTo("invalid_scope: Unknown scope 'account:write'"));
  }

  @Test
  void anAppsTokenMintsNothingAndTheSignInItWasApprovedWithDoesNotBindIt() {
    Player uma = TestAccounts.player("oauth-u");
    OAuthApp app = OAuthApp.named("keeper");
    String token =
        app.redeem(app.approvedBy(uma, "account:read game:read"))
            .then()
            .extract()
            .path("access_token");
    given()
        .header("Authorization", "Bearer " + token)
        .contentType("application/json")
        .body(Map.of("label", "forever", "scopes", List.of("game:read")))
        .post("/api/accounts/me/tokens")
        .then()
        .statusCode(403)
        .body("requiredScope", equalTo("account:write"));
    // The person signing out ends their session, not the app's consented token.
    given().header("Authorization", uma.bearer()).delete("/api/token").then().statusCode(204);
    given()
        .header("Authorization", "Bearer " + token)
        .get("/api/accounts/me")
        .then()
        .statusCode(200);
  }

  private static void refused(Response response, String error, String descriptionPart) {
    response
        .then()
        .statusCode(400)
        .contentType("application/json")
        .header("Cache-Control", "no-store")
        .body("error", equalTo(error))
        .body("error_description", containsString(descriptionPart));
    assertEquals(2, response.jsonPath().getMap("").size(), response.asString());
  }
}
