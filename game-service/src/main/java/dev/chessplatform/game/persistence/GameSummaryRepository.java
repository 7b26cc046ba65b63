package dev.chessplatform.game.persistence;

import com.mongodb.ErrorCategory;
import com.mongodb.MongoWriteException;
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

  /**
   * Applies event {@code seq} of a game once: the filter matches only when the stored summary is
   * behind, so an event seen before (redelivery, replay) matches nothing; the upsert then collides
   * with the existing id, which is the "already applied" answer.
   *
   * @return true when the event changed the projection
   */
  public boolean apply(String gameId, long seq, String type, Instant occurredAt) {
    try {
      var result =
          collection.updateOne(
              Filters.and(Filters.eq("_id", gameId), Filters.lt("lastSeq", seq)),
              Updates.combine(
                  Updates.set("lastSeq", seq),
                  Updates.set("lastEventType", type),
                  Updates.set("lastEventAt", Date.from(occurredAt)),
                  Updates.inc("events", 1L)),
              new UpdateOptions().upsert(true));
      return result.getModifiedCount() + (result.getUpsertedId() == null ? 0 : 1) > 0;
    } catch (MongoWriteException e) {
      if (e.getError().getCategory() == ErrorCategory.DUPLICATE_KEY) {
        return false;
      }
      throw e;
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
