package dev.chessplatform.gateway.accounts;

import com.mongodb.ConnectionString;
import com.mongodb.MongoClientSettings;
import com.mongodb.client.MongoClient;
import com.mongodb.client.MongoClients;
import dev.chessplatform.gateway.application.AccountBook;
import dev.chessplatform.gateway.application.AccountNames;
import dev.chessplatform.gateway.application.AccountProjection;
import dev.chessplatform.gateway.application.Accounts;
import dev.chessplatform.gateway.application.PasswordHasher;
import dev.chessplatform.gateway.application.SignInThrottle;
import dev.chessplatform.gateway.application.TokenCodec;
import dev.chessplatform.gateway.config.GatewayConfig;
import dev.chessplatform.gateway.config.SignInConfig;
import dev.chessplatform.gateway.messaging.AccountLog;
import dev.chessplatform.gateway.persistence.AccountViewRepository;
import dev.chessplatform.gateway.persistence.NameClaimRepository;
import dev.chessplatform.gateway.persistence.SignInRecordRepository;
import dev.chessplatform.testsupport.RunningInfrastructure;
import io.quarkus.runtime.configuration.DurationConverter;
import io.smallrye.config.SmallRyeConfig;
import io.smallrye.config.SmallRyeConfigBuilder;
import java.time.Clock;
import java.time.Duration;
import java.util.concurrent.TimeUnit;

/**
 * The accounts part of one gateway process, wired by hand as CDI wires it ({@link Accounts}, its
 * book, {@code chess.accounts} through {@link AccountLog}, the MongoDB view and name claims), so
 * that one test JVM holds several gateways against the one real broker and store. Nothing is
 * mocked: only the HTTP layer is left out.
 */
final class HandBuiltGateway implements AutoCloseable {

  /**
   * Argon2id as the gateway's, but a registration's hash is a quick stand-in: what is under test is
   * what happens after it, and 160 slow hashes would spread the racing registrations apart (and
   * cost 20 s). Their logins check the stand-in the same way.
   */
  static final PasswordHasher HASHER =
      new PasswordHasher() {
        @Override
        public String hash(String password) {
          return "{sha256}" + TokenCodec.hash(password);
        }

        @Override
        public boolean matches(String password, String hash) {
          return hash(password).equals(hash);
        }

        @Override
        public boolean needsUpgrade(String hash) {
          return false;
        }
      };

  /**
   * The defaults of {@code @WithDefault}, with Quarkus' durations ({@code 30d}) as Quarkus reads
   * them.
   */
  private static final SmallRyeConfig DEFAULTS =
      new SmallRyeConfigBuilder()
          .withConverter(Duration.class, 200, new DurationConverter())
          .withMapping(GatewayConfig.class)
          .withMapping(SignInConfig.class)
          .build();

  private static final GatewayConfig CONFIG = DEFAULTS.getConfigMapping(GatewayConfig.class);

  static final SignInConfig SIGN_IN = DEFAULTS.getConfigMapping(SignInConfig.class);

  final AccountBook book = new AccountBook();
  final AccountLog log;
  final Accounts accounts;
  private final SignInThrottle throttle;
  private final MongoClient mongo;

  /** A gateway whose store is the test store's {@code database}. */
  HandBuiltGateway(String database) {
    this(database, Clock.systemUTC(), HASHER);
  }

  /**
   * A gateway whose sign-in throttle reads {@code clock}, checking passwords with {@code hasher}
   * (the quick stand-in unless a test needs the real one).
   */
  HandBuiltGateway(String database, Clock clock, PasswordHasher hasher) {
    this(RunningInfrastructure.get().mongoConnectionString(), database, clock, hasher);
  }

  private HandBuiltGateway(String mongoUri, String database, Clock clock, PasswordHasher hasher) {
    mongo = mongo(mongoUri, Duration.ofSeconds(5));
    throttle = new SignInThrottle(new SignInRecordRepository(mongo, database), SIGN_IN, clock);
    AccountNames names = new AccountNames(book, new NameClaimRepository(mongo, database));
    log =
        new AccountLog(
            RunningInfrastructure.get().kafkaBootstrapServers(),
            new AccountProjection(book, new AccountViewRepository(mongo, database), names),
            CONFIG);
    accounts = new Accounts(book, log, names, hasher, new TokenCodec(), throttle, CONFIG);
  }

  /** Replays {@code chess.accounts} (claiming its names), then tails it. */
  HandBuiltGateway start() {
    try {
      log.start();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException(e);
    }
    if (!log.ready()) {
      throw new IllegalStateException("chess.accounts not replayed");
    }
    return this;
  }

  /** This gateway's accounts, its book and topic, with the name claims of {@code claims}. */
  Accounts withClaimsIn(MongoClient claims, String database) {
    AccountNames names = new AccountNames(book, new NameClaimRepository(claims, database));
    return new Accounts(book, log, names, HASHER, new TokenCodec(), throttle, CONFIG);
  }

  /** A client of the store at {@code uri} that gives up after {@code selection}. */
  static MongoClient mongo(String uri, Duration selection) {
    return MongoClients.create(
        MongoClientSettings.builder()
            .applyConnectionString(new ConnectionString(uri))
            .applyToClusterSettings(
                c -> c.serverSelectionTimeout(selection.toMillis(), TimeUnit.MILLISECONDS))
            .applyToSocketSettings(
                s -> s.connectTimeout((int) selection.toMillis(), TimeUnit.MILLISECONDS))
            .build());
  }

  @Override
  public void close() {
    log.stop();
    mongo.close();
  }
}
