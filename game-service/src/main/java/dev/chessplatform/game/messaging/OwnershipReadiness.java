package dev.chessplatform.game.messaging;

import jakarta.enterprise.context.ApplicationScoped;
import org.eclipse.microprofile.health.HealthCheck;
import org.eclipse.microprofile.health.HealthCheckResponse;
import org.eclipse.microprofile.health.Readiness;

/**
 * Ready once the owners' group has assigned this instance its partitions and they are loaded; an
 * instance that only projects ({@code chess.games.projection-only}) owns nothing and is ready.
 */
@Readiness
@ApplicationScoped
public class OwnershipReadiness implements HealthCheck {

  private final GameOwnership ownership;

  public OwnershipReadiness(GameOwnership ownership) {
    this.ownership = ownership;
  }

  @Override
  public HealthCheckResponse call() {
    return HealthCheckResponse.named("Game ownership")
        .status(ownership.projectionOnly() || ownership.ready())
        .withData("ownedPartitions", ownership.ownedPartitions())
        .withData("projectionOnly", ownership.projectionOnly())
        .build();
  }
}
