package dev.chessplatform.game.messaging;

import dev.chessplatform.game.application.OpenGames;
import jakarta.enterprise.context.ApplicationScoped;
import org.eclipse.microprofile.health.HealthCheck;
import org.eclipse.microprofile.health.HealthCheckResponse;
import org.eclipse.microprofile.health.Readiness;

/** Ready once every partition's open games have been read to the end once. */
@Readiness
@ApplicationScoped
public class OpenGamesReadiness implements HealthCheck {

  private final OpenGamesTail tail;
  private final OpenGames games;

  public OpenGamesReadiness(OpenGamesTail tail, OpenGames games) {
    this.tail = tail;
    this.games = games;
  }

  @Override
  public HealthCheckResponse call() {
    return HealthCheckResponse.named("Open games from every partition")
        .status(tail.ready())
        .withData("waiting", games.waitingCount())
        .withData("played", games.playedCount())
        .build();
  }
}
