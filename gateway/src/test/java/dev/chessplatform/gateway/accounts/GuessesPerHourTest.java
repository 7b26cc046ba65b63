package dev.chessplatform.gateway.accounts;

import static dev.chessplatform.gateway.accounts.SignInGateways.WRONG;
import static dev.chessplatform.gateway.accounts.SignInGateways.attempt;
import static dev.chessplatform.gateway.application.SignInThrottle.ACCOUNT_LIMIT;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.chessplatform.gateway.application.AccountRefused.SignInsThrottled;
import dev.chessplatform.gateway.application.AccountRefused.WrongCredentials;
import dev.chessplatform.gateway.application.Accounts;
import dev.chessplatform.gateway.config.SignInConfig;
import dev.chessplatform.gateway.domain.FailedSignIns;
import dev.chessplatform.gateway.domain.FailedSignIns.Tally;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.IntFunction;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/**
 * What guessing through two gateways gets an attacker ({@link SignInGateways}): guesses racing at
 * once spend no slot twice, and the guesses per hour, MEASURED over a simulated hour and printed.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class GuessesPerHourTest {

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

  /**
   * Guesses let go at once through both gateways: the slots are claimed by conditional writes, so
   * no more than the free failures get their password checked before the wait starts.
   */
  @Test
  void guessesRacingThroughBothGatewaysCannotSpendOneSlotTwice() throws Exception {
    String victim = g.registered("raced");
    int racers = 16;
    List<String> from = new ArrayList<>();
    for (int i = 0; i < racers; i++) {
      from.add(g.freshAddress());
    }
    ExecutorService threads = Executors.newFixedThreadPool(racers);
    try {
      CountDownLatch go = new CountDownLatch(1);
      List<Future<Object>> answers = new ArrayList<>();
      for (int i = 0; i < racers; i++) {
        Accounts through = (i % 2 == 0 ? g.a : g.b).accounts;
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
   * MEASURES what an attacker gets in an hour (simulated: the clock moves by each Retry-After),
   * guessing as fast as the gateways let them, through A and B in turn, and checks it is what the
   * policy alone allows: the shared store loses no failure and spends no slot twice.
   */
  @Test
  void guessesAnAttackerGetsInAnHour() {
    String victim = g.registered("hourly");
    int perAccount = guessesInAnHour(i -> victim, i -> g.freshAddress());
    String address = g.freshAddress();
    int perAddress = guessesInAnHour(i -> "spray-" + address + "-" + i, i -> address);
    String both = g.registered("hourly");
    String one = g.freshAddress();
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
    Instant end = g.clock.instant().plus(Duration.ofHours(1));
    int guesses = 0;
    for (int i = 0; g.clock.instant().isBefore(end); i++) {
      Object answer =
          attempt(
              (i % 2 == 0 ? g.a : g.b).accounts,
              name.apply(guesses),
              WRONG,
              address.apply(guesses));
      if (answer instanceof SignInsThrottled t) {
        g.clock.advance(Duration.ofSeconds(t.retryAfterSeconds()));
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

  private static WrongCredentials wrong() {
    return new WrongCredentials();
  }

  private static SignInsThrottled throttled(long seconds) {
    return new SignInsThrottled(ACCOUNT_LIMIT, seconds);
  }
}
