package dev.chessplatform.gateway.accounts;

import dev.chessplatform.events.accounts.AccountRecordCodec;
import dev.chessplatform.gateway.application.PasswordHasher;
import dev.chessplatform.gateway.application.TokenCodec;
import dev.chessplatform.gateway.domain.Account;
import dev.chessplatform.gateway.domain.ApiToken;
import dev.chessplatform.gateway.domain.Scope;
import dev.chessplatform.gateway.messaging.AccountLog;
import dev.chessplatform.gateway.messaging.AccountStates;
import dev.chessplatform.testsupport.KafkaProbe;
import dev.chessplatform.testsupport.RunningInfrastructure;
import io.quarkus.test.common.QuarkusTestResourceLifecycleManager;
import java.time.Instant;
import java.util.Map;
import java.util.Set;

/**
 * Before the gateway starts, writes an account straight to {@code chess.accounts} and nowhere else,
 * as if the store had lost everything: the gateway must know it from the topic alone.
 */
public class SeededAccounts implements QuarkusTestResourceLifecycleManager {

  static final String ACCOUNT_ID = "seeded-0001";
  static final String NAME = "seeded-player";
  static final String PASSWORD = "only in the topic";
  static final String TOKEN = "chess_00000000000000aa_" + "s".repeat(43);

  @Override
  public Map<String, String> start() {
    RunningInfrastructure.get();
    Instant now = Instant.now();
    Account account =
        Account.register(ACCOUNT_ID, NAME, new PasswordHasher().hash(PASSWORD), now)
            .withToken(
                new ApiToken(
                    "00000000000000aa",
                    "seed",
                    Set.of(Scope.GAME_PLAY, Scope.ACCOUNT_READ),
                    TokenCodec.hash(TOKEN),
                    now,
                    null),
                now);
    KafkaProbe.send(
        AccountLog.TOPIC, ACCOUNT_ID, AccountRecordCodec.encode(AccountStates.record(account)));
    return Map.of();
  }

  @Override
  public void stop() {}
}
