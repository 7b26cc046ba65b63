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

  public KafkaProducer<String, String> strings() {
    return new KafkaProducer<>(toProperties(), new StringSerializer(), new StringSerializer());
  }

  public KafkaProducer<byte[], byte[]> bytes() {
    return new KafkaProducer<>(
        toProperties(), new ByteArraySerializer(), new ByteArraySerializer());
  }
}
