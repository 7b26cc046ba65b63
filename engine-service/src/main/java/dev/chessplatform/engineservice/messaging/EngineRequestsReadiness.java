package dev.chessplatform.engineservice.messaging;

import jakarta.enterprise.context.ApplicationScoped;
import org.eclipse.microprofile.health.HealthCheck;
import org.eclipse.microprofile.health.HealthCheckResponse;
import org.eclipse.microprofile.health.Readiness;

/** Ready while the loop answering {@code chess.engine-requests} runs (or when switched off). */
@Readiness
@ApplicationScoped
public class EngineRequestsReadiness implements HealthCheck {

  private final EngineRequestsConsumer consumer;

  public EngineRequestsReadiness(EngineRequestsConsumer consumer) {
    this.consumer = consumer;
  }

  @Override
  public HealthCheckResponse call() {
    return HealthCheckResponse.named("engine requests consumer")
        .status(consumer.isHealthy())
        .build();
  }
}
