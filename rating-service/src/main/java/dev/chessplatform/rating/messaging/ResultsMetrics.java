package dev.chessplatform.rating.messaging;

import dev.chessplatform.rating.application.BatchOutcome;
import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Timer;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.EnumMap;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;

/** The consumer's meters, served by Prometheus at {@code /q/metrics}; names in the README. */
@ApplicationScoped
public class ResultsMetrics {

  private final Counter applied;
  private final Counter duplicates;
  private final Counter resumed;
  private final Map<ParkReason, Counter> parked = new EnumMap<>(ParkReason.class);
  private final Timer batchApply;
  private final AtomicLong position = new AtomicLong(-1);
  private final AtomicLong lag = new AtomicLong(0);

  public ResultsMetrics(MeterRegistry registry) {
    applied =
        Counter.builder("ratings.results.applied")
            .description("Results decided and applied to ratings")
            .register(registry);
    duplicates =
        Counter.builder("ratings.results.duplicates")
            .description("Results skipped because their gameId was already applied")
            .register(registry);
    resumed =
        Counter.builder("ratings.results.resumed")
            .description("Redelivered results finished from the applied_results journal")
            .register(registry);
    for (ParkReason reason : ParkReason.values()) {
      parked.put(
          reason,
          Counter.builder("ratings.results.parked")
              .description("Unreadable results parked on the dead-letter topic")
              .tag("reason", reason.code())
              .register(registry));
    }
    batchApply =
        Timer.builder("ratings.batch.apply")
            .description("Time to apply one batch of results (decide and write)")
            .register(registry);
    Gauge.builder("ratings.results.position", position, AtomicLong::get)
        .description("Offset of the last applied record of chess.game-results (-1: none)")
        .register(registry);
    Gauge.builder("ratings.results.lag", lag, AtomicLong::get)
        .description("Records of chess.game-results not yet applied")
        .register(registry);
  }

  void batch(BatchOutcome outcome, long nanos) {
    applied.increment(outcome.applied());
    duplicates.increment(outcome.duplicates());
    resumed.increment(outcome.resumed());
    batchApply.record(nanos, TimeUnit.NANOSECONDS);
  }

  void parked(ParkReason reason) {
    parked.get(reason).increment();
  }

  void position(long offset) {
    position.set(offset);
  }

  void lag(long records) {
    lag.set(records);
  }

  /** The last applied offset, as the gauge shows it. */
  public long position() {
    return position.get();
  }
}
