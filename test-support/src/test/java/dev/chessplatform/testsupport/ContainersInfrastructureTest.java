package dev.chessplatform.testsupport;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.mongodb.client.MongoClient;
import com.mongodb.client.MongoClients;
import org.bson.Document;
import org.junit.jupiter.api.Test;
import org.testcontainers.junit.jupiter.Container;
import org.testcontainers.junit.jupiter.Testcontainers;
import org.testcontainers.kafka.KafkaContainer;
import org.testcontainers.mongodb.MongoDBContainer;

/** The Testcontainers side of the switch: the real images start; skipped without Docker. */
@Testcontainers(disabledWithoutDocker = true)
class ContainersInfrastructureTest {

  @Container static final KafkaContainer KAFKA = new KafkaContainer("apache/kafka:4.1.1");
  @Container static final MongoDBContainer MONGO = new MongoDBContainer("mongo:8.0");

  @Test
  void theRealMongoImageAnswersADocumentItStored() {
    try (MongoClient client = MongoClients.create(MONGO.getConnectionString())) {
      var collection = client.getDatabase("probe").getCollection("probe");
      collection.insertOne(new Document("_id", "x").append("v", 1));
      assertEquals(1, collection.find(new Document("_id", "x")).first().getInteger("v"));
    }
  }

  @Test
  void theRealKafkaImageKeepsARecordAndGivesItBack() throws Exception {
    String bootstrap = KAFKA.getBootstrapServers();
    java.util.Properties p = new java.util.Properties();
    p.put("bootstrap.servers", bootstrap);
    p.put("acks", "all");
    try (var producer =
        new org.apache.kafka.clients.producer.KafkaProducer<>(
            p,
            new org.apache.kafka.common.serialization.StringSerializer(),
            new org.apache.kafka.common.serialization.StringSerializer())) {
      producer
          .send(new org.apache.kafka.clients.producer.ProducerRecord<>("probe", "k", "v"))
          .get();
    }
    java.util.Properties c = new java.util.Properties();
    c.put("bootstrap.servers", bootstrap);
    c.put("group.id", "probe");
    c.put("auto.offset.reset", "earliest");
    try (var consumer =
        new org.apache.kafka.clients.consumer.KafkaConsumer<>(
            c,
            new org.apache.kafka.common.serialization.StringDeserializer(),
            new org.apache.kafka.common.serialization.StringDeserializer())) {
      consumer.subscribe(java.util.List.of("probe"));
      java.util.List<String> values = new java.util.ArrayList<>();
      long deadline = System.nanoTime() + java.time.Duration.ofSeconds(30).toNanos();
      while (values.isEmpty() && System.nanoTime() < deadline) {
        consumer.poll(java.time.Duration.ofMillis(500)).forEach(r -> values.add(r.value()));
      }
      assertEquals(java.util.List.of("v"), values);
    }
  }
}
