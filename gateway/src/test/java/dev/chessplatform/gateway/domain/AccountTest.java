package dev.chessplatform.gateway.domain;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

class AccountTest {

  private final Instant t0 = Instant.parse("2026-01-01T00:00:00Z");

  private ApiToken token(String id, Instant expires) {
    return new ApiToken(id, "l", Set.of(Scope.GAME_READ), "h", t0, expires);
  }

  @Test
  void everyChangeBumpsTheVersion() {
    Account a = Account.register("id", "Alice", "{argon2}x", t0);
    assertEquals(1, a.version());
    Account b = a.withToken(token("t1", null), t0);
    assertEquals(2, b.version());
    assertEquals(3, b.withoutToken("t1", t0).version());
  }

  @Test
  void aRevokedTokenIsGoneFromTheStateAndExpiredOnesArePruned() {
    Account a =
        Account.register("id", "Alice", "h", t0)
            .withToken(token("old", t0.plus(Duration.ofHours(1))), t0)
            .withToken(token("keep", null), t0)
            .withToken(token("drop", null), t0);
    Account later = a.withoutToken("drop", t0.plus(Duration.ofHours(2)));
    assertEquals(List.of("keep"), later.tokens().stream().map(ApiToken::tokenId).toList());
  }

  @Test
  void becomingABotIsAChangeThatKeepsTheTokens() {
    Account a = Account.register("id", "Alice", "h", t0).withToken(token("t1", null), t0);
    Account bot = a.asBot();
    assertTrue(bot.bot());
    assertEquals(a.version() + 1, bot.version());
    assertEquals(a.tokens(), bot.tokens());
    assertTrue(bot.withoutToken("t1", t0).bot());
  }

  @Test
  void aGuestsTokenAllowsWhatGuestsMayDoNowWhateverItWasIssuedWith() {
    ApiToken issuedBefore =
        new ApiToken("g1", "guest", Set.of(Scope.GAME_READ, Scope.GAME_COMPUTER), "h", t0, null);
    Account guest = Account.guest("id", "guest-3fa9c1", t0).withToken(issuedBefore, t0);
    assertEquals(Scope.guest(), guest.scopesOf(issuedBefore));
    assertTrue(guest.scopesOf(issuedBefore).contains(Scope.ENGINE_REVIEW));
    Account person = Account.register("id2", "Alice", "h", t0).withToken(issuedBefore, t0);
    assertEquals(issuedBefore.scopes(), person.scopesOf(issuedBefore));
  }

  @Test
  void namesAreUniqueWhateverTheirCase() {
    assertEquals(Account.nameKey("Alice"), Account.nameKey("aLICE"));
  }

  @Test
  void nameAndPasswordRulesNameTheFault() {
    assertTrue(Credentials.nameProblem("al").isPresent());
    assertTrue(Credentials.nameProblem("alice_1").isEmpty());
    assertTrue(Credentials.passwordProblem("1234567").isPresent());
    assertTrue(Credentials.passwordProblem("x".repeat(129)).isPresent());
    assertTrue(Credentials.passwordProblem("87654321x").isEmpty());
  }

  private ApiToken minted(String id, ApiToken.Kind kind, String parent, Instant at) {
    return new ApiToken(id, "l", Set.of(Scope.GAME_READ), "h", at, null, kind, parent);
  }

  @Test
  void revokingATokenRevokesEveryTokenMintedWithItAndNoOther() {
    Account a =
        Account.register("id", "Alice", "h", t0)
            .withToken(minted("root", ApiToken.Kind.LOGIN, null, t0), t0)
            .withToken(minted("child", ApiToken.Kind.PERSONAL, "root", t0), t0)
            .withToken(minted("grandchild", ApiToken.Kind.PERSONAL, "child", t0), t0)
            .withToken(minted("app", ApiToken.Kind.APP, null, t0), t0)
            .withToken(minted("other", ApiToken.Kind.PERSONAL, "app", t0), t0);
    assertEquals(
        List.of("root", "app", "other"),
        a.withoutToken("child", t0).tokens().stream().map(ApiToken::tokenId).toList());
    assertEquals(
        List.of("app", "other"),
        a.withoutToken("root", t0).tokens().stream().map(ApiToken::tokenId).toList());
  }

  @Test
  void loginTokensAreBoundedApartAndDoNotCountTowardTheCap() {
    Account a = Account.register("id", "Alice", "h", t0);
    a = a.withToken(minted("p", ApiToken.Kind.PERSONAL, null, t0), t0);
    for (int i = 0; i < 4; i++) {
      Instant at = t0.plusSeconds(i);
      a = a.withLogin(minted("l" + i, ApiToken.Kind.LOGIN, null, at), at, 3);
      a = a.withToken(minted("c" + i, ApiToken.Kind.PERSONAL, "l" + i, at), at);
    }
    assertEquals(
        List.of("p", "l1", "c1", "l2", "c2", "l3", "c3"),
        a.tokens().stream().map(ApiToken::tokenId).toList());
    assertEquals(4, a.countedTokens(t0));
  }
}
