package dev.chessplatform.kafka;

import org.apache.kafka.clients.consumer.Consumer;
import org.apache.kafka.common.TopicPartition;

/**
 * How far a consumer is behind the end of what it reads, from what it already knows: per assigned
 * partition the log end (or, under {@code read_committed}, the last stable offset) of its latest
 * fetch minus its position ({@link Consumer#currentLag}), no request to the broker. A partition it
 * has not fetched yet counts 0 until its first fetch.
 */
public final class ConsumerLag {

  private ConsumerLag() {}

  /** The records between {@code consumer}'s positions and the ends of its assigned partitions. */
  public static long of(Consumer<?, ?> consumer) {
    long lag = 0;
    for (TopicPartition partition : consumer.assignment()) {
      lag += consumer.currentLag(partition).orElse(0);
    }
    return lag;
  }
}
