package dev.chessplatform.game.persistence;

import com.mongodb.ErrorCategory;
import com.mongodb.MongoWriteException;
import com.mongodb.client.MongoClient;
import com.mongodb.client.MongoCollection;
import com.mongodb.client.model.Filters;
import com.mongodb.client.model.Projections;
import com.mongodb.client.model.UpdateOptions;
import com.mongodb.client.model.Updates;
import dev.chessplatform.events.game.GameEventCodec;
import dev.chessplatform.events.game.GameEventEnvelope;
import dev.chessplatform.game.application.GameArchive;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.bson.Document;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/**
 * The {@code game_archive} collection: one document per game, {@code _id} = game id, {@code events}
 * = the game's records exactly as the topic holds them (JSON text, unknown types included) in seq
 * order, {@code lastSeq} = the last one. Written by the projection only, so dropping it rebuilds it
 * from offset 0 like every read model.
 */
@ApplicationScoped
public class GameArchiveRepository implements GameArchive {

  private final MongoCollection<Document> collection;

  public GameArchiveRepository(
      MongoClient client, @ConfigProperty(name = "quarkus.mongodb.database") String database) {
    this.collection = client.getDatabase(database).getCollection("game_archive");
  }

  /**
   * Appends record {@code seq} of a game once: the filter matches only while the archive is behind,
   * so a record seen before matches nothing and the upsert collides with the existing id, which is
   * the "already archived" answer.
   */
  public void append(String gameId, long seq, String json) {
    try {
      collection.updateOne(
          Filters.and(Filters.eq("_id", gameId), Filters.lt("lastSeq", seq)),
          Updates.combine(Updates.set("lastSeq", seq), Updates.push("events", json)),
          new UpdateOptions().upsert(true));
    } catch (MongoWriteException e) {
      if (e.getError().getCategory() != ErrorCategory.DUPLICATE_KEY) {
        throw e;
      }
    }
  }

  @Override
  public List<GameEventEnvelope> events(String gameId) {
    Document doc = collection.find(Filters.eq("_id", gameId)).first();
    if (doc == null) {
      return List.of();
    }
    List<GameEventEnvelope> out = new ArrayList<>();
    for (String json : doc.getList("events", String.class, List.of())) {
      if (GameEventCodec.decode(json) instanceof GameEventCodec.Known known) {
        out.add(known.envelope());
      }
    }
    return List.copyOf(out);
  }

  @Override
  public Map<String, Long> versions(Collection<String> gameIds) {
    Map<String, Long> out = new HashMap<>();
    if (gameIds.isEmpty()) {
      return out;
    }
    for (Document d :
        collection.find(Filters.in("_id", gameIds)).projection(Projections.include("lastSeq"))) {
      out.put(d.getString("_id"), d.get("lastSeq", Number.class).longValue());
    }
    return out;
  }
}
