package dev.chessplatform.rating.messaging;

import dev.chessplatform.rating.config.RatingsConfig;
import jakarta.enterprise.context.ApplicationScoped;
import org.eclipse.microprofile.health.HealthCheck;
import org.eclipse.microprofile.health.HealthCheckResponse;
import org.eclipse.microprofile.health.Readiness;

/** Ready while the thread reading {@code chess.game-results} runs (or when it is switched off). */
@Readiness
@ApplicationScoped
public class ResultsConsumerReadiness implements HealthCheck {

  private final GameResultsConsumer consumer;
  private final RatingsConfig config;
  private final ResultsMetrics metrics;

  public ResultsConsumerReadiness(
      GameResultsConsumer consumer, RatingsConfig config, ResultsMetrics metrics) {
    this.consumer = consumer;
    this.config = config;
    this.metrics = metrics;
  }

  @Override
  public HealthCheckResponse call() {
    boolean up = !config.consumer().enabled() || consumer.isRunning();
    return HealthCheckResponse.named("rating results consumer")
        .status(up)
        .withData("appliedPosition", metrics.position())
        .build();
  }
}
