package dev.chessplatform.events.accounts;

import java.time.Instant;
import java.util.List;

/**
 * The value of a {@code chess.accounts} record (key: account id): the full state of one account, so
 * compaction keeps exactly what a reader needs. Written by the gateway, read by the gateway (its
 * account book) and by game-service (player names). Hashes only, never a password or token text.
 *
 * <p>Wire shape ({@link AccountRecordCodec}; every member written, {@code null} as {@code null},
 * except {@code guest} and {@code bot}, which only a guest's and a bot's record carry):
 *
 * <pre>{@code
 * {
 *   "type": "AccountState", "schemaVersion": 1,
 *   "accountId": "a1", "name": "alice",
 *   "passwordHash": "{argon2}…",                // null for a guest
 *   "createdAt": "2026-12-01T12:00:00Z",
 *   "version": 3,                                // raised by every change of the account
 *   "tokens": [{"tokenId": "t1", "label": "my bot", "scopes": ["game:play"],
 *               "sha256": "…", "createdAt": "…", "expiresAt": null,
 *               "kind": "personal",               // only when set; absent: personal
 *               "parentTokenId": "t0"}],         // only when set: the token that minted it
 *   "guest": true,                               // only for a guest
 *   "bot": true                                  // only for a bot account
 * }
 * }</pre>
 *
 * <p>Readers ignore unknown members and unknown scopes (old readers survive new writers) and skip a
 * record of another {@code type}. {@code guest} and {@code bot} are new optional members: a record
 * without {@code guest} (every record before guests existed) is a registered account, one without
 * {@code bot} (every record before bots, issue 32) is not a bot.
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
 * @param bot {@code TRUE} for a bot account (Lichess's BOT title: it plays people only by
 *     challenge; never undone), null for any other
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
    Boolean guest,
    Boolean bot) {

  public static final String TYPE = "AccountState";
  public static final int SCHEMA_VERSION = 1;

  public AccountRecord {
    tokens = tokens == null ? List.of() : List.copyOf(tokens);
  }

  /** Whether this is a guest's account. */
  public boolean isGuest() {
    return Boolean.TRUE.equals(guest);
  }

  /** Whether this is a bot account. */
  public boolean isBot() {
    return Boolean.TRUE.equals(bot);
  }

  /**
   * One API token: id, label, scopes by wire name (sorted), SHA-256 of the token text, and, written
   * only when set, its kind and the token that minted it.
   *
   * <p>{@code kind} and {@code parentTokenId} are new optional members (issue 51): a token without
   * {@code kind} (every token before them) is a {@code personal} one, and one without {@code
   * parentTokenId} was minted by no token (a login, a guest's start, an app's code, or a token
   * before them). Revoking a token revokes the tokens whose parent it is.
   *
   * @param expiresAt null for a token that does not expire
   * @param kind {@code login}, {@code personal}, {@code app} or {@code guest}; null: personal
   * @param parentTokenId the id of the token this one was minted with; null: none
   */
  public record TokenEntry(
      String tokenId,
      String label,
      List<String> scopes,
      String sha256,
      Instant createdAt,
      Instant expiresAt,
      String kind,
      String parentTokenId) {

    public TokenEntry {
      scopes = scopes == null ? List.of() : List.copyOf(scopes);
    }

    /** A token as written before {@code kind} and {@code parentTokenId}. */
    public TokenEntry(
        String tokenId,
        String label,
        List<String> scopes,
        String sha256,
        Instant createdAt,
        Instant expiresAt) {
      this(tokenId, label, scopes, sha256, createdAt, expiresAt, null, null);
    }
  }
}
