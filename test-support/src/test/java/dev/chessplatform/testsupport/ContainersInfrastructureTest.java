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
  void theRealKafkaImageGivesBootstrapServers() {
    assertEquals(true, KAFKA.getBootstrapServers().contains(":"));
  }
}
