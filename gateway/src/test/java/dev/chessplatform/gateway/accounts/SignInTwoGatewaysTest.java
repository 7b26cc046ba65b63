package dev.chessplatform.gateway.accounts;

import static dev.chessplatform.gateway.accounts.SignInGateways.RIGHT;
import static dev.chessplatform.gateway.accounts.SignInGateways.WRONG;
import static dev.chessplatform.gateway.accounts.SignInGateways.attempt;
import static dev.chessplatform.gateway.application.SignInThrottle.ACCOUNT_LIMIT;
import static dev.chessplatform.gateway.application.SignInThrottle.ADDRESS_LIMIT;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.chessplatform.events.accounts.AccountRecordCodec;
import dev.chessplatform.gateway.TestAccounts;
import dev.chessplatform.gateway.application.AccountRefused.SignInsThrottled;
import dev.chessplatform.gateway.application.AccountRefused.WrongCredentials;
import dev.chessplatform.gateway.application.Accounts;
import dev.chessplatform.gateway.application.PasswordHasher;
import dev.chessplatform.gateway.domain.Account;
import dev.chessplatform.gateway.messaging.AccountLog;
import dev.chessplatform.gateway.messaging.AccountStates;
import dev.chessplatform.testsupport.KafkaProbe;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.springframework.security.crypto.argon2.Argon2PasswordEncoder;
import org.springframework.security.crypto.bcrypt.BCryptPasswordEncoder;

