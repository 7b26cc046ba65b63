package dev.chessplatform.gateway.accounts;

import static dev.chessplatform.gateway.application.SignInThrottle.ACCOUNT_LIMIT;
import static dev.chessplatform.gateway.application.SignInThrottle.ADDRESS_LIMIT;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.chessplatform.events.accounts.AccountRecordCodec;
import dev.chessplatform.gateway.TestAccounts;
import dev.chessplatform.gateway.application.AccountRefused;
import dev.chessplatform.gateway.application.AccountRefused.SignInsThrottled;
import dev.chessplatform.gateway.application.AccountRefused.WrongCredentials;
import dev.chessplatform.gateway.application.Accounts;
import dev.chessplatform.gateway.application.PasswordHasher;
import dev.chessplatform.gateway.config.SignInConfig;
import dev.chessplatform.gateway.domain.Account;
import dev.chessplatform.gateway.domain.FailedSignIns;
import dev.chessplatform.gateway.domain.FailedSignIns.Tally;
import dev.chessplatform.gateway.messaging.AccountLog;
import dev.chessplatform.gateway.messaging.AccountStates;
import dev.chessplatform.testsupport.KafkaProbe;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.IntFunction;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.springframework.security.crypto.argon2.Argon2PasswordEncoder;
import org.springframework.security.crypto.bcrypt.BCryptPasswordEncoder;

