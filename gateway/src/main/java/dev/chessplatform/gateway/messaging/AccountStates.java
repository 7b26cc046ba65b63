package dev.chessplatform.gateway.messaging;

import dev.chessplatform.events.accounts.AccountRecord;
import dev.chessplatform.events.accounts.AccountRecord.TokenEntry;
import dev.chessplatform.gateway.domain.Account;
import dev.chessplatform.gateway.domain.ApiToken;
import dev.chessplatform.gateway.domain.Scope;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * An {@link Account} as the contract's {@link AccountRecord} of {@code chess.accounts}, and back:
 * scopes by wire name (sorted, so equal accounts write equal bytes), the token's hash only, {@code
 * guest} only for a guest, {@code bot} only for a bot, each token's kind and parent (a token
 * without a kind, written before them, is personal). Reading drops the scopes this gateway does not
 * know (a newer writer's).
 */
public final class AccountStates {

  private AccountStates() {}

  public static AccountRecord record(Account account) {
    return new AccountRecord(
        AccountRecord.TYPE,
        AccountRecord.SCHEMA_VERSION,
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
                        t.expiresAt(),
                        t.kind().wireName(),
                        t.parentTokenId()))
            .toList(),
        account.guest() ? Boolean.TRUE : null,
        account.bot() ? Boolean.TRUE : null);
  }

  public static Account account(AccountRecord r) {
    return new Account(
        r.accountId(),
        r.name(),
        r.passwordHash(),
        r.createdAt(),
        r.version(),
        r.tokens().stream()
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
                        t.expiresAt(),
                        ApiToken.Kind.fromWire(t.kind()),
                        t.parentTokenId()))
            .toList(),
        r.isGuest(),
        r.isBot());
  }
}
