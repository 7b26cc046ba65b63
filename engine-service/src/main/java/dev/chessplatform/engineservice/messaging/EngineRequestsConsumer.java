package dev.chessplatform.engineservice.messaging;

import dev.chessplatform.engineservice.application.SearchPool;
import dev.chessplatform.engineservice.config.EngineConfig;
import dev.chessplatform.engineservice.domain.SearchBounds;
import dev.chessplatform.events.Topics;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;
import io.quarkus.runtime.ShutdownEvent;
import io.quarkus.runtime.StartupEvent;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/** Runs the {@link EngineRequestLoop} (its own platform thread) for the life of the service. */
@ApplicationScoped
public class EngineRequestsConsumer {

  private final EngineConfig config;
  private final String bootstrapServers;
  private final SearchPool pool;
  private final SearchBounds bounds;
  private volatile EngineRequestLoop loop;

  public EngineRequestsConsumer(
      EngineConfig config,
      @ConfigProperty(name = "kafka.bootstrap.servers") String bootstrapServers,
      SearchPool pool,
      SearchBounds bounds,
      MeterRegistry registry) {
    this.config = config;
    Gauge.builder(
            "engine.requests.lag",
            this,
            consumer -> consumer.loop == null ? 0 : consumer.loop.lag())
        .description(
            "Requests on chess.engine-requests' partitions of this replica not polled yet (last"
                + " poll); KEDA scales on the group's lag")
        .register(registry);
    this.bootstrapServers = bootstrapServers;
    this.pool = pool;
    this.bounds = bounds;
  }

  void onStart(@Observes StartupEvent event) {
    if (!config.consumer().enabled()) {
      return;
    }
    EngineConfig.ConsumerConfig c = config.consumer();
    loop =
        new EngineRequestLoop(
            new EngineRequestLoop.Settings(
                bootstrapServers,
                Topics.ENGINE_REQUESTS,
                Topics.ENGINE_RESULTS,
                c.groupId(),
                c.instanceId(),
                c.sessionTimeout(),
                c.transactionTimeout(),
                config.requestDeadline()),
            pool,
            bounds);
    loop.start();
  }

  void onStop(@Observes ShutdownEvent event) {
    EngineRequestLoop current = loop;
    if (current != null) {
      current.stop();
    }
  }

  /** Running, or switched off by configuration. */
  public boolean isHealthy() {
    EngineRequestLoop current = loop;
    return !config.consumer().enabled() || current != null && current.isRunning();
  }
}
