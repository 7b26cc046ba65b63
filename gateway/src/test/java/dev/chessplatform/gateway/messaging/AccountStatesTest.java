package dev.chessplatform.gateway.messaging;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.chessplatform.events.accounts.AccountRecordCodec;
import dev.chessplatform.gateway.domain.Account;
import dev.chessplatform.gateway.domain.ApiToken;
import dev.chessplatform.gateway.domain.ApiToken.Kind;
import dev.chessplatform.gateway.domain.Scope;
import java.time.Instant;
import java.util.Set;
import org.junit.jupiter.api.Test;

class AccountStatesTest {

  private static final Instant T0 = Instant.parse("2026-12-01T12:00:00Z");

  private static Account read(String text) {
    return AccountStates.account(
        assertInstanceOf(AccountRecordCodec.Read.class, AccountRecordCodec.decode(text)).record());
  }

  private static String write(Account account) {
    return AccountRecordCodec.encode(AccountStates.record(account));
  }

  @Test
  void aRecordWrittenBeforeGuestsExistedIsARegisteredAccount() {
    String old =
        "{\"type\":\"AccountState\",\"schemaVersion\":1,\"accountId\":\"a1\",\"name\":\"alice\","
            + "\"passwordHash\":\"{argon2}x\",\"createdAt\":\"2026-12-01T12:00:00Z\","
            + "\"version\":1,\"tokens\":[]}";
    assertFalse(read(old).guest());
  }

  @Test
  void aRegisteredAccountsRecordCarriesNoGuestMember() {
    Account alice = Account.register("a1", "alice", "{argon2}x", T0);
    assertFalse(write(alice).contains("guest"));
  }

  @Test
  void aGuestsRecordSaysSoAndReadsBackAsAGuest() {
    Account guest = Account.guest("g1", "guest-3fa9c1", T0);
    String text = write(guest);
    assertTrue(text.contains("\"guest\":true"), text);
    assertEquals(guest, read(text));
  }

  @Test
  void aBotsRecordSaysSoAndReadsBackAsABotWhileOthersCarryNoBotMember() {
    Account bot = Account.register("b1", "stockfish_bot", "{argon2}y", T0).asBot();
    String text = write(bot);
    assertTrue(text.endsWith(",\"bot\":true}"), text);
    assertEquals(bot, read(text));
    assertTrue(read(text).bot());
    assertFalse(write(Account.guest("g1", "guest-3fa9c1", T0)).contains("\"bot\""));
    assertFalse(read(write(Account.register("a1", "alice", "{argon2}x", T0))).bot());
  }

  @Test
  void tokensKeepTheirScopesSortedByWireNameAndAScopeOfANewerWriterIsDropped() {
    ApiToken token =
        new ApiToken("t1", "my bot", Set.of(Scope.values()), "n4bQ", T0, T0.plusSeconds(60));
    Account alice = Account.register("a1", "alice", "{argon2}x", T0).withToken(token, T0);
    String text = write(alice);
    assertEquals(alice, read(text));
    String newer = text.replace("\"scopes\":[", "\"scopes\":[\"board:stream\",");
    assertEquals(alice, read(newer));
  }

  @Test
  void aTokensKindAndParentAreWrittenAndATokenWithoutThemReadsAsAPersonalRoot() {
    ApiToken login =
        new ApiToken("t0", "login", Set.of(Scope.GAME_READ), "aGFz", T0, null, Kind.LOGIN, null);
    ApiToken child =
        new ApiToken("t1", "bot", Set.of(Scope.GAME_READ), "n4bQ", T0, null, Kind.PERSONAL, "t0");
    Account alice =
        Account.register("a1", "alice", "{argon2}x", T0).withToken(login, T0).withToken(child, T0);
    String text = write(alice);
    assertTrue(text.contains("\"kind\":\"login\"}"), text);
    assertTrue(text.contains("\"kind\":\"personal\",\"parentTokenId\":\"t0\"}"), text);
    assertEquals(alice, read(text));
    ApiToken old = read(text.replace(",\"kind\":\"login\"", "")).tokens().get(0);
    assertEquals(Kind.PERSONAL, old.kind());
    assertEquals(null, old.parentTokenId());
  }
}
