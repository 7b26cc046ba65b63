package dev.chessplatform.game.persistence;

import com.mongodb.client.MongoClient;
import com.mongodb.client.MongoCollection;
import com.mongodb.client.model.Filters;
import com.mongodb.client.model.ReplaceOptions;
import dev.chessplatform.game.application.PackedEvents;
import dev.chessplatform.game.application.PartitionSnapshot;
import dev.chessplatform.game.application.PartitionSnapshots;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.Date;
import java.util.Optional;
import org.bson.Document;
import org.bson.types.Binary;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.jboss.logging.Logger;

/**
 * The {@code game_snapshots} collection: one document per partition ({@code _id} = partition), the
 * latest {@link PartitionSnapshot} with its events as gzipped NDJSON in the game-events codec. A
 * snapshot is derived from the topic and only shortens a load: dropping the collection makes the
 * next load read from offset 0. {@code format} guards the layout; another one is ignored.
 */
@ApplicationScoped
public class PartitionSnapshotRepository implements PartitionSnapshots {

  private static final Logger LOG = Logger.getLogger(PartitionSnapshotRepository.class);
  private static final int FORMAT = 1;

  /** Below MongoDB's 16 MiB document limit, with room for the other fields. */
  private static final int MAX_BYTES = 15 * 1024 * 1024;

  private final MongoCollection<Document> collection;

  public PartitionSnapshotRepository(
      MongoClient client, @ConfigProperty(name = "quarkus.mongodb.database") String database) {
    this.collection = client.getDatabase(database).getCollection("game_snapshots");
  }

  @Override
  public Optional<PartitionSnapshot> latest(int partition) {
    Document d = collection.find(Filters.eq("_id", partition)).first();
    if (d == null) {
      return Optional.empty();
    }
    if (d.get("format", Number.class) == null
        || d.get("format", Number.class).intValue() != FORMAT) {
      LOG.warnf("snapshot of partition %d has another format: ignored", partition);
      return Optional.empty();
    }
    try {
      return Optional.of(
          new PartitionSnapshot(
              partition,
              d.get("offset", Number.class).longValue(),
              d.getString("gameId"),
              d.get("seq", Number.class).longValue(),
              d.getDate("takenAt").toInstant(),
              d.get("games", Number.class).intValue(),
              PackedEvents.unpack(d.get("events", Binary.class).getData())));
    } catch (RuntimeException e) {
      LOG.warnf("snapshot of partition %d cannot be read (%s): ignored", partition, e.toString());
      return Optional.empty();
    }
  }

  @Override
  public void store(PartitionSnapshot.Packed s) {
    byte[] events = s.events();
    if (events.length > MAX_BYTES) {
      LOG.warnf(
          "snapshot of partition %d is %d bytes, above MongoDB's limit: not kept",
          s.partition(), events.length);
      return;
    }
    collection.replaceOne(
        Filters.eq("_id", s.partition()),
        new Document("_id", s.partition())
            .append("format", FORMAT)
            .append("offset", s.offset())
            .append("gameId", s.gameId())
            .append("seq", s.seq())
            .append("takenAt", Date.from(s.takenAt()))
            .append("games", s.games())
            .append("eventCount", s.eventCount())
            .append("events", new Binary(events)),
        new ReplaceOptions().upsert(true));
  }
}
