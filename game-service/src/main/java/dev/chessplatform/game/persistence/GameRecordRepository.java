package dev.chessplatform.game.persistence;

import com.mongodb.client.MongoClient;
import com.mongodb.client.MongoCollection;
import com.mongodb.client.model.Filters;
import com.mongodb.client.model.Indexes;
import com.mongodb.client.model.ReplaceOptions;
import com.mongodb.client.model.Sorts;
import dev.chessplatform.game.application.GameRecord;
import dev.chessplatform.game.application.GameRecords;
import jakarta.enterprise.context.ApplicationScoped;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.bson.Document;
import org.bson.conversions.Bson;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/**
 * The {@code games} collection: one document per game, the {@link GameRecord} by component name
 * with {@code _id} = game id; indexed by player and by status for history and live lists.
 */
@ApplicationScoped
public class GameRecordRepository implements GameRecords {

  /** The creation time in epoch ms beside the record: what exports sort and page by. */
  static final String CREATED_MS = "createdAtMs";

  private final MongoClient client;
  private final String database;

  public GameRecordRepository(
      MongoClient client, @ConfigProperty(name = "quarkus.mongodb.database") String database) {
    this.client = client;
    this.database = database;
  }

  private MongoCollection<Document> games() {
    return client.getDatabase(database).getCollection("games");
  }

  public void ensureIndexes() {
    games().createIndex(Indexes.ascending("players", "updatedAt"));
    games().createIndex(Indexes.ascending("status", "updatedAt"));
    games().createIndex(Indexes.ascending("status", CREATED_MS, "_id"));
  }

  public Optional<GameRecord> find(String gameId) {
    return Optional.ofNullable(games().find(Filters.eq("_id", gameId)).first()).map(this::record);
  }

  /** The {@code lastSeq} of each record of {@code gameIds} that exists, by game id. */
  public Map<String, Long> versions(java.util.Collection<String> gameIds) {
    Map<String, Long> out = new java.util.HashMap<>();
    if (!gameIds.isEmpty()) {
      games()
          .find(Filters.in("_id", gameIds))
          .projection(new Document("lastSeq", 1))
          .forEach(d -> out.put(d.getString("_id"), d.get("lastSeq", Number.class).longValue()));
    }
    return out;
  }

  /** Replaces (or inserts) every record of {@code records} in one bulk write. */
  public void saveAll(java.util.Collection<GameRecord> records) {
    if (records.isEmpty()) {
      return;
    }
    List<com.mongodb.client.model.WriteModel<Document>> writes = new ArrayList<>();
    for (GameRecord record : records) {
      Document doc = new Document("_id", record.gameId());
      doc.putAll(RecordMaps.toMap(record));
      if (record.createdAt() != null) {
        doc.put(CREATED_MS, record.createdAt().toEpochMilli()); // ISO text does not sort by time
      }
      writes.add(
          new com.mongodb.client.model.ReplaceOneModel<>(
              Filters.eq("_id", record.gameId()), doc, new ReplaceOptions().upsert(true)));
    }
    games().bulkWrite(writes, new com.mongodb.client.model.BulkWriteOptions().ordered(false));
  }

  @Override
  public List<GameRecord> ofPlayer(String player, String status, int limit) {
    Bson filter = Filters.eq("players", player);
    if (status != null) {
      filter = Filters.and(filter, Filters.eq("status", status));
    }
    return list(filter, limit);
  }

  @Override
  public List<GameRecord> withStatus(String status, int limit) {
    return list(Filters.and(Filters.eq("status", status), Filters.eq("privateGame", false)), limit);
  }

  @Override
  public Map<String, GameRecord> byIds(java.util.Collection<String> gameIds) {
    Map<String, GameRecord> out = new java.util.HashMap<>();
    if (!gameIds.isEmpty()) {
      games().find(Filters.in("_id", gameIds)).forEach(d -> out.put(d.getString("_id"), record(d)));
    }
    return out;
  }

  @Override
  public List<GameRecord> open() {
    List<GameRecord> out = new ArrayList<>();
    games().find(Filters.in("status", "WAITING", "STARTED")).forEach(d -> out.add(record(d)));
    return out;
  }

  @Override
  public List<GameRecord> finishedInOrder(
      Instant since, Instant until, String player, ExportCursor after, int limit) {
    List<Bson> all = new ArrayList<>();
    all.add(Filters.eq("status", "ENDED"));
    all.add(Filters.eq("privateGame", false));
    if (since != null) {
      all.add(Filters.gte(CREATED_MS, since.toEpochMilli()));
    }
    if (until != null) {
      all.add(Filters.lt(CREATED_MS, until.toEpochMilli()));
    }
    if (player != null) {
      all.add(Filters.eq("players", player));
    }
    if (after != null) {
      long ms = after.createdAt().toEpochMilli();
      all.add(
          Filters.or(
              Filters.gt(CREATED_MS, ms),
              Filters.and(Filters.eq(CREATED_MS, ms), Filters.gt("_id", after.gameId()))));
    }
    List<GameRecord> out = new ArrayList<>();
    games()
        .find(Filters.and(all))
        .sort(Sorts.ascending(CREATED_MS, "_id"))
        .limit(limit)
        .forEach(d -> out.add(record(d)));
    return out;
  }

  private List<GameRecord> list(Bson filter, int limit) {
    List<GameRecord> out = new ArrayList<>();
    games()
        .find(filter)
        .sort(Sorts.descending("updatedAt"))
        .limit(limit)
        .forEach(d -> out.add(record(d)));
    return out;
  }

  private GameRecord record(Document d) {
    Map<String, Object> m = new LinkedHashMap<>(d);
    m.remove("_id");
    m.remove(CREATED_MS);
    return RecordMaps.fromMap(GameRecord.class, m);
  }
}
