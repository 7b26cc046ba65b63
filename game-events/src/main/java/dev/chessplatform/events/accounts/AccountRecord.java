package dev.chessplatform.events.accounts;

import java.time.Instant;
import java.util.List;

/**
 * The value of a {@code chess.accounts} record (key: account id): the full state of one account, so
 * compaction keeps exactly what a reader needs. Written by the gateway, read by the gateway (its
 * account book) and by game-service (player names). Hashes only, never a password or token text.
 *
 * <p>Wire shape ({@link AccountRecordCodec}; every member written, {@code null} as {@code null},
 * except {@code guest}, which only a guest's record carries):
 *
 * <pre>{@code
 * {
 *   "type": "AccountState", "schemaVersion": 1,
 *   "accountId": "a1", "name": "alice",
 *   "passwordHash": "{argon2}…",                // null for a guest
 *   "createdAt": "2026-12-01T12:00:00Z",
 *   "version": 3,                                // raised by every change of the account
 *   "tokens": [{"tokenId": "t1", "label": "my bot", "scopes": ["game:play"],
 *               "sha256": "…", "createdAt": "…", "expiresAt": null}],
 *   "guest": true                                // only for a guest
 * }
 * }</pre>
 *
 * <p>Readers ignore unknown members and unknown scopes (old readers survive new writers) and skip a
 * record of another {@code type}. {@code guest} is a new optional member: a record without it,
 * every record before guests existed, is a registered account.
 *
 * @param type {@link #TYPE}
 * @param schemaVersion {@link #SCHEMA_VERSION}
 * @param accountId the account's id (also the record key)
 * @param name the account's name, unique whatever its case
 * @param passwordHash Argon2id, {@code {argon2}}-prefixed; null for a guest
 * @param createdAt when the account was made
 * @param version raised by every change of the account
 * @param tokens the account's API tokens
 * @param guest {@code TRUE} for a guest's account, null for a registered one
 */
public record AccountRecord(
    String type,
    int schemaVersion,
    String accountId,
    String name,
    String passwordHash,
    Instant createdAt,
    long version,
    List<TokenEntry> tokens,
    Boolean guest) {

  public static final String TYPE = "AccountState";
  public static final int SCHEMA_VERSION = 1;

  public AccountRecord {
    tokens = tokens == null ? List.of() : List.copyOf(tokens);
  }

  /** Whether this is a guest's account. */
  public boolean isGuest() {
    return Boolean.TRUE.equals(guest);
  }

  /**
   * One API token: id, label, scopes by wire name (sorted), SHA-256 of the token text.
   *
   * @param expiresAt null for a token that does not expire
   */
  public record TokenEntry(
      String tokenId,
      String label,
      List<String> scopes,
      String sha256,
      Instant createdAt,
      Instant expiresAt) {

    public TokenEntry {
      scopes = scopes == null ? List.of() : List.copyOf(scopes);
    }
  }
}
