package dev.chessplatform.game.messaging;

import io.micrometer.core.instrument.DistributionSummary;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Timer;
import java.util.concurrent.TimeUnit;

/**
 * What the partition writers do, for operators: commands per Kafka transaction (the group commit's
 * size) and how long a transaction's commit takes. {@code games_writer_batch_commands} and {@code
 * games_writer_commit_seconds} on {@code /q/metrics}.
 */
final class WriterMetrics {

  private final DistributionSummary batch;
  private final Timer commit;

  WriterMetrics(MeterRegistry registry) {
    this.batch =
        DistributionSummary.builder("games_writer_batch_commands")
            .description("Commands decided in one batch of a partition writer")
            .publishPercentiles(0.5, 0.99)
            .register(registry);
    this.commit =
        Timer.builder("games_writer_commit_seconds")
            .description("One batch's Kafka transaction: begin, sends, commit")
            .publishPercentiles(0.5, 0.99)
            .register(registry);
  }

  void batch(int commands) {
    batch.record(commands);
  }

  void committed(long nanos) {
    commit.record(nanos, TimeUnit.NANOSECONDS);
  }
}
