package dev.chessplatform.gateway.accounts;

import static org.junit.jupiter.api.Assertions.assertNotNull;

import dev.chessplatform.gateway.TestAccounts;
import dev.chessplatform.gateway.application.AccountRefused;
import dev.chessplatform.gateway.application.Accounts;
import dev.chessplatform.gateway.application.PasswordHasher;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.UUID;

/**
 * Two gateways (A and B, {@link HandBuiltGateway}) against the one real broker and store, with the
 * defaults of {@code gateway.sign-in} (5 free failures per account, 20 per address, then a wait
 * doubling from 1 s to 60 s or 5 min) and one clock the test moves on instead of waiting.
 */
final class SignInGateways implements AutoCloseable {

  static final String RIGHT = TestAccounts.PASSWORD;
  static final String WRONG = "not the password";

  final String database = "gateway-sign-in-" + UUID.randomUUID().toString().substring(0, 8);
  final SteppedClock clock = new SteppedClock();
  final HandBuiltGateway a;
  final HandBuiltGateway b;
  private int addresses;

  SignInGateways() {
    a = new HandBuiltGateway(database, clock, HandBuiltGateway.HASHER).start();
    b = new HandBuiltGateway(database, clock, HandBuiltGateway.HASHER).start();
  }

  /** A third gateway on the same store and clock, with {@code hasher}. */
  HandBuiltGateway another(PasswordHasher hasher) {
    return new HandBuiltGateway(database, clock, hasher).start();
  }

  /** A fresh account whose password is {@link #RIGHT}. */
  String registered(String prefix) {
    String name = TestAccounts.uniqueName(prefix);
    assertNotNull(a.accounts.register(name, RIGHT));
    return name;
  }

  /** A private address (RFC 1918) no other attempt through these gateways used. */
  synchronized String freshAddress() {
    addresses++;
    return "10." + (addresses >> 16 & 255) + "." + (addresses >> 8 & 255) + "." + (addresses & 255);
  }

  /** The answer to one sign-in: the issued token, or the refusal. */
  static Object attempt(Accounts through, String name, String password, String address) {
    try {
      return through.login(name, password, null, address);
    } catch (AccountRefused e) {
      return e.refusal();
    }
  }

  @Override
  public void close() {
    a.close();
    b.close();
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
