package dev.chessplatform.gateway.domain;

import java.time.Instant;
import java.util.Set;

/**
 * A token of an account, as stored: its public id, never its secret.
 *
 * @param tokenId the public part of the token, used to find it
 * @param label what the owner called it ("login" for the token that logging in gives)
 * @param scopes what it allows
 * @param secretHash SHA-256 of the whole token, base64url
 * @param createdAt when it was issued
 * @param expiresAt when it stops working, or null for never
 */
public record ApiToken(
    String tokenId,
    String label,
    Set<Scope> scopes,
    String secretHash,
    Instant createdAt,
    Instant expiresAt) {

  public ApiToken {
    scopes = Set.copyOf(scopes);
  }

  public boolean activeAt(Instant now) {
    return expiresAt == null || now.isBefore(expiresAt);
  }
}
