package dev.chessplatform.engineservice.application;

import dev.chessplatform.engineservice.domain.SearchAnswer;
import dev.chessplatform.engineservice.domain.SearchSpec;
import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Timer;
import java.time.Duration;

/**
 * The metrics an operator scales on (README, "Metrics and scaling"). Prometheus names: {@code
 * engine_queue_depth}, {@code engine_queue_capacity}, {@code engine_workers}, {@code
 * engine_workers_busy}, {@code engine_searches_total}, {@code engine_nodes_total}, {@code
 * engine_search_seconds}, {@code engine_queue_wait_seconds}, {@code engine_rejected_total}, {@code
 * engine_cancelled_total}.
 */
public final class EngineMetrics implements SearchObserver {

  private final MeterRegistry registry;

  public EngineMetrics(MeterRegistry registry) {
    this.registry = registry;
  }

  /** Gauges read the pool on every scrape. */
  public void watch(SearchPool pool) {
    Gauge.builder("engine.queue.depth", pool, SearchPool::queueDepth)
        .description("Searches waiting for a worker")
        .register(registry);
    Gauge.builder("engine.queue.capacity", pool, SearchPool::queueCapacity)
        .description("Searches that may wait before the service answers 503")
        .register(registry);
    Gauge.builder("engine.workers", pool, SearchPool::workers)
        .description("Search worker threads of this replica")
        .register(registry);
    Gauge.builder("engine.workers.busy", pool, SearchPool::busyWorkers)
        .description("Workers running a search now")
        .register(registry);
  }

  @Override
  public void searched(String source, SearchSpec spec, SearchAnswer answer, long nanos) {
    Counter.builder("engine.searches")
        .description("Searches finished")
        .tag("source", source)
        .register(registry)
        .increment();
    Counter.builder("engine.nodes")
        .description("Nodes searched")
        .register(registry)
        .increment(answer.nodes());
    Timer.builder("engine.search")
        .description("Search time by level (limits: explicit limits at full strength)")
        .tag("level", spec.levelTag())
        .publishPercentileHistogram()
        .minimumExpectedValue(Duration.ofMillis(1))
        .maximumExpectedValue(Duration.ofSeconds(60))
        .register(registry)
        .record(Duration.ofNanos(nanos));
  }

  @Override
  public void waited(long nanos) {
    Timer.builder("engine.queue.wait")
        .description("Time a task waited for a worker")
        .publishPercentileHistogram()
        .minimumExpectedValue(Duration.ofMillis(1))
        .maximumExpectedValue(Duration.ofSeconds(60))
        .register(registry)
        .record(Duration.ofNanos(nanos));
  }

  @Override
  public void rejected(String source) {
    Counter.builder("engine.rejected")
        .description("Tasks refused because the queue was full")
        .tag("source", source)
        .register(registry)
        .increment();
  }

  @Override
  public void cancelled(String reason) {
    Counter.builder("engine.cancelled")
        .description("Searches stopped early")
        .tag("reason", reason)
        .register(registry)
        .increment();
  }
}
