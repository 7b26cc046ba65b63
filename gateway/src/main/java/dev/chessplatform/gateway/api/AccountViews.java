package dev.chessplatform.gateway.api;

import dev.chessplatform.gateway.application.Accounts;
import dev.chessplatform.gateway.domain.Account;
import dev.chessplatform.gateway.domain.ApiToken;
import dev.chessplatform.gateway.domain.Scope;
import java.time.Instant;
import java.util.List;

/** Request and response bodies of the accounts API. */
public final class AccountViews {

  private AccountViews() {}

  /** Body of registering and logging in. */
  public record CredentialsBody(String name, String password, List<String> scopes) {}

  /** Body of issuing a personal token; {@code expiresInDays} absent means it never expires. */
  public record NewTokenBody(String label, List<String> scopes, Integer expiresInDays) {}

  /** An account as its owner sees it: never a hash. */
  public record AccountView(String accountId, String name, Instant createdAt) {
    static AccountView of(Account account) {
      return new AccountView(account.accountId(), account.name(), account.createdAt());
    }
  }

  /** A token as its owner sees it in a list: never its text nor its hash. */
  public record TokenView(
      String tokenId, String label, List<String> scopes, Instant createdAt, Instant expiresAt) {
    static TokenView of(ApiToken token) {
      return new TokenView(
          token.tokenId(),
          token.label(),
          token.scopes().stream().map(Scope::wireName).sorted().toList(),
          token.createdAt(),
          token.expiresAt());
    }
  }

  /** A token just issued: the only time its text is shown. */
  public record IssuedTokenView(
      String accountId,
      String token,
      String tokenId,
      String label,
      List<String> scopes,
      Instant createdAt,
      Instant expiresAt) {
    static IssuedTokenView of(Accounts.Issued issued) {
      TokenView view = TokenView.of(issued.token());
      return new IssuedTokenView(
          issued.accountId(),
          issued.text(),
          view.tokenId(),
          view.label(),
          view.scopes(),
          view.createdAt(),
          view.expiresAt());
    }
  }
}
