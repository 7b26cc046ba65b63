package dev.chessplatform.kafka;

import java.time.Duration;
import java.util.Collection;
import java.util.Map;
import org.apache.kafka.clients.consumer.Consumer;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.common.TopicPartition;

/**
 * The end offsets some partitions had at one moment, and whether a reader has caught up with them:
 * "every record that existed when I started has been read". With {@code read_committed} the end is
 * the last stable offset, so an open transaction does not hold a reader back from it.
 */
public final class EndOffsets {

  private final Map<TopicPartition, Long> offsets;

  private EndOffsets(Map<TopicPartition, Long> offsets) {
    this.offsets = Map.copyOf(offsets);
  }

  /** The end offsets of {@code partitions} now, as {@code consumer} sees them. */
  public static EndOffsets of(Consumer<?, ?> consumer, Collection<TopicPartition> partitions) {
    return new EndOffsets(consumer.endOffsets(partitions));
  }

  /**
   * Assigns {@code partitions} to {@code consumer}, seeks them to offset 0 and returns the end
   * offsets they have now: the start of a reader that replays them, and maybe keeps tailing.
   */
  public static EndOffsets assignFromStart(
      Consumer<?, ?> consumer, Collection<TopicPartition> partitions) {
    consumer.assign(partitions);
    consumer.seekToBeginning(partitions);
    return of(consumer, partitions);
  }

  public Map<TopicPartition, Long> offsets() {
    return offsets;
  }

  /** True once {@code consumer}'s position in every partition is at or past its end offset. */
  public boolean reachedBy(Consumer<?, ?> consumer) {
    return offsets.entrySet().stream().allMatch(e -> consumer.position(e.getKey()) >= e.getValue());
  }

  /**
   * Assigns {@code partitions} to {@code consumer} and reads them from offset 0 up to the end
   * offsets they had when reading began, handing every record to {@code each}.
   *
   * @return how many records were read
   */
  public static <K, V> long readFromStart(
      Consumer<K, V> consumer,
      Collection<TopicPartition> partitions,
      Duration poll,
      java.util.function.Consumer<ConsumerRecord<K, V>> each) {
    EndOffsets end = assignFromStart(consumer, partitions);
    long count = 0;
    while (!end.reachedBy(consumer)) {
      for (ConsumerRecord<K, V> record : consumer.poll(poll)) {
        each.accept(record);
        count++;
      }
    }
    return count;
  }
}
