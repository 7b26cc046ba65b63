package dev.chessplatform.engineservice.application;

import dev.chessplatform.engineservice.config.EngineConfig;
import dev.chessplatform.engineservice.domain.SearchBounds;
import io.micrometer.core.instrument.MeterRegistry;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.inject.Disposes;
import jakarta.enterprise.inject.Produces;
import java.util.function.Supplier;
import org.jboss.logging.Logger;

/** Builds the worker pool and the search bounds from {@link EngineConfig}. */
@ApplicationScoped
public class EnginePoolProducer {

  private static final Logger LOG = Logger.getLogger(EnginePoolProducer.class);

  @Produces
  @ApplicationScoped
  SearchPool pool(EngineConfig config, MeterRegistry registry) {
    int workers =
        config.workers().filter(n -> n > 0).orElse(Runtime.getRuntime().availableProcessors());
    EngineMetrics metrics = new EngineMetrics(registry);
    SearchPool pool = new SearchPool(workers, config.queueCapacity(), backends(config), metrics);
    metrics.watch(pool);
    LOG.infof(
        "Search pool: %d workers (%s backend), queue of %d, %d MiB hash each",
        workers,
        config.backend().name().toLowerCase(java.util.Locale.ROOT),
        config.queueCapacity(),
        config.hashMb());
    return pool;
  }

  void close(@Disposes SearchPool pool) {
    pool.close();
  }

  @Produces
  @jakarta.inject.Singleton
  SearchBounds bounds(EngineConfig config) {
    EngineConfig.LimitsConfig l = config.limits();
    return new SearchBounds(
        l.maxMovetime().toMillis(),
        l.maxDepth(),
        l.maxNodes(),
        l.maxMultiPv(),
        config.defaultMovetime().toMillis());
  }

  private static Supplier<SearchBackend> backends(EngineConfig config) {
    return switch (config.backend()) {
      case BUILTIN -> () -> new BuiltInBackend(config.hashMb());
      case UCI ->
          () -> new UciBackend(config.uci().command(), config.uci().threads(), config.hashMb());
    };
  }
}
