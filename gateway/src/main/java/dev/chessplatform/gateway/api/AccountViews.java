package dev.chessplatform.gateway.api;

import dev.chessplatform.gateway.application.Accounts;
import dev.chessplatform.gateway.domain.Account;
import dev.chessplatform.gateway.domain.ApiToken;
import dev.chessplatform.gateway.domain.Credentials;
import dev.chessplatform.gateway.domain.Scope;
import java.time.Instant;
import java.util.List;
import org.eclipse.microprofile.openapi.annotations.enums.SchemaType;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

/** Request and response bodies of the accounts API. */
public final class AccountViews {

  private AccountViews() {}

  /**
   * The scope names of the document: the wire names of {@link Scope}, as one named enum schema
   * ({@code AccountViewsTest} keeps the two equal). The records keep strings, so an unknown scope
   * is answered with a 400 that names it rather than a generic parse error.
   */
  @Schema(
      name = "Scope",
      type = SchemaType.STRING,
      enumeration = {
        "game:play",
        "game:read",
        "game:computer",
        "engine:use",
        "engine:review",
        "account:read",
        "account:write",
        "bot:play",
        "board:play"
      },
      description =
          "What a token allows: game:play (moves, offers, seeks, hints), game:read (read games and"
              + " ratings), game:computer (a guest's: play unrated games against the computer:"
              + " create them, move, hint, undo, resign, abort), engine:use (the engine API),"
              + " engine:review (a guest's: the engine for the after-game review, within"
              + " engine-service's caps; an app cannot ask for it),"
              + " account:read, account:write (tokens), bot:play and board:play (the Lichess-compatible"
              + " Bot and Board API, for software written for Lichess)")
  public static final class ScopeName {
    private ScopeName() {}
  }

  /** Body of registering and logging in. */
  @Schema(
      name = "Credentials",
      description = "A name and a password; on login, optionally the scopes the token should hold")
  public record CredentialsBody(
      @Schema(
              required = true,
              description = "3 to 32 letters, digits, '_' or '-'; unique whatever its case",
              pattern = Credentials.NAME_PATTERN,
              example = "alice")
          String name,
      @Schema(required = true, description = "8 to 128 bytes", example = "correct horse battery")
          String password,
      @Schema(
              type = SchemaType.ARRAY,
              implementation = ScopeName.class,
              description =
                  "Login only: the scopes of the session token (all when absent or empty)")
          List<String> scopes) {}

  /**
   * Body of issuing a personal token; {@code expiresInDays} absent means as long as the calling
   * token, or without end when the account's password is given too (issue 51).
   */
  @Schema(name = "NewToken", description = "A personal token to issue")
  public record NewTokenBody(
      @Schema(required = true, description = "A name you will recognise", example = "my bot")
          String label,
      @Schema(
              required = true,
              type = SchemaType.ARRAY,
              implementation = ScopeName.class,
              description = "At least one; none wider than the calling token's")
          List<String> scopes,
      @Schema(
              description =
                  "1 to 366. Without password: cut to the calling token's expiry, and absent"
                      + " means until the calling token expires (never only if it never does)."
                      + " With password: as asked, and absent means never",
              example = "30",
              minimum = "1",
              maximum = "366")
          Integer expiresInDays,
      @Schema(
              description =
                  "The account's password, asked again: the token is then made by the"
                      + " password, not by the calling token, so it may outlive the calling"
                      + " token and is not revoked with it (a bot's long-lived token). Checked"
                      + " and throttled as a login is: a wrong one is 401 invalid-credentials",
              writeOnly = true)
          String password) {}

  /** An account as its owner sees it: never a hash. */
  @Schema(name = "Account", description = "An account as its owner sees it")
  public record AccountView(
      @Schema(required = true, description = "The account's id: the player id of every game")
          String accountId,
      @Schema(required = true) String name,
      @Schema(required = true, implementation = String.class, format = "date-time")
          Instant createdAt) {
    static AccountView of(Account account) {
      return new AccountView(account.accountId(), account.name(), account.createdAt());
    }
  }

  /** A token as its owner sees it in a list: never its text nor its hash. */
  @Schema(name = "Token", description = "A working token, without its secret")
  public record TokenView(
      @Schema(required = true) String tokenId,
      @Schema(required = true) String label,
      @Schema(required = true, type = SchemaType.ARRAY, implementation = ScopeName.class)
          List<String> scopes,
      @Schema(required = true, implementation = String.class, format = "date-time")
          Instant createdAt,
      @Schema(
              description = "Absent: never expires",
              implementation = String.class,
              format = "date-time")
          Instant expiresAt) {
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
  @Schema(
      name = "IssuedToken",
      description = "A token just issued: its text is shown only in this answer")
  public record IssuedTokenView(
      @Schema(required = true) String accountId,
      @Schema(
              required = true,
              description = "Send it as 'Authorization: Bearer <token>'",
              example = "chess_9a0b1c2d3e4f5061_Zm9vYmFyYmF6cXV4Zm9vYmFyYmF6cXV4Zm9vYmFyYmF")
          String token,
      @Schema(required = true) String tokenId,
      @Schema(required = true) String label,
      @Schema(required = true, type = SchemaType.ARRAY, implementation = ScopeName.class)
          List<String> scopes,
      @Schema(required = true, implementation = String.class, format = "date-time")
          Instant createdAt,
      @Schema(
              description = "Absent: never expires",
              implementation = String.class,
              format = "date-time")
          Instant expiresAt,
      @Schema(
              required = true,
              description =
                  "The account's name, as games show it; a guest's is generated (guest-3fa9c1)",
              example = "alice")
          String name) {
    static IssuedTokenView of(Accounts.Issued issued) {
      TokenView view = TokenView.of(issued.token());
      return new IssuedTokenView(
          issued.accountId(),
          issued.text(),
          view.tokenId(),
          view.label(),
          view.scopes(),
          view.createdAt(),
          view.expiresAt(),
          issued.name());
    }
  }
}
