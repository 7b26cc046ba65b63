package dev.chessplatform.deploy.rebuild;

import dev.chessplatform.kafka.KafkaClients;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apache.kafka.clients.consumer.Consumer;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.ConsumerRecords;
import org.apache.kafka.common.PartitionInfo;
import org.apache.kafka.common.TopicPartition;

/**
 * What a projection of a topic must have applied to be caught up with it as it stood when it was
 * read: per partition the committed records below the end offset ({@code read_committed}, so
 * aborted transactions and transaction markers are not counted) and the offset of the last one. The
 * end offset itself is no target: a projection stores the offset after its last record, and a
 * commit marker may follow that record.
 *
 * @param topic the topic
 * @param records committed records per partition
 * @param lastRecord offset of the last committed record per partition (absent: none)
 */
public record TopicTargets(
    String topic, Map<Integer, Long> records, Map<Integer, Long> lastRecord) {

  private static final Duration POLL = Duration.ofMillis(500);

  /** Every committed record of the topic, up to the end offsets seen now. */
  public long total() {
    return records.values().stream().mapToLong(Long::longValue).sum();
  }

  /** Reads {@code topic} from offset 0 to its end offsets as of now; an absent topic has none. */
  public static TopicTargets read(String bootstrap, String topic) {
    try (Consumer<byte[], byte[]> consumer =
        KafkaClients.at(bootstrap).consumer().readCommitted().maxPollRecords(5_000).bytes()) {
      List<PartitionInfo> infos = consumer.partitionsFor(topic, Duration.ofSeconds(20));
      List<TopicPartition> partitions = new ArrayList<>();
      for (PartitionInfo info : infos == null ? List.<PartitionInfo>of() : infos) {
        partitions.add(new TopicPartition(topic, info.partition()));
      }
      Map<Integer, Long> records = new HashMap<>();
      Map<Integer, Long> last = new HashMap<>();
      if (partitions.isEmpty()) {
        return new TopicTargets(topic, records, last);
      }
      Map<TopicPartition, Long> end = consumer.endOffsets(partitions);
      List<TopicPartition> open = new ArrayList<>();
      for (TopicPartition p : partitions) {
        records.put(p.partition(), 0L);
        if (end.get(p) > 0) {
          open.add(p);
        }
      }
      consumer.assign(open);
      consumer.seekToBeginning(open);
      while (!open.isEmpty()) {
        ConsumerRecords<byte[], byte[]> polled = consumer.poll(POLL);
        for (ConsumerRecord<byte[], byte[]> r : polled) {
          long stop = end.get(new TopicPartition(topic, r.partition()));
          if (r.offset() < stop) {
            records.merge(r.partition(), 1L, Long::sum);
            last.put(r.partition(), r.offset());
          }
        }
        List<TopicPartition> done =
            open.stream().filter(p -> consumer.position(p) >= end.get(p)).toList();
        consumer.pause(done); // read to its end; the others go on
        open.removeAll(done);
      }
      return new TopicTargets(topic, records, last);
    }
  }
}
