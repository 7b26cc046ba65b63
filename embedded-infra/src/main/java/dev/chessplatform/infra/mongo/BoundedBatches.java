package dev.chessplatform.infra.mongo;

import de.bwaldvogel.mongo.backend.Cursor;
import de.bwaldvogel.mongo.backend.CursorRegistry;
import de.bwaldvogel.mongo.backend.InMemoryCursor;
import de.bwaldvogel.mongo.bson.Document;
import de.bwaldvogel.mongo.wire.bson.BsonEncoder;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.Unpooled;
import java.util.ArrayList;
import java.util.List;

/**
 * Cursor batches that stop at 16 MiB of documents, as MongoDB's do.
 *
 * <p>Why: mongo-java-server 1.47.0 puts every matching document of a {@code find} without {@code
 * batchSize} in the first batch, however large, and serves a {@code getMore} with as many documents
 * as asked, however large. A plain {@code collection.find()} of the 1M-event rebuild's {@code
 * game_archive} (11,151 documents) was one 402 MB reply, and the driver refuses a reply over the
 * {@code maxMessageSizeBytes} the server itself advertises (48 MB). MongoDB ends a batch at 16 MiB
 * (its maximum BSON document size) and leaves the rest to {@code getMore}; so does this.
 *
 * <p>A batch holds documents until they reach {@link #BATCH_BYTES}; the document that crosses it is
 * the batch's last, so a reply stays under 32 MiB. Every batch that was under 16 MiB is answered
 * exactly as before (all the services' reads); {@code batchSize} still bounds the count. A {@code
 * getMore} without {@code batchSize}, which mongo-java-server refused (it asserts a positive
 * count), takes the next 16 MiB. A find with {@code singleBatch} is left as it was: it has no
 * {@code getMore} to take the rest.
 */
final class BoundedBatches {

  /** Where a batch ends: MongoDB's maximum BSON document size. */
  static final int BATCH_BYTES = 16 * 1024 * 1024;

  private BoundedBatches() {}

  /**
   * The response of {@code command} as the client gets it: a {@code find}'s bounded, others as is.
   */
  static Document afterCommand(
      String command, Document query, Document response, CursorRegistry cursors) {
    return command.equalsIgnoreCase("find") ? boundFirstBatch(query, response, cursors) : response;
  }

  /**
   * The response of a {@code find} command with its first batch ended at {@link #BATCH_BYTES}, the
   * rest put first in the query's cursor (a new one if the query had none).
   */
  static Document boundFirstBatch(Document command, Document response, CursorRegistry cursors) {
    if (Boolean.TRUE.equals(command.get("singleBatch"))
        || !(response.get("cursor") instanceof Document cursor)
        || !(cursor.get("firstBatch") instanceof List<?> batch)) {
      return response;
    }
    @SuppressWarnings("unchecked")
    List<Document> documents = (List<Document>) batch;
    int fits = fitting(documents);
    if (fits == documents.size()) {
      return response;
    }
    List<Document> rest = new ArrayList<>(documents.subList(fits, documents.size()));
    long id = ((Number) cursor.get("id")).longValue();
    if (id != 0) {
      Cursor older = cursors.getCursor(id);
      while (!older.isEmpty()) {
        rest.addAll(older.takeDocuments(Integer.MAX_VALUE));
      }
      cursors.remove(older);
    } else {
      id = cursors.generateCursorId();
    }
    cursors.add(new InMemoryCursor(id, rest));
    cursor.put("firstBatch", new ArrayList<>(documents.subList(0, fits)));
    cursor.put("id", id);
    return response;
  }

  /**
   * The response of a {@code getMore} command: the cursor's next documents, at most {@code
   * batchSize} of them when it is given, ended at {@link #BATCH_BYTES}.
   */
  static Document nextBatch(
      CursorRegistry cursors, String databaseName, String command, Document query) {
    long cursorId = ((Number) query.get(command)).longValue();
    int batchSize = ((Number) query.getOrDefault("batchSize", 0)).intValue();
    int most = batchSize > 0 ? batchSize : Integer.MAX_VALUE;
    Cursor cursor = cursors.getCursor(cursorId);
    List<Document> batch = new ArrayList<>();
    ByteBuf buffer = Unpooled.buffer();
    try {
      long bytes = 0;
      while (!cursor.isEmpty() && batch.size() < most && bytes < BATCH_BYTES) {
        Document next = cursor.takeDocuments(1).get(0);
        bytes += size(next, buffer);
        batch.add(next);
      }
    } finally {
      buffer.release();
    }
    if (cursor.isEmpty()) {
      cursors.remove(cursor);
    }
    Document reply = new Document("id", cursor.isEmpty() ? 0L : cursorId);
    reply.put("ns", databaseName + "." + query.get("collection"));
    reply.put("nextBatch", batch);
    Document response = new Document("cursor", reply);
    response.put("ok", 1.0);
    return response;
  }

  /** How many of {@code documents}, from the first, make one batch. */
  private static int fitting(List<Document> documents) {
    ByteBuf buffer = Unpooled.buffer();
    try {
      long bytes = 0;
      for (int i = 0; i < documents.size(); i++) {
        bytes += size(documents.get(i), buffer);
        if (bytes >= BATCH_BYTES) {
          return i + 1;
        }
      }
      return documents.size();
    } finally {
      buffer.release();
    }
  }

  private static int size(Document document, ByteBuf buffer) {
    buffer.clear();
    BsonEncoder.encodeDocument(document, buffer);
    return buffer.writerIndex();
  }
}
