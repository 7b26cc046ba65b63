package dev.chessplatform.kafka;

import java.util.Map;
import java.util.Objects;
import org.apache.kafka.clients.CommonClientConfigs;
import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.clients.producer.ProducerConfig;

/**
 * The Kafka clients of the platform, built from one bootstrap address with the settings every
 * service shares, so that a call site says only what is special about it:
 *
 * <pre>{@code
 * KafkaClients kafka = KafkaClients.at(bootstrapServers);
 * Producer<String, String> out = kafka.durableProducer().clientId("gateway-accounts-writer").strings();
 * Consumer<byte[], byte[]> in =
 *     kafka.groupConsumer("rating-service").staticMember("rating-service-0").readCommitted().bytes();
 * }</pre>
 *
 * Each method starts a {@link ProducerSettings} or {@link ConsumerSettings}; nothing connects until
 * {@code strings()} or {@code bytes()} creates the client.
 */
public final class KafkaClients {

  private final String bootstrapServers;

  private KafkaClients(String bootstrapServers) {
    this.bootstrapServers = bootstrapServers;
  }

  /** The clients of the cluster at {@code bootstrapServers} ({@code host:port,host:port}). */
  public static KafkaClients at(String bootstrapServers) {
    Objects.requireNonNull(bootstrapServers, "bootstrapServers");
    if (bootstrapServers.isBlank()) {
      throw new IllegalArgumentException("bootstrap servers are blank");
    }
    return new KafkaClients(bootstrapServers);
  }

  public String bootstrapServers() {
    return bootstrapServers;
  }

  /**
   * A producer whose send completes only once every in-sync replica has the record ({@code
   * acks=all}) and whose retries never write it twice ({@code enable.idempotence=true}).
   */
  public ProducerSettings durableProducer() {
    return new ProducerSettings(Map.of())
        .with(CommonClientConfigs.BOOTSTRAP_SERVERS_CONFIG, bootstrapServers)
        .with(ProducerConfig.ACKS_CONFIG, "all")
        .with(ProducerConfig.ENABLE_IDEMPOTENCE_CONFIG, "true");
  }

  /**
   * A {@link #durableProducer()} with {@code transactional.id}: its {@code initTransactions()}
   * fences every older producer of the same id and aborts what that one left open.
   */
  public ProducerSettings transactionalProducer(String transactionalId) {
    Objects.requireNonNull(transactionalId, "transactionalId");
    return durableProducer().with(ProducerConfig.TRANSACTIONAL_ID_CONFIG, transactionalId);
  }

  /**
   * A consumer outside any group ({@code enable.auto.commit=false}): the caller assigns partitions
   * and seeks itself.
   */
  public ConsumerSettings consumer() {
    return new ConsumerSettings(Map.of())
        .with(CommonClientConfigs.BOOTSTRAP_SERVERS_CONFIG, bootstrapServers)
        .with(ConsumerConfig.ENABLE_AUTO_COMMIT_CONFIG, "false");
  }

  /**
   * A consumer in the group {@code groupId}. Auto-commit stays off: where a reader resumes is its
   * own to decide (a stored position, or offsets committed with a transaction).
   */
  public ConsumerSettings groupConsumer(String groupId) {
    Objects.requireNonNull(groupId, "groupId");
    return consumer().with(ConsumerConfig.GROUP_ID_CONFIG, groupId);
  }

  /** An admin client with no settings beyond the address. */
  public Admin admin() {
    return Admin.create(Map.of(CommonClientConfigs.BOOTSTRAP_SERVERS_CONFIG, bootstrapServers));
  }

  /** An admin client named {@code clientId} in the broker's logs and quotas. */
  public Admin admin(String clientId) {
    Objects.requireNonNull(clientId, "clientId");
    return Admin.create(
        Map.of(
            CommonClientConfigs.BOOTSTRAP_SERVERS_CONFIG, bootstrapServers,
            CommonClientConfigs.CLIENT_ID_CONFIG, clientId));
  }
}
