package dev.chessplatform.game.messaging;

import dev.chessplatform.events.Topics;
import jakarta.enterprise.context.ApplicationScoped;
import org.eclipse.microprofile.health.HealthCheck;
import org.eclipse.microprofile.health.HealthCheckResponse;
import org.eclipse.microprofile.health.Readiness;

/** Ready once the player names of {@code chess.accounts} have been read to the end once. */
@Readiness
@ApplicationScoped
public class AccountNamesReadiness implements HealthCheck {

  private final AccountNames names;

  public AccountNamesReadiness(AccountNames names) {
    this.names = names;
  }

  @Override
  public HealthCheckResponse call() {
    return HealthCheckResponse.named("Player names from " + Topics.ACCOUNTS)
        .status(names.caughtUp())
        .withData("players", names.size())
        .build();
  }
}
