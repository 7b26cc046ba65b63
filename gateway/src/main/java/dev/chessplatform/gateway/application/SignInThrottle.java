package dev.chessplatform.gateway.application;

import dev.chessplatform.gateway.application.AccountRefused.AccountsUnavailable;
import dev.chessplatform.gateway.application.AccountRefused.SignInsThrottled;
import dev.chessplatform.gateway.config.SignInConfig;
import dev.chessplatform.gateway.domain.Account;
import dev.chessplatform.gateway.domain.ClientAddress;
import dev.chessplatform.gateway.domain.FailedSignIns;
import dev.chessplatform.gateway.domain.FailedSignIns.Tally;
import jakarta.enterprise.context.ApplicationScoped;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Optional;

/**
 * Lets a sign-in attempt in, or refuses it until its wait is over, per client address and per
 * account name, through {@link SignInRecords} so every gateway answers alike (docs/gateway.md,
 * "Sign-in against guessing"). An attempt let in is counted as a failure at once, by a conditional
 * write, so attempts racing through several gateways cannot spend one slot twice (OWASP
 * Authentication Cheat Sheet, "Protect Against Automated Attacks"); a success takes it back.
 *
 * <p>A name without an account is counted like any other (no enumeration). An address the account
 * signed in from lately is not held by the account's wait, only by its own: a stranger's guesses do
 * not keep the person out where they usually sign in (OWASP's "device cookie", keyed by address). A
 * refused attempt is answered before the password is checked, else the answer would tell it.
 */
@ApplicationScoped
public class SignInThrottle {

  /** The {@code limit} of a refusal, as the guard's buckets name theirs. */
  public static final String ACCOUNT_LIMIT = "account's failed logins";

  public static final String ADDRESS_LIMIT = "client address's failed logins";

  /** Conditional writes lost to another attempt before this one gives up as throttled. */
  private static final int CLAIMS = 5;

  /** A failure counted on a key: the tally before it, and the version that counts it. */
  private record Claim(String key, Optional<Tally> before, long version) {}

  /** An attempt let in: what to take back if its password was right. */
  public static final class Pass {
    private final String nameKey;
    private final String address;
    private Claim onAddress;

    private Pass(String nameKey, String address) {
      this.nameKey = nameKey;
      this.address = address;
    }
  }

  private final SignInRecords records;
  private final FailedSignIns perAccount;
  private final FailedSignIns perAddress;
  private final Duration knownFor;
  private final Clock clock;

  public SignInThrottle(SignInRecords records, SignInConfig config, Clock clock) {
    this.records = records;
    this.perAccount =
        new FailedSignIns(
            config.perAccountFreeFailures(),
            config.firstDelay(),
            config.perAccountMaxDelay(),
            config.forgetAfter());
    this.perAddress =
        new FailedSignIns(
            config.perAddressFreeFailures(),
            config.firstDelay(),
            config.perAddressMaxDelay(),
            config.forgetAfter());
    this.knownFor = config.knownAddressFor();
    this.clock = clock;
  }

  /**
   * Lets an attempt on {@code name} from {@code host} in, counted as a failure, or refuses it with
   * {@link SignInsThrottled}; {@link AccountsUnavailable} when the store does not answer.
   */
  public Pass admit(String name, String host) {
    String nameKey = name == null ? "" : Account.nameKey(name);
    String address = ClientAddress.key(host);
    Pass pass = new Pass(nameKey, address);
    try {
      Instant now = clock.instant();
      boolean held = !records.known(nameKey, address, now);
      // Both waits first, so that an attempt one limit refuses is not counted by the other.
      refuseWithin(records.tally(addressKey(address)), perAddress, ADDRESS_LIMIT, now);
      if (held) {
        refuseWithin(records.tally(accountKey(nameKey)), perAccount, ACCOUNT_LIMIT, now);
      }
      pass.onAddress = claim(addressKey(address), perAddress, ADDRESS_LIMIT, now);
      if (held) {
        claim(accountKey(nameKey), perAccount, ACCOUNT_LIMIT, now);
      }
      return pass;
    } catch (SignInRecords.Unavailable e) {
      throw new AccountRefused(new AccountsUnavailable(), e);
    }
  }

  /**
   * The password of {@code pass} was right: the account's failures are forgotten, and the address
   * known to the account for {@code known-address-for}. The address's tally is put back as it was
   * before the attempt (only its count, when another attempt counted on it since): a success is
   * neutral to it, so an attacker gains nothing by signing in to an account of their own between
   * guesses (each guess still counts one), and the people behind one address (a NAT) signing in at
   * once do not hold it up.
   */
  public void succeeded(Pass pass) {
    try {
      records.clear(accountKey(pass.nameKey));
      Claim c = pass.onAddress;
      records.restore(c.key(), c.version(), c.before(), c.before().map(perAddress::forgetAt));
      records.remember(pass.nameKey, pass.address, clock.instant().plus(knownFor));
    } catch (SignInRecords.Unavailable e) {
      // The person is in; their record is a little worse than it should be, no more.
    }
  }

  private static void refuseWithin(
      Optional<SignInRecords.Versioned> tally, FailedSignIns policy, String limit, Instant now) {
    Duration wait = policy.waitAt(tally.map(SignInRecords.Versioned::tally), now);
    if (!wait.isZero()) {
      throw throttled(limit, wait);
    }
  }

  /** Counts one failure on {@code key} if its wait is over, by a write conditional on the read. */
  private Claim claim(String key, FailedSignIns policy, String limit, Instant now) {
    if (policy.freeFailures() > 1) { // within the free failures: one atomic increment is enough
      Optional<SignInRecords.Versioned> counted =
          records.increment(key, policy.freeFailures() - 1, now, now.plus(policy.forgetAfter()));
      if (counted.isPresent()) {
        Tally after = counted.get().tally();
        Tally before = new Tally(after.count() - 1, now, after.nextAllowed());
        return new Claim(key, Optional.of(before), counted.get().version());
      }
    }
    for (int i = 0; i < CLAIMS; i++) {
      Optional<SignInRecords.Versioned> before = records.tally(key);
      refuseWithin(before, policy, limit, now);
      Optional<Tally> tally = before.map(SignInRecords.Versioned::tally);
      Tally after = policy.afterFailure(tally, now);
      if (records.replace(key, before, after, policy.forgetAt(after))) {
        return new Claim(key, tally, before.map(v -> v.version() + 1).orElse(1L));
      }
    }
    // Others keep winning the slot: they are many at once, which is what this limits.
    throw throttled(limit, policy.firstDelay());
  }

  private static String accountKey(String nameKey) {
    return "account:" + nameKey;
  }

  private static String addressKey(String address) {
    return "address:" + address;
  }

  private static AccountRefused throttled(String limit, Duration wait) {
    return new AccountRefused(new SignInsThrottled(limit, FailedSignIns.retryAfterSeconds(wait)));
  }
}
