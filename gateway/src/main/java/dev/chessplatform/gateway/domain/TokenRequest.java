package dev.chessplatform.gateway.domain;

import java.util.List;
import java.util.Map;

/**
 * An app's access token request with its code (RFC 6749 §4.1.3) and PKCE verifier (RFC 7636 §4.5),
 * the form of {@code POST /api/token}.
 */
public record TokenRequest(String code, String codeVerifier, String redirectUri, String clientId) {

  /** The outcome of {@link #check}. */
  public sealed interface Checked {}

  public record Valid(TokenRequest request) implements Checked {}

  /** The request is refused before any code is looked at (§5.2). */
  public record Refused(OAuthError error, String description) implements Checked {}

  /** Checks the form's parameters (each name with its values): present once, well formed. */
  public static Checked check(Map<String, List<String>> form) {
    List<String> grantType = form.getOrDefault("grant_type", List.of());
    if (grantType.size() != 1) {
      return new Refused(OAuthError.INVALID_REQUEST, "Give grant_type once: authorization_code");
    }
    if (!grantType.get(0).equals("authorization_code")) {
      return new Refused(
          OAuthError.UNSUPPORTED_GRANT_TYPE, "Only grant_type=authorization_code is supported");
    }
    for (String name : List.of("code", "code_verifier", "redirect_uri", "client_id")) {
      List<String> values = form.getOrDefault(name, List.of());
      if (values.size() != 1 || values.get(0).isEmpty()) {
        return new Refused(OAuthError.INVALID_REQUEST, "Give " + name + " once");
      }
    }
    String verifier = form.get("code_verifier").get(0);
    if (!Pkce.wellFormedVerifier(verifier)) {
      return new Refused(
          OAuthError.INVALID_REQUEST,
          "code_verifier has 43 to 128 characters of A-Z a-z 0-9 - . _ ~ (RFC 7636 §4.1)");
    }
    return new Valid(
        new TokenRequest(
            form.get("code").get(0),
            verifier,
            form.get("redirect_uri").get(0),
            form.get("client_id").get(0)));
  }
}
