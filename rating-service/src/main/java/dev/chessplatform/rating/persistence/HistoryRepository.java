package dev.chessplatform.rating.persistence;

import com.mongodb.client.MongoClient;
import com.mongodb.client.MongoCollection;
import com.mongodb.client.model.Filters;
import com.mongodb.client.model.Indexes;
import com.mongodb.client.model.ReplaceOneModel;
import com.mongodb.client.model.ReplaceOptions;
import com.mongodb.client.model.Sorts;
import dev.chessplatform.rating.domain.Score;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.ArrayList;
import java.util.Date;
import java.util.List;
import org.bson.Document;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/** The {@code rating_history} collection: one line per human per rated game. */
@ApplicationScoped
public class HistoryRepository {

  private final MongoCollection<Document> collection;

  public HistoryRepository(
      MongoClient client, @ConfigProperty(name = "quarkus.mongodb.database") String database) {
    this.collection = client.getDatabase(database).getCollection("rating_history");
  }

  public void ensureIndexes() {
    collection.createIndex(
        Indexes.compoundIndex(Indexes.ascending("playerId"), Indexes.descending("offset")));
  }

  /** Upserts by {@code gameId:playerId}: idempotent. */
  public void saveAll(List<HistoryLine> lines) {
    if (lines.isEmpty()) {
      return;
    }
    List<ReplaceOneModel<Document>> writes = new ArrayList<>(lines.size());
    for (HistoryLine line : lines) {
      Document doc = toDocument(line);
      writes.add(
          new ReplaceOneModel<>(
              Filters.eq("_id", doc.get("_id")), doc, new ReplaceOptions().upsert(true)));
    }
    collection.bulkWrite(writes);
  }

  /** A player's lines, newest first. */
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
