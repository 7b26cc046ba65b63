package dev.chessplatform.gateway.oauth;

import static io.restassured.RestAssured.given;

import dev.chessplatform.gateway.TestAccounts.Player;
import dev.chessplatform.gateway.domain.Pkce;
import io.restassured.response.Response;
import java.net.URI;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.HashMap;
import java.util.Map;

/**
 * A third-party app of the tests: its verifier, its approval by a person (what the consent page
 * sends), and its token requests, as an OAuth client would make them.
 */
public record OAuthApp(String clientId, String redirectUri, String verifier) {

  private static final SecureRandom RANDOM = new SecureRandom();

  public static OAuthApp named(String clientId) {
    byte[] bytes = new byte[32];
    RANDOM.nextBytes(bytes);
    return new OAuthApp(
        clientId,
        "http://127.0.0.1:8765/callback",
        Base64.getUrlEncoder().withoutPadding().encodeToString(bytes));
  }

  /** The approval's body: this app's request for {@code scope}, with state {@code xyz}. */
  public Map<String, Object> request(String scope) {
    Map<String, Object> body = new HashMap<>();
    body.put("responseType", "code");
    body.put("clientId", clientId);
    body.put("redirectUri", redirectUri);
    body.put("codeChallenge", Pkce.challengeOf(verifier));
    body.put("codeChallengeMethod", "S256");
    body.put("scope", scope);
    body.put("state", "xyz");
    return body;
  }

  /** {@code person} approves this app's request for {@code scope}: the code for the app. */
  public String approvedBy(Player person, String scope) {
    String redirectTo =
        given()
            .header("Authorization", person.bearer())
            .contentType("application/json")
            .body(request(scope))
            .post("/api/oauth/authorizations")
            .then()
            .statusCode(200)
            .extract()
            .path("redirectTo");
    URI uri = URI.create(redirectTo);
    if (!redirectTo.startsWith(redirectUri + "?") || !uri.getRawQuery().endsWith("&state=xyz")) {
      throw new AssertionError("not this app's redirect URI with the state: " + redirectTo);
    }
    return uri.getRawQuery().replaceFirst("^code=([^&]+)&.*$", "$1");
  }

  /**
   * The token request for {@code code}, with this app's parameters but those in {@code changes}.
   */
  public Response redeem(String code, Map<String, String> changes) {
    Map<String, String> form = new HashMap<>();
    form.put("grant_type", "authorization_code");
    form.put("code", code);
    form.put("code_verifier", verifier);
    form.put("redirect_uri", redirectUri);
    form.put("client_id", clientId);
    form.putAll(changes);
    form.values().removeIf(v -> v == null || v.isEmpty());
    return given()
        .contentType("application/x-www-form-urlencoded")
        .formParams(form)
        .post("/api/token");
  }

  public Response redeem(String code) {
    return redeem(code, Map.of());
  }
}
