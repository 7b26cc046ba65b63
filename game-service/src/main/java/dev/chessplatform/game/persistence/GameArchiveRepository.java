package dev.chessplatform.game.persistence;

import com.mongodb.ErrorCategory;
import com.mongodb.MongoBulkWriteException;
import com.mongodb.client.MongoClient;
import com.mongodb.client.MongoCollection;
import com.mongodb.client.model.BulkWriteOptions;
import com.mongodb.client.model.Filters;
import com.mongodb.client.model.Projections;
import com.mongodb.client.model.UpdateOneModel;
import com.mongodb.client.model.UpdateOptions;
import com.mongodb.client.model.Updates;
import com.mongodb.client.model.WriteModel;
import dev.chessplatform.events.game.GameEventCodec;
import dev.chessplatform.events.game.GameEventEnvelope;
import dev.chessplatform.game.application.GameArchive;
import dev.chessplatform.game.application.LiveGame;
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

  /** One record of a game's stream: its seq and its JSON text. */
  public record Entry(long seq, String json) {}

  /**
   * Appends, per game, the records of {@code byGame} (each game's in seq order) that the archive
   * does not hold yet, in one bulk write: the archive's last seq is read first, and each update
   * applies only while it is still that one (the projection is the only writer of a partition's
   * games, so this never loses a race; a record seen before is skipped).
   */
  public void appendAll(Map<String, List<Entry>> byGame) {
    if (byGame.isEmpty()) {
      return;
    }
    Map<String, Long> archived = versions(byGame.keySet());
    List<WriteModel<Document>> writes = new ArrayList<>();
    byGame.forEach(
        (gameId, entries) -> {
          Long last = archived.get(gameId);
          List<String> fresh = new ArrayList<>();
          long top = last == null ? 0 : last;
          for (Entry e : entries) {
            if (e.seq() > top) {
              fresh.add(e.json());
              top = e.seq();
            }
          }
          if (fresh.isEmpty()) {
            return;
          }
          var update =
              Updates.combine(Updates.set("lastSeq", top), Updates.pushEach("events", fresh));
          // Only while the archive still holds what was read: the owner may have kept the whole
          // game meanwhile (keep), and an upsert that then collides with its id changes nothing.
          writes.add(
              last == null
                  ? new UpdateOneModel<>(
                      Filters.and(Filters.eq("_id", gameId), Filters.exists("lastSeq", false)),
                      update,
                      new UpdateOptions().upsert(true))
                  : new UpdateOneModel<>(
                      Filters.and(Filters.eq("_id", gameId), Filters.eq("lastSeq", last)), update));
        });
    write(writes);
  }

  @Override
  public void keep(Collection<LiveGame> games) {
    if (games.isEmpty()) {
      return;
    }
    List<WriteModel<Document>> writes = new ArrayList<>();
    for (LiveGame g : games) {
      List<String> events = new ArrayList<>();
      for (GameEventEnvelope e : g.events()) {
        events.add(GameEventCodec.encode(e));
      }
      writes.add(
          new UpdateOneModel<>(
              Filters.and(Filters.eq("_id", g.gameId()), Filters.lt("lastSeq", g.version())),
              Updates.combine(Updates.set("lastSeq", g.version()), Updates.set("events", events)),
              new UpdateOptions().upsert(true)));
    }
    write(writes); // a game the archive holds up to its last seq already collides with its id
  }

  /** Writes in one unordered bulk; an upsert that collides with an existing id is no change. */
  private void write(List<WriteModel<Document>> writes) {
    if (writes.isEmpty()) {
      return;
    }
    try {
      collection.bulkWrite(writes, new BulkWriteOptions().ordered(false));
    } catch (MongoBulkWriteException e) {
      boolean onlyKnown =
          e.getWriteErrors().stream()
              .allMatch(
                  w -> ErrorCategory.fromErrorCode(w.getCode()) == ErrorCategory.DUPLICATE_KEY);
      if (!onlyKnown) {
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
