package dev.chessplatform.kafka;

import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Queue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.TimeUnit;
import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.clients.admin.OffsetSpec;
import org.apache.kafka.clients.consumer.Consumer;
import org.apache.kafka.common.TopicPartition;

/**
 * Read your writes for a reader that tails whole partitions without a group: "tell me once you have
 * read everything appended before I asked". {@link #readToNow} asks the admin client for the
 * partitions' end offsets (the high watermark: with {@code read_committed} the reader passes it
 * once the transactions open at the question have ended) and completes when the reader's positions
 * reach them; the reader's loop calls {@link #advanced} after every poll.
 */
public final class CatchUp {

  private record Waiter(Map<TopicPartition, Long> target, CompletableFuture<Boolean> done) {}

  private final Admin admin;
  private final Queue<Waiter> waiters = new ConcurrentLinkedQueue<>();
  private volatile List<TopicPartition> partitions;
  private volatile Map<TopicPartition, Long> positions = Map.of();

  /** A catch-up that asks {@code admin} for end offsets; the caller closes the admin client. */
  public CatchUp(Admin admin) {
    this.admin = admin;
  }

  /** The partitions the reader reads, once it has them assigned. */
  public void reading(List<TopicPartition> assigned) {
    this.partitions = List.copyOf(assigned);
  }

  /** After each poll of the reader: its positions now, and every waiter they satisfy. */
  public void advanced(Consumer<?, ?> reader) {
    List<TopicPartition> parts = partitions;
    if (parts == null) {
      return;
    }
    Map<TopicPartition, Long> at = new HashMap<>();
    for (TopicPartition tp : parts) {
      at.put(tp, reader.position(tp));
    }
    positions = Map.copyOf(at);
    waiters.forEach(this::settle);
  }

  /** The reader's position in each partition after its last poll. */
  public Map<TopicPartition, Long> positions() {
    return positions;
  }

  /**
   * Completes with true once the reader has read up to the end offsets its partitions have now,
   * false when that did not happen within {@code timeout} (broker away, reader not started).
   */
  public CompletableFuture<Boolean> readToNow(Duration timeout) {
    CompletableFuture<Boolean> done = new CompletableFuture<>();
    done.completeOnTimeout(false, timeout.toMillis(), TimeUnit.MILLISECONDS);
    List<TopicPartition> parts = partitions;
    if (parts == null) {
      return done; // not reading yet: the timeout answers
    }
    Map<TopicPartition, OffsetSpec> latest = new HashMap<>();
    parts.forEach(tp -> latest.put(tp, OffsetSpec.latest()));
    admin
        .listOffsets(latest)
        .all()
        .toCompletionStage()
        .whenComplete(
            (offsets, error) -> {
              if (error != null) {
                done.complete(false);
                return;
              }
              Map<TopicPartition, Long> target = new HashMap<>();
              offsets.forEach((tp, info) -> target.put(tp, info.offset()));
              Waiter w = new Waiter(target, done);
              waiters.add(w);
              settle(w); // the reader may be there already
            });
    done.whenComplete((r, e) -> waiters.removeIf(w -> w.done() == done));
    return done;
  }

  private void settle(Waiter w) {
    Map<TopicPartition, Long> at = positions;
    if (w.target().entrySet().stream()
        .allMatch(e -> at.getOrDefault(e.getKey(), -1L) >= e.getValue())) {
      w.done().complete(true);
    }
  }
}
