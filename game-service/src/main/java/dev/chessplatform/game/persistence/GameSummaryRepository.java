package dev.chessplatform.game.persistence;

import com.mongodb.client.MongoClient;
import com.mongodb.client.MongoCollection;
import com.mongodb.client.model.Filters;
import com.mongodb.client.model.UpdateOptions;
import com.mongodb.client.model.Updates;
import dev.chessplatform.game.application.GameSummaries;
import dev.chessplatform.game.application.GameSummary;
import jakarta.enterprise.context.ApplicationScoped;
import java.time.Instant;
import java.util.Date;
import java.util.Optional;
import org.bson.Document;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/** The {@code game_summaries} collection: one document per game, keyed by game id. */
@ApplicationScoped
public class GameSummaryRepository implements GameSummaries {

  private final MongoCollection<Document> collection;

  public GameSummaryRepository(
      MongoClient client, @ConfigProperty(name = "quarkus.mongodb.database") String database) {
    this.collection = client.getDatabase(database).getCollection("game_summaries");
  }

  /** One event of a game as the summary counts it. */
  public record Entry(long seq, String type, Instant occurredAt) {}

  /**
   * Applies, per game, the events of {@code byGame} (each game's in seq order) that the summary has
   * not counted yet, in one bulk write: the stored last seq is read first, and each update applies
   * only while it is still that one (the projection is the only writer of a partition's games).
   */
  public void applyAll(java.util.Map<String, java.util.List<Entry>> byGame) {
    if (byGame.isEmpty()) {
      return;
    }
    java.util.Map<String, Long> stored = new java.util.HashMap<>();
    collection
        .find(Filters.in("_id", byGame.keySet()))
        .projection(com.mongodb.client.model.Projections.include("lastSeq"))
        .forEach(d -> stored.put(d.getString("_id"), d.get("lastSeq", Number.class).longValue()));
    java.util.List<com.mongodb.client.model.WriteModel<Document>> writes =
        new java.util.ArrayList<>();
    byGame.forEach(
        (gameId, entries) -> {
          Long last = stored.get(gameId);
          Entry top = null;
          long fresh = 0;
          for (Entry e : entries) {
            if (e.seq() > (top != null ? top.seq() : last == null ? 0 : last)) {
              top = e;
              fresh++;
            }
          }
          if (top == null) {
            return;
          }
          var update =
              Updates.combine(
                  Updates.set("lastSeq", top.seq()),
                  Updates.set("lastEventType", top.type()),
                  Updates.set("lastEventAt", Date.from(top.occurredAt())),
                  Updates.inc("events", fresh));
          writes.add(
              last == null
                  ? new com.mongodb.client.model.UpdateOneModel<>(
                      Filters.eq("_id", gameId), update, new UpdateOptions().upsert(true))
                  : new com.mongodb.client.model.UpdateOneModel<>(
                      Filters.and(Filters.eq("_id", gameId), Filters.eq("lastSeq", last)), update));
        });
    if (!writes.isEmpty()) {
      collection.bulkWrite(writes, new com.mongodb.client.model.BulkWriteOptions().ordered(false));
    }
  }

  @Override
  public Optional<GameSummary> find(String gameId) {
    Document doc = collection.find(Filters.eq("_id", gameId)).first();
    if (doc == null) {
      return Optional.empty();
    }
    return Optional.of(
        new GameSummary(
            doc.getString("_id"),
            doc.get("lastSeq", Number.class).longValue(),
            doc.getString("lastEventType"),
            doc.getDate("lastEventAt").toInstant(),
            doc.get("events", Number.class).longValue()));
  }
}
