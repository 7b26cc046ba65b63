package dev.chessplatform.gateway.domain;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import dev.chessplatform.gateway.domain.AuthorizationRequest.Refused;
import dev.chessplatform.gateway.domain.AuthorizationRequest.Unredirectable;
import dev.chessplatform.gateway.domain.AuthorizationRequest.Valid;
import java.net.URI;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

class AuthorizationRequestTest {

  /** RFC 7636 Appendix B's challenge. */
  static final String CHALLENGE = "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM";

  private static Map<String, List<String>> request() {
    Map<String, List<String>> p = new HashMap<>();
    p.put("response_type", List.of("code"));
    p.put("client_id", List.of("my-app"));
    p.put("redirect_uri", List.of("https://app.example/cb?x=1"));
    p.put("code_challenge_method", List.of("S256"));
    p.put("code_challenge", List.of(CHALLENGE));
    p.put("scope", List.of("game:play  game:read"));
    p.put("state", List.of("s t&ate"));
    return p;
  }

  private static Map<String, List<String>> with(String name, String... values) {
    Map<String, List<String>> p = request();
    if (values.length == 0) {
      p.remove(name);
    } else {
      p.put(name, List.of(values));
    }
    return p;
  }

  @Test
  void aCompleteRequestIsValidAndItsCodeGoesBackWithTheStateAfterTheUrisOwnQuery() {
    Valid valid = assertInstanceOf(Valid.class, AuthorizationRequest.check(request()));
    assertEquals(Set.of(Scope.GAME_PLAY, Scope.GAME_READ), valid.request().scopes());
    assertEquals("app.example", valid.request().redirectHost());
    assertEquals(
        URI.create("https://app.example/cb?x=1&code=c_1&state=s+t%26ate"),
        valid.request().redirectWithCode("c_1"));
  }

  @Test
  void aMissingOrBadClientIdOrRedirectUriIsNeverRedirected() {
    for (Map<String, List<String>> p :
        List.of(
            with("client_id"),
            with("client_id", "a", "b"),
            with("client_id", "x".repeat(65)),
            with("client_id", "bad\nname"))) {
      assertEquals(
          "client_id",
          assertInstanceOf(Unredirectable.class, AuthorizationRequest.check(p)).parameter());
    }
    for (String uri :
        List.of(
            "/cb",
            "cb",
            "https://app.example/cb#frag",
            "http://app.example/cb",
            "http://192.168.1.2/cb",
            "javascript:alert(1)",
            "com.example.app:/cb",
            "ftp://app.example/cb",
            "https://app example/cb")) {
      assertEquals(
          "redirect_uri",
          assertInstanceOf(
                  Unredirectable.class, AuthorizationRequest.check(with("redirect_uri", uri)))
              .parameter(),
          uri);
    }
    assertInstanceOf(Unredirectable.class, AuthorizationRequest.check(with("redirect_uri")));
    // Both bad: the app is not told even of the other faults.
    Map<String, List<String>> p = with("redirect_uri", "http://evil.example/");
    p.put("scope", List.of("nope"));
    assertInstanceOf(Unredirectable.class, AuthorizationRequest.check(p));
  }

  @Test
  void httpIsAcceptedForThisMachineOnly() {
    for (String uri :
        List.of("http://localhost:8765/cb", "http://127.0.0.1/cb", "http://[::1]:9/cb")) {
      assertInstanceOf(Valid.class, AuthorizationRequest.check(with("redirect_uri", uri)), uri);
    }
  }

  @Test
  void theOtherFaultsAreNamedWithTheirRfcWord() {
    assertRefused(with("response_type"), OAuthError.INVALID_REQUEST, "response_type");
    assertRefused(
        with("response_type", "token"), OAuthError.UNSUPPORTED_RESPONSE_TYPE, "response_type");
    assertRefused(
        with("code_challenge_method"), OAuthError.INVALID_REQUEST, "code_challenge_method");
    assertRefused(
        with("code_challenge_method", "plain"),
        OAuthError.INVALID_REQUEST,
        "code_challenge_method");
    assertRefused(with("code_challenge"), OAuthError.INVALID_REQUEST, "code_challenge");
    assertRefused(with("code_challenge", "short"), OAuthError.INVALID_REQUEST, "code_challenge");
    assertRefused(
        with("code_challenge", CHALLENGE + "="), OAuthError.INVALID_REQUEST, "code_challenge");
    assertRefused(with("scope"), OAuthError.INVALID_SCOPE, "scope");
    assertRefused(with("scope", " "), OAuthError.INVALID_SCOPE, "scope");
    assertRefused(with("scope", "game:play email:read"), OAuthError.INVALID_SCOPE, "scope");
    // A guest's scope is no app's to ask for: refused as an unknown one, in the same words.
    Refused review =
        assertInstanceOf(
            Refused.class, AuthorizationRequest.check(with("scope", "game:read engine:review")));
    assertEquals(OAuthError.INVALID_SCOPE, review.error());
    assertEquals("Unknown scope 'engine:review'", review.description());
    assertRefused(with("state", "a", "b"), OAuthError.INVALID_REQUEST, "state");
  }

  @Test
  void anAppCannotAskForAccountWriteTheScopeThatMintsTokens() {
    Refused write =
        assertInstanceOf(
            Refused.class, AuthorizationRequest.check(with("scope", "game:read account:write")));
    assertEquals(OAuthError.INVALID_SCOPE, write.error());
    assertEquals("Unknown scope 'account:write'", write.description());
    assertEquals("scope", write.parameter());
  }

  private static void assertRefused(
      Map<String, List<String>> p, OAuthError error, String parameter) {
    Refused refused = assertInstanceOf(Refused.class, AuthorizationRequest.check(p));
    assertEquals(error, refused.error(), refused.description());
    assertEquals(parameter, refused.parameter());
  }
}
