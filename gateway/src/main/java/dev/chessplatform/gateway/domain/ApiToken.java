package dev.chessplatform.gateway.domain;

import java.time.Instant;
import java.util.Arrays;
import java.util.Optional;
import java.util.Set;

/**
 * A token of an account, as stored: its public id, never its secret.
 *
 * @param tokenId the public part of the token, used to find it
 * @param label what the owner called it ("login" for the token that logging in gives); only words
 *     for the person: what a token is, is its {@code kind}
 * @param scopes what it allows
 * @param secretHash SHA-256 of the whole token, base64url
 * @param createdAt when it was issued
 * @param expiresAt when it stops working, or null for never
 * @param kind how it was issued: by logging in, by another token, to an app, to a guest
 * @param parentTokenId the token it was minted with, revoked with it (issue 51); null for none
 */
public record ApiToken(
    String tokenId,
    String label,
    Set<Scope> scopes,
    String secretHash,
    Instant createdAt,
    Instant expiresAt,
    Kind kind,
    String parentTokenId) {

  /** How a token was issued; its wire name is the {@code kind} of {@code chess.accounts}. */
  public enum Kind {
    /** Logging in with the password: bounded per account apart from the others. */
    LOGIN("login"),
    /** Minted with another token ({@code createToken}); also every token before kinds existed. */
    PERSONAL("personal"),
    /** An OAuth app's, for a code the person approved. */
    APP("app"),
    /** A guest's one token. */
    GUEST("guest");

    private final String wireName;

    Kind(String wireName) {
      this.wireName = wireName;
    }

    public String wireName() {
      return wireName;
    }

    /** The kind of {@code name}; absent (a token written before kinds) or unknown: personal. */
    public static Kind fromWire(String name) {
      return Arrays.stream(values())
          .filter(k -> k.wireName.equals(name))
          .findFirst()
          .orElse(PERSONAL);
    }
  }

  public ApiToken {
    scopes = Set.copyOf(scopes);
    kind = kind == null ? Kind.PERSONAL : kind;
  }

  /** A personal token minted by no token (as every token was before issue 51). */
  public ApiToken(
      String tokenId,
      String label,
      Set<Scope> scopes,
      String secretHash,
      Instant createdAt,
      Instant expiresAt) {
    this(tokenId, label, scopes, secretHash, createdAt, expiresAt, Kind.PERSONAL, null);
  }

  public boolean activeAt(Instant now) {
    return expiresAt == null || now.isBefore(expiresAt);
  }

  /** The token's parent, when it was minted with one. */
  public Optional<String> parent() {
    return Optional.ofNullable(parentTokenId);
  }
}
