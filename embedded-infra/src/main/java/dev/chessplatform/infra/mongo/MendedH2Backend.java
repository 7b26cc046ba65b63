package dev.chessplatform.infra.mongo;

import de.bwaldvogel.mongo.MongoDatabase;
import de.bwaldvogel.mongo.backend.CursorRegistry;
import de.bwaldvogel.mongo.backend.DatabaseResolver;
import de.bwaldvogel.mongo.backend.Index;
import de.bwaldvogel.mongo.backend.IndexKey;
import de.bwaldvogel.mongo.backend.h2.H2Backend;
import de.bwaldvogel.mongo.backend.h2.H2Database;
import de.bwaldvogel.mongo.bson.Document;
import de.bwaldvogel.mongo.oplog.Oplog;
import io.netty.channel.Channel;
import java.util.List;
import org.h2.mvstore.MVStore;

/**
 * mongo-java-server's H2 (MVStore) backend with the platform's two mends: the {@code _id} index
 * serves any query that pins {@code _id} first ({@link IdPinnedIndex}), and cursor batches end at
 * 16 MiB ({@link BoundedBatches}). The on-disk format is H2Backend's own: a file written by either
 * opens with the other.
 */
public class MendedH2Backend extends H2Backend {

  /** The store in {@code fileName}, created when missing. */
  public MendedH2Backend(String fileName) {
    super(fileName);
  }

  // Called from H2Backend's constructor too (for each database already in the file): it may use
  // only what H2Backend and AbstractMongoBackend have set by then, which getMvStore() and
  // getCursorRegistry() are.
  @Override
  protected MongoDatabase openOrCreateDatabase(String databaseName) {
    return new Database(databaseName, getMvStore(), getCursorRegistry());
  }

  @Override
  protected Document handleGetMore(String databaseName, String command, Document query) {
    return BoundedBatches.nextBatch(getCursorRegistry(), databaseName, command, query);
  }

  static class Database extends H2Database {

    Database(String databaseName, MVStore mvStore, CursorRegistry cursorRegistry) {
      super(databaseName, mvStore, cursorRegistry);
    }

    @Override
    protected Index<Object> openOrCreateUniqueIndex(
        String collectionName, String indexName, List<IndexKey> keys, boolean sparse) {
      return IdPinnedIndex.wrapIfPrimary(
          super.openOrCreateUniqueIndex(collectionName, indexName, keys, sparse), keys, sparse);
    }

    @Override
    public Document handleCommand(
        Channel channel,
        String command,
        Document query,
        DatabaseResolver databaseResolver,
        Oplog oplog) {
      return BoundedBatches.afterCommand(
          command,
          query,
          super.handleCommand(channel, command, query, databaseResolver, oplog),
          cursorRegistry);
    }
  }
}