/**
 * Failed sign-ins throttled through two gateways (A and B, {@link HandBuiltGateway}) against the
 * one real store, with the defaults of {@code gateway.sign-in}: 5 free failures per account, 20 per
 * address, then a wait doubling from 1 s to 60 s (account) or 5 min (address). Their clock is the
 * test's, moved on instead of waited for.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class SignInTwoGatewaysTest {

  private static final String RIGHT = TestAccounts.PASSWORD;
  private static final String WRONG = "not the password";

  private final String database = "gateway-sign-in-" + UUID.randomUUID().toString().substring(0, 8);
  private final SteppedClock clock = new SteppedClock();
  private HandBuiltGateway a;
  private HandBuiltGateway b;
  private int addresses;

  @BeforeAll
  void start() {
    a = new HandBuiltGateway(database, clock, HandBuiltGateway.HASHER).start();
    b = new HandBuiltGateway(database, clock, HandBuiltGateway.HASHER).start();
  }

  @AfterAll
  void stop() {
    for (HandBuiltGateway g : new HandBuiltGateway[] {a, b}) {
      if (g != null) {
        g.close();
      }
    }
  }

  @Test
  void guessesAlternatedBetweenTheGatewaysAreThrottledAsIfOneGotThemAll() {
    String victim = registered("victim");
    List<Object> answers = new ArrayList<>();
    for (int guess = 0; guess < 9; guess++) {
      Accounts through = (guess % 2 == 0 ? a : b).accounts;
      Object answer = attempt(through, victim, WRONG, freshAddress());
      answers.add(answer);
      if (answer instanceof SignInsThrottled t) {
        assertEquals(ACCOUNT_LIMIT, t.limit());
        assertEquals(answer, attempt(through, victim, RIGHT, freshAddress()), "no oracle");
        clock.advance(Duration.ofSeconds(t.retryAfterSeconds()));
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
    Object atOnce = attempt(a.accounts, victim, RIGHT, "198.51.100.9");
    assertEquals(throttled(4), atOnce, "from a new address the person waits too");
    clock.advance(Duration.ofSeconds(4));
    assertInstanceOf(Accounts.Issued.class, attempt(b.accounts, victim, RIGHT, "198.51.100.9"));
    assertEquals(wrong(), attempt(a.accounts, victim, WRONG, freshAddress()), "counts reset");
  }

  @Test
  void aStrangersGuessesDoNotLockThePersonOutWhereTheySignedInBefore() {
    String person = registered("person");
    String home = "203.0.113.77";
    assertInstanceOf(Accounts.Issued.class, attempt(a.accounts, person, RIGHT, home));
    for (int guess = 0; guess < 7; guess++) { // from many addresses: only the account's limit binds
      attempt(guess % 2 == 0 ? a.accounts : b.accounts, person, WRONG, freshAddress());
    }
    assertEquals(throttled(1), attempt(b.accounts, person, RIGHT, freshAddress()));
    assertEquals(wrong(), attempt(a.accounts, person, WRONG, home), "a typo at home: no wait");
    assertInstanceOf(Accounts.Issued.class, attempt(b.accounts, person, RIGHT, home));
    assertEquals(wrong(), attempt(a.accounts, person, WRONG, freshAddress()), "counts reset");
  }

  @Test
  void oneAddressGuessingOverThreeAccountsIsHeldByItsOwnLimit() {
    List<String> names = List.of(registered("x"), registered("y"), "nobody-" + addresses);
    String address = freshAddress();
    for (int guess = 0; guess < 20; guess++) { // 6-7 per name: account waits in between
      Object answer = attempt(a.accounts, names.get(guess % 3), WRONG, address);
      if (answer instanceof SignInsThrottled t) {
        assertEquals(ACCOUNT_LIMIT, t.limit(), "guess " + guess);
        clock.advance(Duration.ofSeconds(t.retryAfterSeconds()));
        answer = attempt(a.accounts, names.get(guess % 3), WRONG, address);
      }
      assertEquals(wrong(), answer, "guess " + guess);
    }
    SignInsThrottled held =
        assertInstanceOf(
            SignInsThrottled.class, attempt(b.accounts, registered("z"), RIGHT, address));
    assertEquals(new SignInsThrottled(ADDRESS_LIMIT, 1), held);
  }

  /**
   * A success leaves the address's tally as it was: successes of the people behind one address (a
   * NAT) do not hold it, and an attacker who signs in to an account of their own between guesses
   * buys no guess with it.
   */
  @Test
  void aSuccessIsNeutralToTheAddressesTally() {
    String own = registered("own");
    String address = freshAddress();
    for (int guess = 0; guess < 20; guess++) {
      assertEquals(wrong(), attempt(a.accounts, "spray-" + guess, WRONG, address));
    }
    assertEquals(new SignInsThrottled(ADDRESS_LIMIT, 1), attempt(b.accounts, own, RIGHT, address));
    clock.advance(Duration.ofSeconds(1));
    for (int success = 0; success < 3; success++) {
      assertInstanceOf(Accounts.Issued.class, attempt(b.accounts, own, RIGHT, address));
    }
    assertEquals(wrong(), attempt(a.accounts, "spray-20", WRONG, address), "the 21st failure");
    assertEquals(
        new SignInsThrottled(ADDRESS_LIMIT, 2),
        attempt(a.accounts, own, RIGHT, address),
        "the wait doubled as if the successes had not been");
  }

  /**
   * Guesses let go at once through both gateways: the slots are claimed by conditional writes, so
   * no more than the free failures get their password checked before the wait starts.
   */
  @Test
  void guessesRacingThroughBothGatewaysCannotSpendOneSlotTwice() throws Exception {
    String victim = registered("raced");
    int racers = 16;
    List<String> from = new ArrayList<>();
    for (int i = 0; i < racers; i++) {
      from.add(freshAddress());
    }
    ExecutorService threads = Executors.newFixedThreadPool(racers);
    try {
      CountDownLatch go = new CountDownLatch(1);
      List<Future<Object>> answers = new ArrayList<>();
      for (int i = 0; i < racers; i++) {
        Accounts through = (i % 2 == 0 ? a : b).accounts;
        String address = from.get(i);
        answers.add(
            threads.submit(
                () -> {
                  go.await();
                  return attempt(through, victim, WRONG, address);
                }));
      }
      go.countDown();
      int checked = 0;
      for (Future<Object> answer : answers) {
        Object refusal = answer.get();
        if (refusal instanceof WrongCredentials) {
          checked++;
        } else {
          assertEquals(ACCOUNT_LIMIT, assertInstanceOf(SignInsThrottled.class, refusal).limit());
        }
      }
      assertTrue(checked >= 1 && checked <= 5, checked + " passwords checked of " + racers);
    } finally {
      threads.shutdownNow();
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
    try (HandBuiltGateway c = new HandBuiltGateway(database, clock, real).start()) {
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
            attempt(c.accounts, account.name(), WRONG, freshAddress()),
            "not on a failure");
        assertEquals(hash, c.book.byName(account.name()).orElseThrow().passwordHash());
        assertInstanceOf(
            Accounts.Issued.class, attempt(c.accounts, account.name(), RIGHT, freshAddress()));
        String now = c.book.byName(account.name()).orElseThrow().passwordHash();
        assertTrue(now.startsWith("{argon2}$argon2id$v=19$m=19456,t=2,p=1$"), now);
        assertTrue(real.matches(RIGHT, now));
        assertFalse(real.needsUpgrade(now));
      }
    }
  }

  /** Names are counted whether or not they have an account, so the answers do not tell. */
  @Test
  void anUnknownNameIsAnsweredAsAKnownOne() {
    String known = registered("known");
    String unknown = "unknown-" + UUID.randomUUID().toString().substring(0, 8);
    for (int guess = 0; guess < 7; guess++) {
      String address = freshAddress();
      assertEquals(
          attempt(a.accounts, known, WRONG, address),
          attempt(b.accounts, unknown, WRONG, freshAddress()));
    }
  }

  /**
   * MEASURES what an attacker gets in an hour (simulated: the clock moves by each Retry-After),
   * guessing as fast as the gateways let them, through A and B in turn, and checks it is what the
   * policy alone allows: the shared store loses no failure and spends no slot twice.
   */
  @Test
  void guessesAnAttackerGetsInAnHour() {
    String victim = registered("hourly");
    int perAccount = guessesInAnHour(i -> victim, i -> freshAddress());
    String address = freshAddress();
    int perAddress = guessesInAnHour(i -> "spray-" + address + "-" + i, i -> address);
    String both = registered("hourly");
    String one = freshAddress();
    int oneOnOne = guessesInAnHour(i -> both, i -> one);
    System.out.printf(
        "sign-in guesses per simulated hour through two gateways: per account (a new address each"
            + " guess) %d, per client address (a new name each guess) %d, one address on one"
            + " account %d%n",
        perAccount, perAddress, oneOnOne);
    FailedSignIns accounts = policy(true);
    FailedSignIns addresses = policy(false);
    assertEquals(allowedInAnHour(accounts), perAccount);
    assertEquals(allowedInAnHour(addresses), perAddress);
    assertEquals(allowedInAnHour(accounts, addresses), oneOnOne);
    assertTrue(perAccount < 100 && perAddress < 100, "NIST SP 800-63B §5.2.2's 100, in an hour");
  }

  private int guessesInAnHour(IntFunction<String> name, IntFunction<String> address) {
    Instant end = clock.instant().plus(Duration.ofHours(1));
    int guesses = 0;
    for (int i = 0; clock.instant().isBefore(end); i++) {
      Object answer =
          attempt(
              (i % 2 == 0 ? a : b).accounts, name.apply(guesses), WRONG, address.apply(guesses));
      if (answer instanceof SignInsThrottled t) {
        clock.advance(Duration.ofSeconds(t.retryAfterSeconds()));
      } else {
        assertEquals(wrong(), answer);
        guesses++;
      }
    }
    return guesses;
  }

  /** The failures {@code policies} together let through in an hour, on their own (no store). */
  private static int allowedInAnHour(FailedSignIns... policies) {
    Instant now = Instant.EPOCH;
    Instant end = now.plus(Duration.ofHours(1));
    List<Optional<Tally>> tallies = new ArrayList<>();
    for (FailedSignIns p : policies) {
      tallies.add(Optional.empty());
    }
    int failures = 0;
    while (now.isBefore(end)) {
      Duration wait = Duration.ZERO;
      for (int k = 0; k < policies.length; k++) {
        Duration w = policies[k].waitAt(tallies.get(k), now);
        wait = w.compareTo(wait) > 0 ? w : wait;
      }
      if (wait.isZero()) {
        for (int k = 0; k < policies.length; k++) {
          tallies.set(k, Optional.of(policies[k].afterFailure(tallies.get(k), now)));
        }
        failures++;
      } else {
        now = now.plusSeconds(FailedSignIns.retryAfterSeconds(wait));
      }
    }
    return failures;
  }

  private static FailedSignIns policy(boolean perAccount) {
    SignInConfig c = HandBuiltGateway.SIGN_IN;
    return new FailedSignIns(
        perAccount ? c.perAccountFreeFailures() : c.perAddressFreeFailures(),
        c.firstDelay(),
        perAccount ? c.perAccountMaxDelay() : c.perAddressMaxDelay(),
        c.forgetAfter());
  }

  private String registered(String prefix) {
    String name = TestAccounts.uniqueName(prefix);
    assertNotNull(a.accounts.register(name, RIGHT));
    return name;
  }

  /** The answer to one sign-in: the issued token, or the refusal. */
  static Object attempt(Accounts through, String name, String password, String address) {
    try {
      return through.login(name, password, null, address);
    } catch (AccountRefused e) {
      return e.refusal();
    }
  }

  /** A private address (RFC 1918) no other attempt of this class used. */
  private String freshAddress() {
    addresses++;
    return "10." + (addresses >> 16 & 255) + "." + (addresses >> 8 & 255) + "." + (addresses & 255);
  }

  private static WrongCredentials wrong() {
    return new WrongCredentials();
  }

  private static SignInsThrottled throttled(long seconds) {
    return new SignInsThrottled(ACCOUNT_LIMIT, seconds);
  }

  /** A clock the test moves on, shared by both gateways as real time would be. */
  static final class SteppedClock extends Clock {
    private volatile Instant now = Instant.now();

    void advance(Duration by) {
      now = now.plus(by);
    }

    @Override
    public Instant instant() {
      return now;
    }

    @Override
    public ZoneId getZone() {
      return ZoneOffset.UTC;
    }

    @Override
    public Clock withZone(ZoneId zone) {
      throw new UnsupportedOperationException();
    }
  }
}
