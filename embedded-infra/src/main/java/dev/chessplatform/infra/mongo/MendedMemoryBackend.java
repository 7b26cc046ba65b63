package dev.chessplatform.infra.mongo;

import de.bwaldvogel.mongo.backend.CursorRegistry;
import de.bwaldvogel.mongo.backend.DatabaseResolver;
import de.bwaldvogel.mongo.backend.Index;
import de.bwaldvogel.mongo.backend.IndexKey;
import de.bwaldvogel.mongo.backend.memory.MemoryBackend;
import de.bwaldvogel.mongo.backend.memory.MemoryDatabase;
import de.bwaldvogel.mongo.bson.Document;
import de.bwaldvogel.mongo.oplog.Oplog;
import io.netty.channel.Channel;
import java.util.List;

/**
 * mongo-java-server's in-memory backend with the platform's two mends: the {@code _id} index serves
 * any query that pins {@code _id} first ({@link IdPinnedIndex}), and cursor batches end at 16 MiB
 * ({@link BoundedBatches}).
 */
public class MendedMemoryBackend extends MemoryBackend {

  @Override
  public MemoryDatabase openOrCreateDatabase(String databaseName) {
    return new Database(databaseName, getCursorRegistry());
  }

  @Override
  protected Document handleGetMore(String databaseName, String command, Document query) {
    return BoundedBatches.nextBatch(getCursorRegistry(), databaseName, command, query);
  }

  static class Database extends MemoryDatabase {

    Database(String databaseName, CursorRegistry cursorRegistry) {
      super(databaseName, cursorRegistry);
    }

    @Override
    protected Index<Integer> openOrCreateUniqueIndex(
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
