package dev.chessplatform.gateway.application;

import dev.chessplatform.gateway.application.AccountRefused.AccountsUnavailable;
import dev.chessplatform.gateway.application.AccountRefused.ScopesBeyondCaller;
import dev.chessplatform.gateway.application.AccountRefused.TooManyTokens;
import dev.chessplatform.gateway.application.AccountRefused.UnknownToken;
import dev.chessplatform.gateway.application.AuthorizationCodes.Redemption;
import dev.chessplatform.gateway.config.OAuthConfig;
import dev.chessplatform.gateway.domain.AuthorizationCode;
import dev.chessplatform.gateway.domain.AuthorizationRequest;
import dev.chessplatform.gateway.domain.OAuthError;
import dev.chessplatform.gateway.domain.Scope;
import dev.chessplatform.gateway.domain.TokenRequest;
import jakarta.enterprise.context.ApplicationScoped;
import java.net.URI;
import java.security.SecureRandom;
import java.time.Clock;
import java.time.Duration;
import java.util.Base64;
import java.util.Set;
import java.util.function.Supplier;

/**
 * The OAuth 2.0 authorization code grant with PKCE for third-party apps (RFC 6749 §4.1, RFC 7636):
 * a signed-in person approves an app's request and gets a code for the app; the app trades the code
 * and its verifier for a token of the person's account with exactly the consented scopes, labelled
 * with the app's {@code client_id} (so it is in the person's token list, and revoked like any
 * other). Codes live in {@link AuthorizationCodes}, which every gateway shares.
 */
@ApplicationScoped
public class OAuthGrants {

  /** 256 random bits, like a token's secret: nothing to guess in a code's short life. */
  private static final int CODE_BYTES = 32;

  /** Lichess's codes start {@code liu_}; ours say what they are too. */
  static final String CODE_PREFIX = "chess_code_";

  private static final SecureRandom RANDOM = new SecureRandom();

  private final Accounts accounts;
  private final AuthorizationCodes codes;
  private final OAuthConfig config;
  private final Clock clock;

  public OAuthGrants(Accounts accounts, AuthorizationCodes codes, OAuthConfig config, Clock clock) {
    this.accounts = accounts;
    this.codes = codes;
    this.config = config;
    this.clock = clock;
  }

  /**
   * The person {@code accountId}, signed in with a token allowing {@code callerScopes}, approves
   * {@code request}: a new code, stored, and the URI to send the browser to. A token cannot allow
   * more than the one that approves it.
   */
  public URI approve(String accountId, Set<Scope> callerScopes, AuthorizationRequest request) {
    if (!callerScopes.containsAll(request.scopes())) {
      throw new AccountRefused(new ScopesBeyondCaller());
    }
    byte[] secret = new byte[CODE_BYTES];
    RANDOM.nextBytes(secret);
    String code = CODE_PREFIX + Base64.getUrlEncoder().withoutPadding().encodeToString(secret);
    AuthorizationCode stored =
        new AuthorizationCode(
            TokenCodec.hash(code),
            request.clientId(),
            request.redirectUri(),
            request.codeChallenge(),
            accountId,
            request.scopes(),
            clock.instant().plus(config.codeTtl()));
    stored(
        () -> {
          codes.save(stored);
          return stored;
        });
    return request.redirectWithCode(code);
  }

  /**
   * Trades a code for a token. Whatever the outcome, the code is spent: a second request with it is
   * refused and revokes the token the first one got (RFC 6749 §4.1.2: a code used twice may have
   * been stolen).
   */
  public Accounts.Issued redeem(TokenRequest request) {
    String hash = TokenCodec.hash(request.code());
    Redemption redemption =
        stored(() -> codes.redeem(hash))
            .orElseThrow(() -> invalidGrant("The code is unknown or has expired"));
    AuthorizationCode code = redemption.code();
    if (redemption.reused()) {
      redemption.tokenId().ifPresent(tokenId -> revokeIfActive(code.accountId(), tokenId));
      throw invalidGrant("The code has been used already; the token issued with it is revoked");
    }
    code.refusal(request, clock.instant())
        .ifPresent(
            why -> {
              throw invalidGrant(why);
            });
    Accounts.Issued issued;
    try {
      issued = accounts.issueApp(code.accountId(), code.clientId(), code.scopes(), tokenTtl());
    } catch (AccountRefused e) {
      if (e.refusal() instanceof TooManyTokens t) {
        throw invalidGrant("The account holds " + t.max() + " tokens; it must revoke one first");
      }
      throw e;
    }
    if (stored(() -> codes.issued(hash, issued.token().tokenId()))) {
      revokeIfActive(code.accountId(), issued.token().tokenId());
      throw invalidGrant("The code has been used twice; the token issued with it is revoked");
    }
    return issued;
  }

  /** How long an app's token lasts, its {@code expires_in}. */
  public Duration tokenTtl() {
    return config.tokenTtl();
  }

  private void revokeIfActive(String accountId, String tokenId) {
    try {
      accounts.revoke(accountId, tokenId);
    } catch (AccountRefused e) {
      // UnknownToken: revoked already, by the other of two requests or by the person
      if (!(e.refusal() instanceof UnknownToken)) {
        throw e;
      }
    }
  }

  private static OAuthRefused invalidGrant(String description) {
    return new OAuthRefused(OAuthError.INVALID_GRANT, description);
  }

  private static <T> T stored(Supplier<T> call) {
    try {
      return call.get();
    } catch (AuthorizationCodes.Unavailable e) {
      throw new AccountRefused(new AccountsUnavailable(), e);
    }
  }
}
