package dev.chessplatform.rating.persistence;

import com.mongodb.ErrorCategory;
import com.mongodb.MongoBulkWriteException;
import com.mongodb.client.MongoClient;
import com.mongodb.client.MongoCollection;
import com.mongodb.client.model.Filters;
import com.mongodb.client.model.Indexes;
import com.mongodb.client.model.InsertManyOptions;
import com.mongodb.client.model.Sorts;
import dev.chessplatform.rating.application.RatingHistory;
import dev.chessplatform.rating.domain.HistoryLine;
import dev.chessplatform.rating.domain.Score;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.ArrayList;
import java.util.Date;
import java.util.List;
import org.bson.Document;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/** The {@code rating_history} collection: one line per human per rated game. */
@ApplicationScoped
public class HistoryRepository implements RatingHistory {

  private final MongoCollection<Document> collection;

  public HistoryRepository(
      MongoClient client, @ConfigProperty(name = "quarkus.mongodb.database") String database) {
    this.collection = client.getDatabase(database).getCollection("rating_history");
  }

  @Override
  public void ensureIndexes() {
    collection.createIndex(
        Indexes.compoundIndex(Indexes.ascending("playerId"), Indexes.descending("offset")));
  }

  /**
   * Inserts the lines; a line already there (a resumed batch) is skipped. That is idempotent
   * because a line is a function of the journaled change, so the stored one is equal. Plain
   * inserts, not upserts: mongo-java-server finds an upsert's target by scanning, which made
   * history writes grow with the collection.
   */
  @Override
  public void saveAll(List<HistoryLine> lines) {
    if (lines.isEmpty()) {
      return;
    }
    try {
      collection.insertMany(
          lines.stream().map(HistoryRepository::toDocument).toList(),
          new InsertManyOptions().ordered(false));
    } catch (MongoBulkWriteException e) {
      boolean onlyExisting =
          e.getWriteErrors().stream()
              .allMatch(
                  w -> ErrorCategory.fromErrorCode(w.getCode()) == ErrorCategory.DUPLICATE_KEY);
      if (!onlyExisting) {
        throw e;
      }
    }
  }

  @Override
  public List<HistoryLine> page(String playerId, int page, int size) {
    List<HistoryLine> lines = new ArrayList<>(size);
    collection
        .find(Filters.eq("playerId", playerId))
        .sort(Sorts.descending("offset"))
        .skip(page * size)
        .limit(size)
        .forEach(doc -> lines.add(fromDocument(doc)));
    return lines;
  }

  @Override
  public long count(String playerId) {
    return collection.countDocuments(Filters.eq("playerId", playerId));
  }

  private static Document toDocument(HistoryLine line) {
    return new Document("_id", line.gameId() + ":" + line.playerId())
        .append("playerId", line.playerId())
        .append("gameId", line.gameId())
        .append("offset", line.offset())
        .append("opponent", line.opponent())
        .append("score", line.score().name())
        .append("before", line.before())
        .append("after", line.after())
        .append("change", line.change())
        .append("counted", line.counted())
        .append("ladderBefore", line.ladderBefore())
        .append("ladderAfter", line.ladderAfter())
        .append("endedAt", Date.from(line.endedAt()));
  }

  private static HistoryLine fromDocument(Document doc) {
    return new HistoryLine(
        doc.getString("playerId"),
        doc.getString("gameId"),
        doc.get("offset", Number.class).longValue(),
        doc.getString("opponent"),
        Score.valueOf(doc.getString("score")),
        doc.getInteger("before"),
        doc.getInteger("after"),
        doc.getInteger("change"),
        doc.getBoolean("counted"),
        doc.getInteger("ladderBefore"),
        doc.getInteger("ladderAfter"),
        doc.getDate("endedAt").toInstant());
  }
}
