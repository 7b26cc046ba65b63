package dev.chessplatform.rating.persistence;

import com.mongodb.ErrorCategory;
import com.mongodb.MongoBulkWriteException;
import com.mongodb.client.MongoClient;
import com.mongodb.client.MongoCollection;
import com.mongodb.client.model.Filters;
import com.mongodb.client.model.Indexes;
import com.mongodb.client.model.ReplaceOneModel;
import com.mongodb.client.model.ReplaceOptions;
import com.mongodb.client.model.Sorts;
import dev.chessplatform.rating.application.Players;
import dev.chessplatform.rating.application.StoredPlayer;
import dev.chessplatform.rating.domain.PlayerId;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.bson.Document;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/**
 * The {@code players} collection: one document per human who played a rated game, {@code _id} =
 * account id. Computer levels are never stored. {@code rated} (10+ counted games) is stored for the
 * leaderboard query; title and grade are derived on read.
 */
@ApplicationScoped
public class PlayerRepository implements Players {

  private final MongoCollection<Document> collection;

  public PlayerRepository(
      MongoClient client, @ConfigProperty(name = "quarkus.mongodb.database") String database) {
    this.collection = client.getDatabase(database).getCollection("players");
  }

  @Override
  public void ensureIndexes() {
    collection.createIndex(
        Indexes.compoundIndex(Indexes.ascending("rated"), Indexes.descending("rating")));
  }

  @Override
  public Optional<StoredPlayer> find(PlayerId.Human player) {
    return Optional.ofNullable(collection.find(Filters.eq("_id", player.accountId())).first())
        .map(PlayerRepository::toStored);
  }

  @Override
  public Map<PlayerId.Human, StoredPlayer> findAll(Collection<PlayerId.Human> players) {
    List<String> ids = players.stream().map(PlayerId.Human::accountId).distinct().toList();
    Map<PlayerId.Human, StoredPlayer> found = new HashMap<>();
    for (Document doc : collection.find(Filters.in("_id", ids))) {
      StoredPlayer stored = toStored(doc);
      found.put((PlayerId.Human) stored.standing().player(), stored);
    }
    return found;
  }

  /**
   * Writes each player whose stored offset is behind; a player already at or past the offset is
   * left alone (the upsert then collides with its id, which is the "already applied" answer).
   */
  @Override
  public void saveAll(Collection<StoredPlayer> players) {
    if (players.isEmpty()) {
      return;
    }
    List<ReplaceOneModel<Document>> writes = new ArrayList<>(players.size());
    for (StoredPlayer player : players) {
      Document doc = toDocument(player);
      writes.add(
          new ReplaceOneModel<>(
              Filters.and(
                  Filters.eq("_id", doc.get("_id")),
                  Filters.lt("lastAppliedOffset", player.lastAppliedOffset())),
              doc,
              new ReplaceOptions().upsert(true)));
    }
    try {
      collection.bulkWrite(writes);
    } catch (MongoBulkWriteException e) {
      boolean onlyAlreadyApplied =
          e.getWriteErrors().stream()
              .allMatch(
                  w -> ErrorCategory.fromErrorCode(w.getCode()) == ErrorCategory.DUPLICATE_KEY);
      if (!onlyAlreadyApplied) {
        throw e;
      }
    }
  }

  @Override
  public List<StoredPlayer> leaderboard(int page, int size) {
    List<StoredPlayer> players = new ArrayList<>(size);
    collection
        .find(Filters.eq("rated", true))
        .sort(Sorts.orderBy(Sorts.descending("rating"), Sorts.ascending("_id")))
        .skip(page * size)
        .limit(size)
        .forEach(doc -> players.add(toStored(doc)));
    return players;
  }

  @Override
  public long countRated() {
    return collection.countDocuments(Filters.eq("rated", true));
  }

  private static Document toDocument(StoredPlayer player) {
    Document standing = StandingDocuments.toDocument(player.standing());
    Document doc = new Document("_id", standing.remove("player"));
    doc.putAll(standing);
    return doc.append("rated", !player.standing().provisional())
        .append("lastAppliedOffset", player.lastAppliedOffset());
  }

  private static StoredPlayer toStored(Document doc) {
    Document standing = new Document(doc).append("player", doc.getString("_id"));
    return new StoredPlayer(
        StandingDocuments.fromDocument(standing),
        doc.get("lastAppliedOffset", Number.class).longValue());
  }
}
