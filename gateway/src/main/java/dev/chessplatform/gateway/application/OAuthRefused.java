package dev.chessplatform.gateway.application;

import dev.chessplatform.gateway.domain.OAuthError;

/** The token endpoint refused: the error word and its description, for RFC 6749 §5.2's answer. */
public final class OAuthRefused extends RuntimeException {

  private final OAuthError error;

  public OAuthRefused(OAuthError error, String description) {
    super(description);
    this.error = error;
  }

  public OAuthError error() {
    return error;
  }

  public String description() {
    return getMessage();
  }
}
