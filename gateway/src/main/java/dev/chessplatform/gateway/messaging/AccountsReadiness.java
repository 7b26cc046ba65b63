package dev.chessplatform.gateway.messaging;

import jakarta.enterprise.context.ApplicationScoped;
import org.eclipse.microprofile.health.HealthCheck;
import org.eclipse.microprofile.health.HealthCheckResponse;
import org.eclipse.microprofile.health.Readiness;

/** Not ready until every account of {@code chess.accounts} has been read. */
@Readiness
@ApplicationScoped
public class AccountsReadiness implements HealthCheck {

  private final AccountLog log;

  public AccountsReadiness(AccountLog log) {
    this.log = log;
  }

  @Override
  public HealthCheckResponse call() {
    return HealthCheckResponse.named("accounts replayed from chess.accounts")
        .status(log.ready())
        .build();
  }
}
