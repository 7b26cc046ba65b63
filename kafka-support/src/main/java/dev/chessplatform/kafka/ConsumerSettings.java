package dev.chessplatform.kafka;

import java.time.Duration;
import java.util.Map;
import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.common.serialization.ByteArrayDeserializer;
import org.apache.kafka.common.serialization.StringDeserializer;

/** The settings of one consumer, started by {@link KafkaClients}; immutable. */
public final class ConsumerSettings extends ClientSettings<ConsumerSettings> {

  ConsumerSettings(Map<String, String> values) {
    super(values, ConsumerSettings::new);
  }

  /**
   * {@code group.instance.id}, static membership: a member restarted with the same id gets its
   * partitions back at once instead of after the session timeout of the one it replaces.
   */
  public ConsumerSettings staticMember(String groupInstanceId) {
    return with(ConsumerConfig.GROUP_INSTANCE_ID_CONFIG, groupInstanceId);
  }

  /**
   * {@code session.timeout.ms}: how long the group waits for a silent member before rebalancing.
   */
  public ConsumerSettings sessionTimeout(Duration timeout) {
    return with(ConsumerConfig.SESSION_TIMEOUT_MS_CONFIG, timeout.toMillis());
  }

  /**
   * {@code isolation.level=read_committed}: records of open or aborted transactions stay unseen.
   */
  public ConsumerSettings readCommitted() {
    return with(ConsumerConfig.ISOLATION_LEVEL_CONFIG, "read_committed");
  }

  /** {@code auto.offset.reset=earliest}: a partition with no committed offset is read from 0. */
  public ConsumerSettings fromEarliest() {
    return with(ConsumerConfig.AUTO_OFFSET_RESET_CONFIG, "earliest");
  }

  /**
   * {@code partition.assignment.strategy=CooperativeStickyAssignor}: a rebalance moves only the
   * partitions that change hands, and the others are never revoked (the eager default revokes every
   * partition of every member first). Every member of the group must use it.
   */
  public ConsumerSettings cooperative() {
    return with(
        ConsumerConfig.PARTITION_ASSIGNMENT_STRATEGY_CONFIG,
        org.apache.kafka.clients.consumer.CooperativeStickyAssignor.class.getName());
  }

  /**
   * {@code heartbeat.interval.ms}: how often a member tells the coordinator it lives, which is also
   * how soon it hears that a rebalance began (3 s by default: a cooperative handover, which takes
   * two rebalances, waited for it twice). At most a third of the session timeout.
   */
  public ConsumerSettings heartbeatInterval(Duration interval) {
    return with(ConsumerConfig.HEARTBEAT_INTERVAL_MS_CONFIG, interval.toMillis());
  }

  /** {@code max.poll.records}: the most records one poll returns. */
  public ConsumerSettings maxPollRecords(int records) {
    return with(ConsumerConfig.MAX_POLL_RECORDS_CONFIG, records);
  }

  /** {@code max.poll.interval.ms}: the longest a group member may go between polls. */
  public ConsumerSettings maxPollInterval(Duration interval) {
    return with(ConsumerConfig.MAX_POLL_INTERVAL_MS_CONFIG, interval.toMillis());
  }

  /**
   * {@code fetch.max.wait.ms}: how long the broker holds a fetch that finds no new bytes. A reader
   * catching up to an end offset that lies behind a transaction marker wants it short, or every
   * catch-up ends with one wait of the default 500 ms.
   */
  public ConsumerSettings fetchMaxWait(Duration wait) {
    return with(ConsumerConfig.FETCH_MAX_WAIT_MS_CONFIG, wait.toMillis());
  }

  /**
   * {@code fetch.min.bytes}: a fetch is answered once this much is there (or {@code fetch.max.wait}
   * is over), so a busy topic is read in fewer, larger polls.
   */
  public ConsumerSettings fetchMinBytes(int bytes) {
    return with(ConsumerConfig.FETCH_MIN_BYTES_CONFIG, bytes);
  }

  public KafkaConsumer<String, String> strings() {
    return new KafkaConsumer<>(toProperties(), new StringDeserializer(), new StringDeserializer());
  }

  public KafkaConsumer<byte[], byte[]> bytes() {
    return new KafkaConsumer<>(
        toProperties(), new ByteArrayDeserializer(), new ByteArrayDeserializer());
  }
}