/**
 * Failed sign-ins throttled through two gateways against the one real store ({@link
 * SignInGateways}): as if one gateway got every guess, without locking the person out where they
 * signed in before, and the same for a name without an account.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class SignInTwoGatewaysTest {

  private SignInGateways g;

  @BeforeAll
  void start() {
    g = new SignInGateways();
  }

  @AfterAll
  void stop() {
    if (g != null) {
      g.close();
    }
  }

  @Test
  void guessesAlternatedBetweenTheGatewaysAreThrottledAsIfOneGotThemAll() {
    String victim = g.registered("victim");
    List<Object> answers = new ArrayList<>();
    for (int guess = 0; guess < 9; guess++) {
      Accounts through = (guess % 2 == 0 ? g.a : g.b).accounts;
      Object answer = attempt(through, victim, WRONG, g.freshAddress());
      answers.add(answer);
      if (answer instanceof SignInsThrottled t) {
        assertEquals(ACCOUNT_LIMIT, t.limit());
        assertEquals(answer, attempt(through, victim, RIGHT, g.freshAddress()), "no oracle");
        g.clock.advance(Duration.ofSeconds(t.retryAfterSeconds()));
      }
    }
    // 5 free, then each wrong guess doubles the wait: 1, 2, 4 s; a throttled try is no guess.
    assertEquals(
        List.of(
            wrong(),
            wrong(),
            wrong(),
            wrong(),
            wrong(),
            throttled(1),
            wrong(),
            throttled(2),
            wrong()),
        answers);
    Object atOnce = attempt(g.a.accounts, victim, RIGHT, "198.51.100.9");
    assertEquals(throttled(4), atOnce, "from a new address the person waits too");
    g.clock.advance(Duration.ofSeconds(4));
    assertInstanceOf(Accounts.Issued.class, attempt(g.b.accounts, victim, RIGHT, "198.51.100.9"));
    assertEquals(wrong(), attempt(g.a.accounts, victim, WRONG, g.freshAddress()), "counts reset");
  }

  @Test
  void aStrangersGuessesDoNotLockThePersonOutWhereTheySignedInBefore() {
    String person = g.registered("person");
    String home = "203.0.113.77";
    assertInstanceOf(Accounts.Issued.class, attempt(g.a.accounts, person, RIGHT, home));
    for (int guess = 0; guess < 7; guess++) { // from many addresses: only the account's limit binds
      attempt(guess % 2 == 0 ? g.a.accounts : g.b.accounts, person, WRONG, g.freshAddress());
    }
    assertEquals(throttled(1), attempt(g.b.accounts, person, RIGHT, g.freshAddress()));
    assertEquals(wrong(), attempt(g.a.accounts, person, WRONG, home), "a typo at home: no wait");
    assertInstanceOf(Accounts.Issued.class, attempt(g.b.accounts, person, RIGHT, home));
    assertEquals(wrong(), attempt(g.a.accounts, person, WRONG, g.freshAddress()), "counts reset");
  }

  @Test
  void oneAddressGuessingOverThreeAccountsIsHeldByItsOwnLimit() {
    List<String> names =
        List.of(g.registered("x"), g.registered("y"), "nobody-" + UUID.randomUUID());
    String address = g.freshAddress();
    for (int guess = 0; guess < 20; guess++) { // 6-7 per name: account waits in between
      Object answer = attempt(g.a.accounts, names.get(guess % 3), WRONG, address);
      if (answer instanceof SignInsThrottled t) {
        assertEquals(ACCOUNT_LIMIT, t.limit(), "guess " + guess);
        g.clock.advance(Duration.ofSeconds(t.retryAfterSeconds()));
        answer = attempt(g.a.accounts, names.get(guess % 3), WRONG, address);
      }
      assertEquals(wrong(), answer, "guess " + guess);
    }
    SignInsThrottled held =
        assertInstanceOf(
            SignInsThrottled.class, attempt(g.b.accounts, g.registered("z"), RIGHT, address));
    assertEquals(new SignInsThrottled(ADDRESS_LIMIT, 1), held);
  }

  /**
   * A success leaves the address's tally as it was: successes of the people behind one address (a
   * NAT) do not hold it, and an attacker who signs in to an account of their own between guesses
   * buys no guess with it.
   */
  @Test
  void aSuccessIsNeutralToTheAddressesTally() {
    String own = g.registered("own");
    String address = g.freshAddress();
    for (int guess = 0; guess < 20; guess++) {
      assertEquals(wrong(), attempt(g.a.accounts, "spray-" + guess, WRONG, address));
    }
    assertEquals(
        new SignInsThrottled(ADDRESS_LIMIT, 1), attempt(g.b.accounts, own, RIGHT, address));
    g.clock.advance(Duration.ofSeconds(1));
    for (int success = 0; success < 3; success++) {
      assertInstanceOf(Accounts.Issued.class, attempt(g.b.accounts, own, RIGHT, address));
    }
    assertEquals(wrong(), attempt(g.a.accounts, "spray-20", WRONG, address), "the 21st failure");
    assertEquals(
        new SignInsThrottled(ADDRESS_LIMIT, 2),
        attempt(g.a.accounts, own, RIGHT, address),
        "the wait doubled as if the successes had not been");
  }

  /** Many people behind one address (a NAT, a load test) signing in at once through both. */
  @Test
  void peopleSigningInAtOnceFromOneAddressDoNotHoldItUp() throws Exception {
    List<String> people = new ArrayList<>();
    for (int i = 0; i < 24; i++) {
      people.add(g.registered("nat"));
    }
    String address = g.freshAddress();
    ExecutorService threads = Executors.newFixedThreadPool(8);
    try {
      List<Future<Object>> answers = new ArrayList<>();
      for (int i = 0; i < people.size(); i++) {
        Accounts through = (i % 2 == 0 ? g.a : g.b).accounts;
        String person = people.get(i);
        answers.add(threads.submit(() -> attempt(through, person, RIGHT, address)));
      }
      for (Future<Object> answer : answers) {
        assertInstanceOf(Accounts.Issued.class, answer.get());
      }
    } finally {
      threads.shutdownNow();
    }
    for (int guess = 0; guess < 20; guess++) { // the address's free failures are all still there
      assertEquals(wrong(), attempt(g.a.accounts, people.get(guess), WRONG, address), "" + guess);
    }
    assertEquals(
        new SignInsThrottled(ADDRESS_LIMIT, 1),
        attempt(g.b.accounts, people.get(20), RIGHT, address));
  }

  /** Names are counted whether or not they have an account, so the answers do not tell. */
  @Test
  void anUnknownNameIsAnsweredAsAKnownOne() {
    String known = g.registered("known");
    String unknown = "unknown-" + UUID.randomUUID().toString().substring(0, 8);
    for (int guess = 0; guess < 7; guess++) {
      String address = g.freshAddress();
      assertEquals(
          attempt(g.a.accounts, known, WRONG, address),
          attempt(g.b.accounts, unknown, WRONG, g.freshAddress()));
    }
  }

  /**
   * A hash of an older setting (Spring 5.8's Argon2id at 16 MiB, bcrypt) is replaced with one at
   * OWASP's setting when its owner signs in, through a gateway with the real hasher.
   */
  @Test
  void anOldHashIsReplacedAtTheNextSuccessfulLogin() {
    PasswordHasher real = new PasswordHasher();
    String[] old = {
      "{argon2}" + Argon2PasswordEncoder.defaultsForSpringSecurity_v5_8().encode(RIGHT),
      "{bcrypt}" + new BCryptPasswordEncoder(10).encode(RIGHT)
    };
    try (HandBuiltGateway c = g.another(real)) {
      for (String hash : old) {
        Account account =
            Account.register(
                UUID.randomUUID().toString(), TestAccounts.uniqueName("old"), hash, Instant.now());
        KafkaProbe.send(
            AccountLog.TOPIC,
            account.accountId(),
            AccountRecordCodec.encode(AccountStates.record(account)));
        assertTrue(real.needsUpgrade(hash));
        assertEquals(
            wrong(),
            attempt(c.accounts, account.name(), WRONG, g.freshAddress()),
            "not on a failure");
        assertEquals(hash, c.book.byName(account.name()).orElseThrow().passwordHash());
        assertInstanceOf(
            Accounts.Issued.class, attempt(c.accounts, account.name(), RIGHT, g.freshAddress()));
        String now = c.book.byName(account.name()).orElseThrow().passwordHash();
        assertTrue(now.startsWith("{argon2}$argon2id$v=19$m=19456,t=2,p=1$"), now);
        assertTrue(real.matches(RIGHT, now));
        assertFalse(real.needsUpgrade(now));
      }
    }
  }

  private static WrongCredentials wrong() {
    return new WrongCredentials();
  }

  private static SignInsThrottled throttled(long seconds) {
    return new SignInsThrottled(ACCOUNT_LIMIT, seconds);
  }
}
