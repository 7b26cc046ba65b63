package dev.chessplatform.kafka;

import java.time.Duration;
import java.util.Map;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.common.serialization.ByteArraySerializer;
import org.apache.kafka.common.serialization.StringSerializer;

/** The settings of one producer, started by {@link KafkaClients}; immutable. */
public final class ProducerSettings extends ClientSettings<ProducerSettings> {

  ProducerSettings(Map<String, String> values) {
    super(values, ProducerSettings::new);
  }

  /** {@code linger.ms}: how long a send may wait for others to share its batch. */
  public ProducerSettings linger(Duration linger) {
    return with(ProducerConfig.LINGER_MS_CONFIG, linger.toMillis());
  }

  /**
   * {@code transaction.timeout.ms}: how long an open transaction lives before the broker aborts.
   */
  public ProducerSettings transactionTimeout(Duration timeout) {
    return with(ProducerConfig.TRANSACTION_TIMEOUT_CONFIG, timeout.toMillis());
  }

  /**
   * Bounds every wait of a send and a commit by {@code bound}: {@code max.block.ms} (metadata, a
   * full buffer, {@code initTransactions}, {@code commitTransaction}) and {@code
   * delivery.timeout.ms}; {@code request.timeout.ms} is half of it, since Kafka refuses a delivery
   * timeout below the request timeout plus {@code linger.ms}, and so a request that timed out can
   * still be retried once within the bound. Without it a send to an unreachable broker waits up to
   * two minutes and a commit one.
   */
  public ProducerSettings appendWithin(Duration bound) {
    long ms = bound.toMillis();
    return with(ProducerConfig.MAX_BLOCK_MS_CONFIG, ms)
        .with(ProducerConfig.REQUEST_TIMEOUT_MS_CONFIG, ms / 2)
        .with(ProducerConfig.DELIVERY_TIMEOUT_MS_CONFIG, ms);
  }

  public KafkaProducer<String, String> strings() {
    return new KafkaProducer<>(toProperties(), new StringSerializer(), new StringSerializer());
  }

  public KafkaProducer<byte[], byte[]> bytes() {
    return new KafkaProducer<>(
        toProperties(), new ByteArraySerializer(), new ByteArraySerializer());
  }
}
