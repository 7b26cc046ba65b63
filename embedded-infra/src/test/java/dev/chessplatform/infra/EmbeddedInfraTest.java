package dev.chessplatform.infra;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.mongodb.client.MongoClient;
import com.mongodb.client.MongoClients;
import dev.chessplatform.events.Topics;
import java.io.IOException;
import java.net.ServerSocket;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.clients.admin.TopicDescription;
import org.apache.kafka.clients.consumer.ConsumerRecords;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.config.ConfigResource;
import org.apache.kafka.common.serialization.StringDeserializer;
import org.apache.kafka.common.serialization.StringSerializer;
import org.bson.Document;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class EmbeddedInfraTest {

  @TempDir Path dir;

  @Test
  void theBrokerCreatesThePlatformTopicsAndKeepsRecordsAcrossARestart() throws Exception {
    KraftBrokerConfig config =
        new KraftBrokerConfig("127.0.0.1", freePort(), freePort(), dir.resolve("kafka"));
    try (EmbeddedKafka kafka = EmbeddedKafka.start(config)) {
      List<String> created =
          TopicCreator.createMissing(kafka.bootstrapServers(), Topics.ALL, (short) 1);
      assertEquals(Topics.ALL.size(), created.size());
      assertEquals(
          List.of(), TopicCreator.createMissing(kafka.bootstrapServers(), Topics.ALL, (short) 1));
      try (Admin admin = Admin.create(Map.of("bootstrap.servers", kafka.bootstrapServers()))) {
        TopicDescription results =
            admin
                .describeTopics(List.of(Topics.GAME_RESULTS))
                .allTopicNames()
                .get()
                .get(Topics.GAME_RESULTS);
        assertEquals(1, results.partitions().size());
        var resource = new ConfigResource(ConfigResource.Type.TOPIC, Topics.GAME_EVENTS);
        String retention =
            admin
                .describeConfigs(List.of(resource))
                .all()
                .get()
                .get(resource)
                .get("retention.ms")
                .value();
        assertEquals("-1", retention);
      }
      try (var producer =
          new KafkaProducer<>(
              producerProps(kafka), new StringSerializer(), new StringSerializer())) {
        producer.send(new ProducerRecord<>(Topics.GAME_EVENTS, "g1", "hello")).get();
      }
    }
    try (EmbeddedKafka again = EmbeddedKafka.start(config)) {
      assertEquals(List.of("hello"), readAll(again, Topics.GAME_EVENTS));
    }
  }

  @Test
  void theOnDiskStoreKeepsDocumentsAcrossACleanRestart() throws Exception {
    int port = freePort();
    Path file = dir.resolve("mongo/store.mv");
    try (EmbeddedMongo store = EmbeddedMongo.start("127.0.0.1", port, file);
        MongoClient client = MongoClients.create(store.connectionString())) {
      client.getDatabase("chess").getCollection("games").insertOne(new Document("_id", "g1"));
    }
    try (EmbeddedMongo store = EmbeddedMongo.start("127.0.0.1", port, file);
        MongoClient client = MongoClients.create(store.connectionString())) {
      assertEquals(1, client.getDatabase("chess").getCollection("games").countDocuments());
    }
  }

  private static Properties producerProps(EmbeddedKafka kafka) {
    Properties p = new Properties();
    p.put("bootstrap.servers", kafka.bootstrapServers());
    p.put("acks", "all");
    p.put("enable.idempotence", "true");
    return p;
  }

  private static List<String> readAll(EmbeddedKafka kafka, String topic) {
    Properties p = new Properties();
    p.put("bootstrap.servers", kafka.bootstrapServers());
    p.put("group.id", "probe");
    p.put("auto.offset.reset", "earliest");
    try (var consumer =
        new KafkaConsumer<>(p, new StringDeserializer(), new StringDeserializer())) {
      consumer.subscribe(List.of(topic));
      long deadline = System.nanoTime() + Duration.ofSeconds(30).toNanos();
      while (System.nanoTime() < deadline) {
        ConsumerRecords<String, String> records = consumer.poll(Duration.ofMillis(500));
        if (!records.isEmpty()) {
          return java.util.stream.StreamSupport.stream(records.spliterator(), false)
              .map(r -> r.value())
              .toList();
        }
      }
      assertTrue(false, "no record came back from " + topic);
      return List.of();
    }
  }

  private static int freePort() throws IOException {
    try (ServerSocket socket = new ServerSocket(0)) {
      return socket.getLocalPort();
    }
  }
}
