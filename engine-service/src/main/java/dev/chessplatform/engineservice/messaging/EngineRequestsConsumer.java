package dev.chessplatform.engineservice.messaging;

import dev.chessplatform.engineservice.application.SearchPool;
import dev.chessplatform.engineservice.config.EngineConfig;
import dev.chessplatform.engineservice.domain.SearchBounds;
import dev.chessplatform.events.Topics;
import io.quarkus.runtime.ShutdownEvent;
import io.quarkus.runtime.StartupEvent;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/** Runs the {@link EngineRequestLoop} on its own platform thread for the life of the service. */
@ApplicationScoped
public class EngineRequestsConsumer {

  private final EngineConfig config;
  private final String bootstrapServers;
  private final SearchPool pool;
  private final SearchBounds bounds;
  private volatile EngineRequestLoop loop;
  private volatile Thread thread;

  public EngineRequestsConsumer(
      EngineConfig config,
      @ConfigProperty(name = "kafka.bootstrap.servers") String bootstrapServers,
      SearchPool pool,
      SearchBounds bounds) {
    this.config = config;
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
    thread = new Thread(loop, "engine-requests");
    // A batch still searching at shutdown is abandoned uncommitted; it must not hold the JVM.
    thread.setDaemon(true);
    thread.start();
  }

  void onStop(@Observes ShutdownEvent event) {
    EngineRequestLoop current = loop;
    if (current != null) {
      current.stop();
      try {
        thread.join(10_000);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
    }
  }

  /** Running, or switched off by configuration. */
  public boolean isHealthy() {
    EngineRequestLoop current = loop;
    return !config.consumer().enabled() || current != null && current.isRunning();
  }
}
