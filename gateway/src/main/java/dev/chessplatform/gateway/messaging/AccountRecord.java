package dev.chessplatform.gateway.messaging;

import com.fasterxml.jackson.annotation.JsonInclude;
import dev.chessplatform.gateway.domain.Account;
import dev.chessplatform.gateway.domain.ApiToken;
import dev.chessplatform.gateway.domain.Scope;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * The value of a {@code chess.accounts} record (key: account id): the full state of one account, so
 * compaction keeps exactly what a reader needs. Hashes only, never a password or token text.
 * Readers ignore unknown fields and unknown scopes (old readers survive new writers). {@code guest}
 * is written only for a guest's account (a new optional field: a record without it, every record
 * before guests existed, is a registered account, and a registered account's record is the same as
 * before).
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
    @JsonInclude(JsonInclude.Include.NON_NULL) Boolean guest) {

  public static final String TYPE = "AccountState";
  public static final int SCHEMA_VERSION = 1;

  /** One token: id, label, scopes by wire name, SHA-256 of the token text. */
  public record TokenEntry(
      String tokenId,
      String label,
      List<String> scopes,
      String sha256,
      Instant createdAt,
      Instant expiresAt) {}

  public static AccountRecord of(Account account) {
    return new AccountRecord(
        TYPE,
        SCHEMA_VERSION,
        account.accountId(),
        account.name(),
        account.passwordHash(),
        account.createdAt(),
        account.version(),
        account.tokens().stream()
            .map(
                t ->
                    new TokenEntry(
                        t.tokenId(),
                        t.label(),
                        t.scopes().stream().map(Scope::wireName).sorted().toList(),
                        t.secretHash(),
                        t.createdAt(),
                        t.expiresAt()))
            .toList(),
        account.guest() ? Boolean.TRUE : null);
  }

  public Account toAccount() {
    return new Account(
        accountId,
        name,
        passwordHash,
        createdAt,
        version,
        tokens == null
            ? List.of()
            : tokens.stream()
                .map(
                    t ->
                        new ApiToken(
                            t.tokenId(),
                            t.label(),
                            t.scopes().stream()
                                .map(Scope::fromWire)
                                .flatMap(Optional::stream)
                                .collect(Collectors.toSet()),
                            t.sha256(),
                            t.createdAt(),
                            t.expiresAt()))
                .toList(),
        Boolean.TRUE.equals(guest));
  }
}
