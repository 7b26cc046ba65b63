package dev.chessplatform.gateway.application;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.chessplatform.gateway.domain.Account;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;

class AccountBookTest {

  private final Instant t0 = Instant.parse("2026-01-01T00:00:00Z");

  private final Account first = Account.register("b-first", "Alice", "h", t0);
  private final Account second = Account.register("a-second", "ALICE", "h", t0.plusSeconds(1));

  @Test
  void twoAccountsOfOneNameInTheTopicGiveItToTheEarlierWhateverTheOrderRead() {
    for (List<Account> order : List.of(List.of(first, second), List.of(second, first))) {
      AccountBook book = new AccountBook();
      order.forEach(book::apply);
      assertEquals("b-first", book.byName("alice").orElseThrow().accountId(), order.toString());
      assertEquals(List.of(first), book.nameHolders());
    }
  }

  @Test
  void aLaterVersionOfTheLaterAccountDoesNotTakeTheName() {
    AccountBook book = new AccountBook();
    book.apply(first);
    book.apply(second);
    book.apply(second.withPasswordHash("h2"));
    assertEquals("b-first", book.byName("Alice").orElseThrow().accountId());
  }

  @Test
  void onATieOfCreationTheSmallerIdHoldsTheName() {
    Account sameTime = Account.register("a-same-time", "alice", "h", t0);
    for (List<Account> order : List.of(List.of(first, sameTime), List.of(sameTime, first))) {
      AccountBook book = new AccountBook();
      order.forEach(book::apply);
      assertEquals("a-same-time", book.byName("alice").orElseThrow().accountId());
    }
  }
}
