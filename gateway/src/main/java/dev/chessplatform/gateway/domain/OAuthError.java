package dev.chessplatform.gateway.domain;

/**
 * The error words of OAuth 2.0 that the gateway answers: in the redirect of a refused authorization
 * request (RFC 6749 §4.1.2.1) and in the token endpoint's 400 (§5.2). {@code access_denied} is the
 * consent page's, which sends it when the person denies.
 */
public enum OAuthError {
  /** A parameter is missing, repeated or malformed (RFC 7636 §4.4.1: PKCE's too). */
  INVALID_REQUEST("invalid_request"),
  /** {@code response_type} is not {@code code}. */
  UNSUPPORTED_RESPONSE_TYPE("unsupported_response_type"),
  /** {@code scope} is empty or names a scope that does not exist. */
  INVALID_SCOPE("invalid_scope"),
  /** The code is unknown, expired, used, or was issued to another client or redirect URI. */
  INVALID_GRANT("invalid_grant"),
  /** {@code grant_type} is not {@code authorization_code}. */
  UNSUPPORTED_GRANT_TYPE("unsupported_grant_type");

  private final String word;

  OAuthError(String word) {
    this.word = word;
  }

  /** The word on the wire, as RFC 6749 spells it. */
  public String word() {
    return word;
  }
}
