package dev.chessplatform.kafka;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.time.Duration;
import java.util.Map;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.errors.ProducerFencedException;
import org.junit.jupiter.api.DisplayNameGeneration;
import org.junit.jupiter.api.DisplayNameGenerator;
import org.junit.jupiter.api.Test;

/** The settings each kind of client starts with, and what they mean on the real broker. */
@DisplayNameGeneration(DisplayNameGenerator.ReplaceUnderscores.class)
class KafkaClientsTest {

  private static final KafkaClients AT = KafkaClients.at("kafka-1:9092,kafka-2:9092");

  @Test
  void a_durable_producer_waits_for_every_in_sync_replica_and_never_writes_twice() {
    assertEquals(
        Map.of(
            "bootstrap.servers", "kafka-1:9092,kafka-2:9092",
            "acks", "all",
            "enable.idempotence", "true"),
        AT.durableProducer().asMap());
  }

  @Test
  void a_transactional_producer_is_durable_with_its_id_and_the_caller_s_own_settings() {
    assertEquals(
        Map.of(
            "bootstrap.servers", "kafka-1:9092,kafka-2:9092",
            "acks", "all",
            "enable.idempotence", "true",
            "transactional.id", "owner-3",
            "linger.ms", "0",
            "transaction.timeout.ms", "30000",
            "client.id", "writer-3"),
        AT.transactionalProducer("owner-3")
            .linger(Duration.ZERO)
            .transactionTimeout(Duration.ofSeconds(30))
            .clientId("writer-3")
            .asMap());
  }

  @Test
  void an_append_bound_limits_blocking_requests_and_delivery_alike() {
    Map<String, String> settings =
        AT.transactionalProducer("owner-3").appendWithin(Duration.ofSeconds(5)).asMap();
    assertEquals("5000", settings.get("max.block.ms"));
    assertEquals("2500", settings.get("request.timeout.ms"));
    assertEquals("5000", settings.get("delivery.timeout.ms"));
  }

  @Test
  void a_plain_consumer_commits_nothing_by_itself() {
    assertEquals(
        Map.of("bootstrap.servers", "kafka-1:9092,kafka-2:9092", "enable.auto.commit", "false"),
        AT.consumer().asMap());
  }

  @Test
  void a_group_consumer_names_its_group_and_takes_the_member_settings() {
    assertEquals(
        Map.of(
            "bootstrap.servers", "kafka-1:9092,kafka-2:9092",
            "enable.auto.commit", "false",
            "group.id", "rating-service",
            "group.instance.id", "rating-service-0",
            "session.timeout.ms", "10000",
            "isolation.level", "read_committed",
            "auto.offset.reset", "earliest",
            "max.poll.records", "500",
            "max.poll.interval.ms", "90000",
            "client.id", "rating-service-results"),
        AT.groupConsumer("rating-service")
            .staticMember("rating-service-0")
            .sessionTimeout(Duration.ofSeconds(10))
            .readCommitted()
            .fromEarliest()
            .maxPollRecords(500)
            .maxPollInterval(Duration.ofSeconds(90))
            .clientId("rating-service-results")
            .asMap());
  }

  @Test
  void an_explicit_setting_overrides_and_settings_are_immutable() {
    ConsumerSettings base = AT.consumer();
    ConsumerSettings special = base.with("enable.auto.commit", true).with("fetch.min.bytes", 1);
    assertEquals("false", base.asMap().get("enable.auto.commit"));
    assertEquals("true", special.asMap().get("enable.auto.commit"));
    assertEquals("1", special.asMap().get("fetch.min.bytes"));
  }

  @Test
  void blank_bootstrap_servers_are_refused() {
    assertThrows(IllegalArgumentException.class, () -> KafkaClients.at(" "));
  }

  @Test
  void a_new_transactional_producer_fences_the_older_one_of_the_same_id() throws Exception {
    String topic = TestBroker.newTopic(1);
    KafkaClients kafka = TestBroker.clients();
    try (KafkaProducer<String, String> older =
            kafka.transactionalProducer("fence-" + topic).strings();
        KafkaProducer<String, String> newer =
            kafka.transactionalProducer("fence-" + topic).strings()) {
      older.initTransactions();
      older.beginTransaction();
      older.send(new ProducerRecord<>(topic, "k", "from the older")).get();
      newer.initTransactions();
      assertThrows(ProducerFencedException.class, older::commitTransaction);
    }
    try (var consumer = kafka.consumer().readCommitted().strings()) {
      var partitions = TopicPartitions.of(consumer, topic);
      long read = EndOffsets.readFromStart(consumer, partitions, Duration.ofMillis(200), r -> {});
      assertEquals(0, read, "the fenced producer's open transaction was aborted");
    }
  }
}
