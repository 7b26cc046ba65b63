package dev.chessplatform.game.persistence;

import com.mongodb.client.MongoClient;
import com.mongodb.client.MongoCollection;
import com.mongodb.client.model.Filters;
import com.mongodb.client.model.ReplaceOptions;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.OptionalLong;
import org.bson.Document;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/**
 * Where the projections stand in {@code chess.game-events}: the next offset to read per partition,
 * stored beside the read models (architecture.md: every projection records its position). Drop the
 * database and the projections start again from offset 0.
 */
@ApplicationScoped
public class ProjectionPositions {

  private final MongoClient client;
  private final String database;

  public ProjectionPositions(
      MongoClient client, @ConfigProperty(name = "quarkus.mongodb.database") String database) {
    this.client = client;
    this.database = database;
  }

  private MongoCollection<Document> positions() {
    return client.getDatabase(database).getCollection("projection_positions");
  }

  private static String id(String topic, int partition) {
    return topic + "/" + partition;
  }

  public OptionalLong next(String topic, int partition) {
    Document d = positions().find(Filters.eq("_id", id(topic, partition))).first();
    return d == null
        ? OptionalLong.empty()
        : OptionalLong.of(d.get("next", Number.class).longValue());
  }

  public void store(String topic, int partition, long next) {
    positions()
        .replaceOne(
            Filters.eq("_id", id(topic, partition)),
            new Document("_id", id(topic, partition)).append("next", next),
            new ReplaceOptions().upsert(true));
  }
}
