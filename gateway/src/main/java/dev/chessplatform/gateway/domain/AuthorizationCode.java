package dev.chessplatform.gateway.domain;

import java.time.Instant;
import java.util.Optional;
import java.util.Set;

/**
 * A code the person approved, as stored: its hash, never the code (like a token's), and what it is
 * bound to (RFC 6749 §4.1.3, RFC 7636 §4.6).
 *
 * @param codeHash SHA-256 of the code, base64url
 * @param clientId the app that asked
 * @param redirectUri the redirect URI of the request, which the token request must repeat
 * @param codeChallenge the request's PKCE challenge (S256)
 * @param accountId the person who approved
 * @param scopes what the person consented to: exactly what the token will allow
 * @param expiresAt when it stops being redeemable
 */
public record AuthorizationCode(
    String codeHash,
    String clientId,
    String redirectUri,
    String codeChallenge,
    String accountId,
    Set<Scope> scopes,
    Instant expiresAt) {

  public AuthorizationCode {
    scopes = Set.copyOf(scopes);
  }

  /**
   * Why {@code request} may not have a token for this code at {@code now}, for the app's {@code
   * error_description} ({@code invalid_grant} whatever the reason); empty when it may.
   */
  public Optional<String> refusal(TokenRequest request, Instant now) {
    if (!now.isBefore(expiresAt)) {
      return Optional.of("The code has expired");
    }
    if (!clientId.equals(request.clientId())) {
      return Optional.of("The code was issued to another client_id");
    }
    if (!redirectUri.equals(request.redirectUri())) {
      return Optional.of("redirect_uri differs from the authorization request's");
    }
    if (!Pkce.verifies(request.codeVerifier(), codeChallenge)) {
      return Optional.of("code_verifier does not match the code_challenge");
    }
    return Optional.empty();
  }
}
