package dev.chessplatform.gateway.accounts;

import static org.awaitility.Awaitility.await;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.mongodb.client.MongoClient;
import com.mongodb.client.model.Filters;
import dev.chessplatform.events.accounts.AccountRecordCodec;
import dev.chessplatform.gateway.TestAccounts;
import dev.chessplatform.gateway.application.AccountNames;
import dev.chessplatform.gateway.application.AccountRefused;
import dev.chessplatform.gateway.application.AccountRefused.AccountsUnavailable;
import dev.chessplatform.gateway.application.AccountRefused.NameTaken;
import dev.chessplatform.gateway.application.Accounts;
import dev.chessplatform.gateway.application.NameClaims.Claim;
import dev.chessplatform.gateway.domain.Account;
import dev.chessplatform.gateway.domain.Scope;
import dev.chessplatform.gateway.messaging.AccountLog;
import dev.chessplatform.gateway.messaging.AccountStates;
import dev.chessplatform.gateway.persistence.NameClaimRepository;
import dev.chessplatform.testsupport.KafkaProbe;
import dev.chessplatform.testsupport.RunningInfrastructure;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.bson.Document;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/**
 * Two gateways (A and B, {@link HandBuiltGateway}) against the one real broker and MongoDB-wire
 * store, as two processes would run: one name gets one account whichever of them registers it, an
 * orphaned claim is taken over, a store that does not answer refuses, and a token revoked through
 * one is refused by the other within {@link #REVOCATION_BOUND}.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class TwoGatewaysTest {

  /** The longest a token revoked through one gateway still works on another (README). */
  static final Duration REVOCATION_BOUND = Duration.ofSeconds(1);

  private static final int NAMES = 20;
  private static final int THREADS = 8;

  private final String database = "gateway-names-" + UUID.randomUUID().toString().substring(0, 8);
  private final Account seeded = topicOnly(TestAccounts.uniqueName("backfilled"));
  private final Account misclaimed = topicOnly(TestAccounts.uniqueName("misclaimed"));
  private MongoClient mongo;
  private NameClaimRepository claims;
  private HandBuiltGateway a;
  private HandBuiltGateway b;
  private ExecutorService threads;

  @BeforeAll
  void twoGatewaysStartTogetherOnATopicThatHasAccountsWithoutClaims() {
    mongo = HandBuiltGateway.mongo(RunningInfrastructure.get().mongoConnectionString(), seconds(5));
    claims = new NameClaimRepository(mongo, database);
    claims.claim(new Claim(misclaimed.nameKey(), "stray", Instant.now().minusSeconds(3600)));
    CompletableFuture<HandBuiltGateway> first =
        CompletableFuture.supplyAsync(() -> new HandBuiltGateway(database).start());
    CompletableFuture<HandBuiltGateway> second =
        CompletableFuture.supplyAsync(() -> new HandBuiltGateway(database).start());
    a = first.join();
    b = second.join();
    threads = Executors.newFixedThreadPool(THREADS);
  }

  @AfterAll
  void stop() {
    if (threads != null) {
      threads.shutdownNow();
    }
    for (AutoCloseable running : new AutoCloseable[] {a, b, mongo}) {
      if (running != null) {
        try {
          running.close();
        } catch (Exception e) {
          throw new IllegalStateException(e);
        }
      }
    }
  }

  @Test
  void oneNameGetsOneAccountWhicheverGatewaysRegisterItAtOnce() throws Exception {
    Map<String, String> winners = new HashMap<>();
    for (int n = 0; n < NAMES; n++) {
      String name = TestAccounts.uniqueName("race");
      List<Object> outcomes = race(name, THREADS);
      List<Account> created =
          outcomes.stream().filter(Account.class::isInstance).map(Account.class::cast).toList();
      assertEquals(1, created.size(), name + ": " + outcomes);
      for (Object outcome : outcomes) {
        if (!(outcome instanceof Account)) {
          assertEquals(
              new NameTaken(name), assertInstanceOf(AccountRefused.class, outcome).refusal());
        }
      }
      winners.put(name, created.get(0).accountId());
    }
    await()
        .atMost(seconds(10))
        .untilAsserted(
            () ->
                winners.forEach(
                    (name, id) -> {
                      assertEquals(id, a.book.byName(name).orElseThrow().accountId(), name);
                      assertEquals(id, b.book.byName(name).orElseThrow().accountId(), name);
                    }));
    Map<String, Set<String>> written = accountIdsByNameInTheTopic();
    winners.forEach(
        (name, id) -> {
          assertEquals(Set.of(id), written.get(Account.nameKey(name)), name);
          assertEquals(id, claimOf(name).getString("accountId"));
        });
  }

  @Test
  void anOrphanedClaimIsTakenOverAndAFreshOneIsNot() {
    String orphaned = TestAccounts.uniqueName("orphaned");
    claims.claim(claimBy(orphaned, "died-before-writing", Instant.now().minusSeconds(60)));
    String id = a.accounts.register(orphaned, TestAccounts.PASSWORD).accountId();
    assertEquals(id, claimOf(orphaned).getString("accountId"));

    String inFlight = TestAccounts.uniqueName("in-flight");
    claims.claim(claimBy(inFlight, "being-written", Instant.now()));
    assertEquals(
        new NameTaken(inFlight), refusal(() -> a.accounts.register(inFlight, "a password")));
    assertEquals(
        new NameTaken(inFlight), refusal(() -> b.accounts.register(inFlight, "a password")));
    assertEquals("being-written", claimOf(inFlight).getString("accountId"));
  }

  @Test
  void ofTheRegistrationsThatFindOneOrphanedClaimExactlyOneTakesItOver() throws Exception {
    String name = TestAccounts.uniqueName("orphan-race");
    Instant old = Instant.now().minus(AccountNames.ORPHANED_AFTER).minusSeconds(1);
    claims.claim(claimBy(name, "died-before-writing", old));
    List<Object> outcomes = race(name, THREADS);
    assertEquals(
        1, outcomes.stream().filter(Account.class::isInstance).count(), outcomes.toString());
    await()
        .atMost(seconds(10))
        .until(() -> b.book.byName(name).isPresent() && a.book.byName(name).isPresent());
    assertEquals(1, accountIdsByNameInTheTopic().get(Account.nameKey(name)).size());
  }

  @Test
  void aStoreThatDoesNotAnswerRefusesAndNothingIsWritten() {
    String deadStore = "mongodb://127.0.0.1:" + RunningInfrastructure.freePort();
    try (MongoClient down = HandBuiltGateway.mongo(deadStore, seconds(1))) {
      Accounts c = a.withClaimsIn(down, database);
      String name = TestAccounts.uniqueName("no-store");
      assertEquals(new AccountsUnavailable(), refusal(() -> c.register(name, "a password")));
      assertEquals(new AccountsUnavailable(), refusal(c::startGuest));
      assertNull(accountIdsByNameInTheTopic().get(Account.nameKey(name)));
      assertNull(claimOf(name));
    }
  }

  @Test
  void aWriteTheBrokerSurelyRefusedFreesTheNameAtOnce() {
    String name = TestAccounts.uniqueName("not-written");
    try (HandBuiltGateway stopping = new HandBuiltGateway(database).start()) {
      stopping.log.stop(); // as in a shutdown: its writer is closed
      assertEquals(
          new AccountsUnavailable(),
          refusal(() -> stopping.accounts.register(name, TestAccounts.PASSWORD)));
    }
    assertNull(claimOf(name));
    assertNotNull(b.accounts.register(name, TestAccounts.PASSWORD));
  }

  @Test
  void aTokenRevokedThroughOneGatewayIsRefusedByTheOtherWithinTheBound() {
    String accountId =
        a.accounts.register(TestAccounts.uniqueName("revoker"), "a password").accountId();
    List<Long> lagsMicros = new ArrayList<>();
    for (int round = 0; round < 20; round++) {
      Accounts.Issued issued =
          a.accounts.issueApp(
              accountId, "round " + round, Set.of(Scope.GAME_READ), Duration.ofHours(1));
      await().atMost(seconds(10)).until(() -> b.accounts.authenticate(issued.text()).isPresent());
      a.accounts.revoke(accountId, issued.token().tokenId());
      long revoked = System.nanoTime();
      await()
          .pollDelay(Duration.ZERO)
          .pollInterval(Duration.ofMillis(1))
          .atMost(REVOCATION_BOUND)
          .until(() -> b.accounts.authenticate(issued.text()).isEmpty());
      lagsMicros.add((System.nanoTime() - revoked) / 1_000);
      assertTrue(a.accounts.authenticate(issued.text()).isEmpty());
    }
    lagsMicros.sort(null);
    System.out.printf(
        "revocation reached the other gateway after (µs): median %d, max %d, all %s%n",
        lagsMicros.get(lagsMicros.size() / 2), lagsMicros.get(lagsMicros.size() - 1), lagsMicros);
  }

  /**
   * Read your writes across gateways, with no wait of the test's own: a person registers through
   * one gateway and logs in through the other at once; a token issued by the second is checked by
   * the first at once (after the catch-up the guard does for a token it does not know).
   */
  @Test
  void anAccountRegisteredThroughOneGatewayLogsInAtOnceThroughTheOther() {
    for (int round = 0; round < 20; round++) {
      String name = TestAccounts.uniqueName("atonce");
      a.accounts.register(name, TestAccounts.PASSWORD);
      Accounts.Issued issued = b.accounts.login(name, TestAccounts.PASSWORD, null, "192.0.2.1");
      if (a.accounts.unknownToken(issued.text())) {
        assertTrue(a.log.catchUp(Accounts.CATCH_UP).toCompletableFuture().join(), "caught up");
      }
      assertTrue(a.accounts.authenticate(issued.text()).isPresent(), "round " + round);
    }
    assertFalse(b.accounts.unknownToken("not a token"), "a malformed text is no token");
  }

  /**
   * Lichess's token test gives one answer whichever gateway is asked: a token issued through one is
   * known through the other at once (the test waits once for the log when a token is unknown).
   */
  @Test
  void theTokenTestAnswersTheSameThroughEitherGatewayAtOnce() {
    for (int round = 0; round < 10; round++) {
      String name = TestAccounts.uniqueName("tested");
      a.accounts.register(name, TestAccounts.PASSWORD);
      Accounts.Issued issued =
          a.accounts.login(name, TestAccounts.PASSWORD, Set.of(Scope.BOT_PLAY), "192.0.2.1");
      List<String> texts = List.of(issued.text(), "not a token", issued.text() + "x");
      var there = b.accounts.check(texts);
      assertEquals(
          issued.token(), there.get(issued.text()).orElseThrow().token(), "round " + round);
      assertTrue(there.get("not a token").isEmpty());
      assertTrue(there.get(issued.text() + "x").isEmpty());
      assertEquals(a.accounts.check(texts), there);
    }
  }

  @Test
  void namesInTheTopicAreClaimedAtStartUpAndAWrongClaimIsCorrected() {
    assertEquals(seeded.accountId(), claimOf(seeded.name()).getString("accountId"));
    assertEquals(misclaimed.accountId(), claimOf(misclaimed.name()).getString("accountId"));
    assertTrue(a.book.byName(seeded.name()).isPresent());
    assertEquals(
        new NameTaken(seeded.name()),
        refusal(() -> b.accounts.register(seeded.name(), "x-password")));
  }

  @Test
  void aGuestsNameIsClaimedLikeAnyOther() {
    Accounts.Issued guest = b.accounts.startGuest();
    assertEquals(guest.accountId(), claimOf(guest.name()).getString("accountId"));
  }

  /** {@code count} registrations of {@code name}, half through each gateway, let go at once. */
  private List<Object> race(String name, int count) throws Exception {
    CountDownLatch go = new CountDownLatch(1);
    List<Future<Object>> futures = new ArrayList<>();
    for (int t = 0; t < count; t++) {
      Accounts through = (t % 2 == 0 ? a : b).accounts;
      futures.add(
          threads.submit(
              () -> {
                go.await();
                try {
                  return through.register(name, TestAccounts.PASSWORD);
                } catch (AccountRefused e) {
                  return e;
                }
              }));
    }
    go.countDown();
    List<Object> outcomes = new ArrayList<>();
    for (Future<Object> f : futures) {
      outcomes.add(f.get());
    }
    return outcomes;
  }

  private static AccountRefused.Refusal refusal(Runnable call) {
    return assertThrows(AccountRefused.class, call::run).refusal();
  }

  private static Map<String, Set<String>> accountIdsByNameInTheTopic() {
    Map<String, Set<String>> ids = new HashMap<>();
    for (var record : KafkaProbe.committed(AccountLog.TOPIC)) {
      if (AccountRecordCodec.decode(record.value()) instanceof AccountRecordCodec.Read read) {
        ids.computeIfAbsent(Account.nameKey(read.record().name()), k -> new HashSet<>())
            .add(read.record().accountId());
      }
    }
    return ids;
  }

  private Document claimOf(String name) {
    return mongo
        .getDatabase(database)
        .getCollection("account_names")
        .find(Filters.eq("_id", Account.nameKey(name)))
        .first();
  }

  private static Claim claimBy(String name, String accountId, Instant at) {
    return new Claim(Account.nameKey(name), accountId, at);
  }

  /** An account written straight to {@code chess.accounts}, before the gateways start. */
  private static Account topicOnly(String name) {
    Account account =
        Account.register(UUID.randomUUID().toString(), name, "{noop}x", Instant.now());
    KafkaProbe.send(
        AccountLog.TOPIC,
        account.accountId(),
        AccountRecordCodec.encode(AccountStates.record(account)));
    return account;
  }

  private static Duration seconds(long s) {
    return Duration.ofSeconds(s);
  }
}
