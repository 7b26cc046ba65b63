package dev.chessplatform.infra.mongo;

import de.bwaldvogel.mongo.MongoCollection;
import de.bwaldvogel.mongo.backend.Index;
import de.bwaldvogel.mongo.backend.IndexKey;
import de.bwaldvogel.mongo.bson.Document;
import de.bwaldvogel.mongo.bson.ObjectId;
import de.bwaldvogel.mongo.exception.KeyConstraintError;
import java.util.Collection;
import java.util.List;
import java.util.concurrent.atomic.LongAdder;

/**
 * The {@code _id} index of a collection, also serving queries that pin {@code _id} beside other
 * conditions: {@code {_id: X, lastSeq: N}}, {@code {$and: [{_id: X}, {lastSeq: N}]}}, {@code {_id:
 * {$in: [...]}, status: S}}.
 *
 * <p>Why: mongo-java-server 1.47.0 asks each index {@link #canHandle} and an index accepts only a
 * query whose keys are exactly its own ({@code AbstractUniqueIndex.canHandle}); anything else scans
 * and deserialises every document of the collection, for every update. The projections write with
 * conditional filters, so on a 20,000-document collection an update took 7-10 ms instead of 0.1-0.2
 * ms (IdPinnedIndexBench), and a rebuild slowed as its collections grew.
 *
 * <p>How it keeps the answer: the collection matches the <em>whole</em> query against the documents
 * an index returns ({@code AbstractMongoCollection.matchDocuments(query, positions, ...)}), so the
 * index only has to return every document that can match. A document that matches the query matches
 * its {@code _id} condition, and for that condition this index returns exactly what
 * mongo-java-server's own {@code {_id: X}} lookup returns. Upserts, sorting, skip, limit and
 * projections happen after the match, as before.
 *
 * <p>Errors too: a pin is taken only from the query's first key (or the first condition of a
 * leading {@code $and}). The scan evaluates keys in order and stops at the first that fails, so on
 * every other document it stopped at {@code _id} before it reached a malformed later condition; the
 * documents that go on to the rest of the query are the same either way.
 *
 * <p>Pinned values are the plain kinds ids are made of (string, int, long, double, ObjectId), not
 * documents, arrays, regular expressions or null. One difference, in order only: with an {@code
 * $in} pin several matches come back in {@code _id} order (as MongoDB's index scan returns them,
 * and as mongo-java-server's own {@code {_id: {$in: [...]}}} query does) where the scan gave
 * storage order (the same for H2, whose storage is keyed by {@code _id}; insertion order in
 * memory), and {@code {$natural: -1}} does not reverse them. No query here relies on either.
 */
final class IdPinnedIndex<P> extends Index<P> {

  private static final String ID = "_id";

  private final Index<P> delegate;
  private final LongAdder pinnedQueries = new LongAdder();

  private IdPinnedIndex(Index<P> delegate) {
    super(delegate.getName(), delegate.getKeys(), false);
    this.delegate = delegate;
  }

  /**
   * The index to give the collection: the {@code _id} index wrapped, any other as it is. The {@code
   * _id} index is the one mongo-java-server opens for the primary key ({@code
   * AbstractMongoDatabase.openOrCreateIdIndex}: one key {@code _id}, not sparse).
   */
  static <P> Index<P> wrapIfPrimary(Index<P> index, List<IndexKey> keys, boolean sparse) {
    boolean primary = keys.size() == 1 && ID.equals(keys.get(0).getKey()) && !sparse;
    return primary ? new IdPinnedIndex<>(index) : index;
  }

  /** How many queries this index served that the plain {@code _id} index would have refused. */
  long pinnedQueries() {
    return pinnedQueries.sum();
  }

  @Override
  public boolean canHandle(Document query) {
    if (delegate.canHandle(query)) {
      return true;
    }
    Document pin = pin(query);
    return pin != null && delegate.canHandle(pin);
  }

  @Override
  public Iterable<P> getPositions(Document query) {
    if (delegate.canHandle(query)) {
      return delegate.getPositions(query);
    }
    pinnedQueries.increment();
    return delegate.getPositions(pin(query));
  }

  /**
   * {@code {_id: value}} or {@code {_id: {$in: [values]}}} when the query's first condition pins
   * {@code _id} (directly, or as the first condition of a leading {@code $and}); null otherwise.
   */
  static Document pin(Document query) {
    if (query.isEmpty()) {
      return null;
    }
    String first = query.keySet().iterator().next();
    Object value = query.get(first);
    if (first.equals(ID)) {
      return pinOf(value);
    }
    if (first.equals("$and") && value instanceof List<?> conditions && !conditions.isEmpty()) {
      // The matcher rejects an $and with a non-document element before it evaluates any: leave
      // such a query to the scan, which reports it as before.
      if (!conditions.stream().allMatch(c -> c instanceof Document)
          || !(conditions.get(0) instanceof Document leading)
          || leading.isEmpty()
          || !leading.keySet().iterator().next().equals(ID)) {
        return null;
      }
      return pinOf(leading.get(ID));
    }
    return null;
  }

  private static Document pinOf(Object value) {
    if (isPlainId(value)) {
      return new Document(ID, value);
    }
    if (value instanceof Document condition && condition.size() == 1) {
      Object operand = condition.get("$eq");
      if (operand != null) {
        return isPlainId(operand) ? new Document(ID, operand) : null;
      }
      operand = condition.get("$in");
      if (operand instanceof Collection<?> values
          && values.stream().allMatch(IdPinnedIndex::isPlainId)) {
        return new Document(ID, new Document("$in", operand));
      }
    }
    return null;
  }

  private static boolean isPlainId(Object value) {
    return value instanceof String
        || value instanceof Integer
        || value instanceof Long
        || value instanceof Double
        || value instanceof ObjectId;
  }

  // Everything else is the plain index's.

  @Override
  public P getPosition(Document document) {
    return delegate.getPosition(document);
  }

  @Override
  public void checkAdd(Document document, MongoCollection<P> collection) {
    delegate.checkAdd(document, collection);
  }

  @Override
  public void add(Document document, P position, MongoCollection<P> collection) {
    delegate.add(document, position, collection);
  }

  @Override
  public P remove(Document document) {
    return delegate.remove(document);
  }

  @Override
  public long getCount() {
    return delegate.getCount();
  }

  @Override
  public boolean isEmpty() {
    return delegate.isEmpty();
  }

  @Override
  public long getDataSize() {
    return delegate.getDataSize();
  }

  @Override
  public void checkUpdate(
      Document oldDocument, Document newDocument, MongoCollection<P> collection) {
    delegate.checkUpdate(oldDocument, newDocument, collection);
  }

  @Override
  public void updateInPlace(
      Document oldDocument, Document newDocument, P position, MongoCollection<P> collection)
      throws KeyConstraintError {
    delegate.updateInPlace(oldDocument, newDocument, position, collection);
  }

  @Override
  public void drop() {
    delegate.drop();
  }

  @Override
  public boolean isUnique() {
    return delegate.isUnique();
  }

  @Override
  public Document toIndexDescription() {
    return delegate.toIndexDescription();
  }

  @Override
  public String toString() {
    return "IdPinned" + delegate;
  }
}
