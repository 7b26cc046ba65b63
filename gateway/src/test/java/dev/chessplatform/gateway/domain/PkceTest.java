package dev.chessplatform.gateway.domain;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Instant;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

class PkceTest {

  /** RFC 7636 Appendix B. */
  private static final String VERIFIER = "dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk";

  private static final String CHALLENGE = "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM";

  @Test
  void theS256ChallengeOfRfc7636sExample() {
    assertEquals(CHALLENGE, Pkce.challengeOf(VERIFIER));
    assertTrue(Pkce.verifies(VERIFIER, CHALLENGE));
    assertFalse(Pkce.verifies(VERIFIER + "x", CHALLENGE));
  }

  @Test
  void aVerifierHas43To128UnreservedCharacters() {
    assertTrue(Pkce.wellFormedVerifier("a".repeat(43)));
    assertTrue(Pkce.wellFormedVerifier("aA0-._~".repeat(19).substring(0, 128)));
    assertFalse(Pkce.wellFormedVerifier("a".repeat(42)));
    assertFalse(Pkce.wellFormedVerifier("a".repeat(129)));
    assertFalse(Pkce.wellFormedVerifier("a".repeat(42) + "+"));
  }

  @Test
  void aCodeIsRefusedAfterItsExpiryOrForAnotherClientUriOrVerifier() {
    Instant expires = Instant.parse("2026-12-01T12:01:30Z");
    AuthorizationCode code =
        new AuthorizationCode(
            "h", "app", "http://127.0.0.1/cb", CHALLENGE, "acc", Set.of(Scope.GAME_READ), expires);
    TokenRequest right = new TokenRequest("c", VERIFIER, "http://127.0.0.1/cb", "app");
    Instant before = expires.minusSeconds(1);
    assertTrue(code.refusal(right, before).isEmpty());
    assertTrue(code.refusal(right, expires).isPresent());
    assertTrue(
        code.refusal(new TokenRequest("c", VERIFIER, right.redirectUri(), "other"), before)
            .isPresent());
    assertTrue(
        code.refusal(new TokenRequest("c", VERIFIER, "http://127.0.0.1/cb2", "app"), before)
            .isPresent());
    assertTrue(
        code.refusal(new TokenRequest("c", "b".repeat(43), right.redirectUri(), "app"), before)
            .isPresent());
  }

  @Test
  void aTokenRequestNamesItsGrantTypeAndEveryParameterOnce() {
    Map<String, List<String>> form = new HashMap<>();
    form.put("grant_type", List.of("authorization_code"));
    form.put("code", List.of("c"));
    form.put("code_verifier", List.of(VERIFIER));
    form.put("redirect_uri", List.of("http://127.0.0.1/cb"));
    form.put("client_id", List.of("app"));
    assertInstanceOf(TokenRequest.Valid.class, TokenRequest.check(form));
    assertEquals(OAuthError.UNSUPPORTED_GRANT_TYPE, refusal(form, "grant_type", "password"));
    assertEquals(OAuthError.INVALID_REQUEST, refusal(form, "grant_type"));
    assertEquals(OAuthError.INVALID_REQUEST, refusal(form, "code"));
    assertEquals(OAuthError.INVALID_REQUEST, refusal(form, "code", "a", "b"));
    assertEquals(OAuthError.INVALID_REQUEST, refusal(form, "client_id"));
    assertEquals(OAuthError.INVALID_REQUEST, refusal(form, "redirect_uri"));
    assertEquals(OAuthError.INVALID_REQUEST, refusal(form, "code_verifier", "a".repeat(42)));
  }

  private static OAuthError refusal(Map<String, List<String>> form, String name, String... values) {
    Map<String, List<String>> changed = new HashMap<>(form);
    if (values.length == 0) {
      changed.remove(name);
    } else {
      changed.put(name, List.of(values));
    }
    return assertInstanceOf(TokenRequest.Refused.class, TokenRequest.check(changed)).error();
  }
}
