package dev.chessplatform.rating.persistence;

import com.mongodb.client.MongoClient;
import com.mongodb.client.MongoCollection;
import com.mongodb.client.model.Filters;
import com.mongodb.client.model.UpdateOptions;
import com.mongodb.client.model.Updates;
import dev.chessplatform.rating.application.AppliedPositions;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.OptionalLong;
import org.bson.Document;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/**
 * The {@code positions} collection: the last applied offset per (topic, partition). It is the truth
 * for where to resume (architecture.md, "MongoDB"): an empty database means "replay from offset 0",
 * whatever offset the consumer group committed in Kafka.
 */
@ApplicationScoped
public class PositionRepository implements AppliedPositions {

  private final MongoCollection<Document> collection;

  public PositionRepository(
      MongoClient client, @ConfigProperty(name = "quarkus.mongodb.database") String database) {
    this.collection = client.getDatabase(database).getCollection("positions");
  }

  @Override
  public OptionalLong lastApplied(String topic, int partition) {
    Document doc = collection.find(Filters.eq("_id", id(topic, partition))).first();
    return doc == null
        ? OptionalLong.empty()
        : OptionalLong.of(doc.get("offset", Number.class).longValue());
  }

  @Override
  public void save(String topic, int partition, long offset) {
    collection.updateOne(
        Filters.eq("_id", id(topic, partition)),
        Updates.combine(
            Updates.set("topic", topic),
            Updates.set("partition", partition),
            Updates.set("offset", offset)),
        new UpdateOptions().upsert(true));
  }

  private static String id(String topic, int partition) {
    return topic + "/" + partition;
  }
}
