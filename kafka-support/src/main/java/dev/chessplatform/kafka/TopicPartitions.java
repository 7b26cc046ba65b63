package dev.chessplatform.kafka;

import java.time.Duration;
import java.util.List;
import org.apache.kafka.clients.consumer.Consumer;
import org.apache.kafka.common.TopicPartition;
import org.apache.kafka.common.errors.InterruptException;

/** The partitions of a topic, for a reader that assigns them itself (no group). */
public final class TopicPartitions {

  private static final System.Logger LOG = System.getLogger(TopicPartitions.class.getName());

  private TopicPartitions() {}

  /** Every partition of {@code topic} the broker knows now; none when the topic does not exist. */
  public static List<TopicPartition> of(Consumer<?, ?> consumer, String topic) {
    return consumer.partitionsFor(topic).stream()
        .map(p -> new TopicPartition(p.topic(), p.partition()))
        .toList();
  }

  /**
   * Every partition of {@code topic}, asking again after {@code pause} (with a warning) while the
   * topic does not exist. A {@link ConsumerLoop}'s stop ends the wait: the next ask throws its
   * {@code WakeupException}.
   */
  public static List<TopicPartition> await(Consumer<?, ?> consumer, String topic, Duration pause) {
    while (true) {
      List<TopicPartition> partitions = of(consumer, topic);
      if (!partitions.isEmpty()) {
        return partitions;
      }
      LOG.log(System.Logger.Level.WARNING, "{0} does not exist yet; waiting for it", topic);
      try {
        Thread.sleep(pause.toMillis());
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw new InterruptException(e);
      }
    }
  }
}
