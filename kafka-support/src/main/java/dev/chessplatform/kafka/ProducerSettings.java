package dev.chessplatform.kafka;

import java.time.Duration;
import java.util.Map;
import org.apache.kafka.clients.CommonClientConfigs;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.common.serialization.ByteArraySerializer;
import org.apache.kafka.common.serialization.StringSerializer;

/**
 * The settings of one producer, started by {@link KafkaClients}. Immutable: every method returns
 * new settings, so a base can be shared and specialised.
 */
public final class ProducerSettings {

  private final ClientProperties properties;

  ProducerSettings(ClientProperties properties) {
    this.properties = properties;
  }

  /** {@code client.id}: the name the broker logs and applies quotas to. */
  public ProducerSettings clientId(String clientId) {
    return with(CommonClientConfigs.CLIENT_ID_CONFIG, clientId);
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

  /** Any other producer setting, by its Kafka name ({@link ProducerConfig}); the last one wins. */
  public ProducerSettings with(String key, Object value) {
    return new ProducerSettings(properties.with(key, value));
  }

  /** The settings as Kafka reads them, in the order given. */
  public Map<String, String> asMap() {
    return properties.asMap();
  }

  public KafkaProducer<String, String> strings() {
    return new KafkaProducer<>(
        properties.toProperties(), new StringSerializer(), new StringSerializer());
  }

  public KafkaProducer<byte[], byte[]> bytes() {
    return new KafkaProducer<>(
        properties.toProperties(), new ByteArraySerializer(), new ByteArraySerializer());
  }
}
