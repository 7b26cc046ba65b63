package dev.chessplatform.infra.mongo;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.mongodb.MongoBulkWriteException;
import com.mongodb.MongoException;
import com.mongodb.MongoInternalException;
import com.mongodb.client.MongoClient;
import com.mongodb.client.MongoClients;
import com.mongodb.client.MongoCollection;
import com.mongodb.client.MongoCursor;
import com.mongodb.client.model.BulkWriteOptions;
import com.mongodb.client.model.Filters;
import com.mongodb.client.model.FindOneAndUpdateOptions;
import com.mongodb.client.model.ReplaceOneModel;
import com.mongodb.client.model.ReplaceOptions;
import com.mongodb.client.model.ReturnDocument;
import com.mongodb.client.model.Sorts;
import com.mongodb.client.model.UpdateOneModel;
import com.mongodb.client.model.UpdateOptions;
import com.mongodb.client.model.Updates;
import com.mongodb.client.model.WriteModel;
import de.bwaldvogel.mongo.MongoBackend;
import de.bwaldvogel.mongo.MongoDatabase;
import de.bwaldvogel.mongo.MongoServer;
import de.bwaldvogel.mongo.backend.AbstractMongoCollection;
import de.bwaldvogel.mongo.backend.CollectionOptions;
import de.bwaldvogel.mongo.backend.CursorRegistry;
import de.bwaldvogel.mongo.backend.h2.H2Backend;
import de.bwaldvogel.mongo.backend.memory.MemoryBackend;
import de.bwaldvogel.mongo.backend.memory.MemoryCollection;
import de.bwaldvogel.mongo.backend.memory.MemoryDatabase;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Function;
import java.util.function.Supplier;
import java.util.regex.Pattern;
import org.bson.Document;
import org.bson.conversions.Bson;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every query and write is sent to three stores, over the wire with the MongoDB driver: a plain
 * {@link MemoryBackend} (mongo-java-server as it is, the reference), {@link MendedMemoryBackend}
 * and {@link MendedH2Backend}. Their answers, errors and resulting contents must be the same; what
 * the mends change is how many documents a query examines ({@link IdPinnedIndex}) and how a reply
 * too big for the wire is cut into batches ({@link BoundedBatches}).
 */
class MendedBackendsTest {

  private static final int DOCUMENTS = 2_000;
  private static final String DB = "chess";
  private static final String GAMES = "games";

  @TempDir Path dir;

  private Store plain;
  private Store pinnedMemory;
  private Store pinnedH2;

  @BeforeEach
  void start() {
    plain = new Store("plain memory", new CountingBackends.Plain());
    pinnedMemory = new Store("pinned memory", new CountingBackends.Pinned());
    pinnedH2 = new Store("pinned H2", new MendedH2Backend(dir.resolve("store.mv").toString()));
    List<Document> games = new ArrayList<>();
    for (int i = 0; i < DOCUMENTS; i++) {
      games.add(
          new Document("_id", gameId(i))
              .append("lastSeq", i % 7)
              .append("status", i % 3 == 0 ? "ENDED" : "ACTIVE")
              .append("n", i));
    }
    for (Store store : stores()) {
      store.games().insertMany(games.stream().map(d -> new Document(d)).toList());
    }
  }

  @AfterEach
  void stop() {
    for (Store store : stores()) {
      store.close();
    }
  }

  @Test
  void everyShapeOfIdQueryFindsWhatAPlainStoreFinds() {
    List<Bson> filters =
        List.of(
            Filters.eq("_id", gameId(42)),
            doc("{_id: 'g0042', lastSeq: 0}"),
            doc("{_id: 'g0042', lastSeq: 5}"),
            doc("{_id: 'nope', lastSeq: 0}"),
            doc("{_id: {$eq: 'g0042'}, lastSeq: {$exists: true}}"),
            doc("{_id: {$in: ['g0001', 'g0003', 'g0006', 'nope']}, status: 'ENDED'}"),
            doc("{_id: {$in: []}, status: 'ENDED'}"),
            doc("{_id: 'g0042', $or: [{lastSeq: 1}, {status: 'ACTIVE'}]}"),
            Filters.and(Filters.eq("_id", gameId(42)), Filters.eq("lastSeq", 0)),
            Filters.and(Filters.eq("_id", gameId(42)), Filters.eq("lastSeq", 6)),
            Filters.and(Filters.eq("_id", gameId(42)), Filters.exists("lastSeq", false)),
            Filters.and(Filters.in("_id", gameId(7), gameId(8), gameId(9)), Filters.lt("n", 9)),
            Filters.and(Filters.eq("_id", gameId(42)), Filters.eq("status", "ACTIVE"), doc("{}")),
            // not pinned first, or not plainly: left to the scan
            doc("{lastSeq: 0, _id: 'g0042'}"),
            doc("{_id: {$gt: 'g1990'}, lastSeq: 1}"),
            doc("{_id: {$in: ['g0042', 'g0043'], $ne: 'g0043'}, lastSeq: 0}"),
            Filters.and(Filters.regex("_id", Pattern.compile("^g004")), Filters.eq("lastSeq", 0)),
            doc("{_id: null, lastSeq: 0}"),
            doc("{status: 'ENDED', lastSeq: 3}"));
    for (Bson filter : filters) {
      assertSameEverywhere(
          "find " + filter, c -> c.find(filter).into(new ArrayList<>()).toString());
    }
  }

  @Test
  void aPinnedQueryExaminesOnlyThePinnedDocuments() {
    var plainGames = (CountingBackends.CountingCollection) collection(plain);
    var pinnedGames = (CountingBackends.CountingCollection) collection(pinnedMemory);
    record Case(Bson filter, long plainExamines, long pinnedExamines) {}
    List<Case> cases =
        List.of(
            new Case(doc("{_id: 'g0042'}"), 1, 1),
            new Case(doc("{_id: 'g0042', lastSeq: 0}"), DOCUMENTS, 1),
            new Case(doc("{_id: 'nope', lastSeq: 0}"), DOCUMENTS, 0),
            new Case(
                Filters.and(Filters.eq("_id", gameId(42)), Filters.eq("lastSeq", 0)), DOCUMENTS, 1),
            new Case(doc("{_id: {$in: ['g0001', 'g0002', 'g0003']}, lastSeq: 1}"), DOCUMENTS, 3),
            new Case(doc("{lastSeq: 0, _id: 'g0042'}"), DOCUMENTS, DOCUMENTS));
    for (Case c : cases) {
      plainGames.examined.set(0);
      pinnedGames.examined.set(0);
      plain.games().find(c.filter()).into(new ArrayList<>());
      pinnedMemory.games().find(c.filter()).into(new ArrayList<>());
      assertEquals(c.plainExamines(), plainGames.examined.get(), "plain store, " + c.filter());
      assertEquals(c.pinnedExamines(), pinnedGames.examined.get(), "pinned store, " + c.filter());
    }
  }

  @Test
  void theOnDiskStoreServesConditionalWritesFromTheIdIndex() {
    IdPinnedIndex<?> index = idIndex(pinnedH2);
    long before = index.pinnedQueries();
    List<WriteModel<Document>> writes = new ArrayList<>();
    for (int i = 0; i < 100; i++) {
      writes.add(
          new UpdateOneModel<>(
              Filters.and(Filters.eq("_id", gameId(i)), Filters.eq("lastSeq", i % 7)),
              Updates.set("lastSeq", 100)));
    }
    assertEquals(100, pinnedH2.games().bulkWrite(writes).getModifiedCount());
    assertEquals(100, index.pinnedQueries() - before);
  }

  @Test
  void conditionalUpdatesAndUpsertsWriteWhatAPlainStoreWrites() {
    // the projections' shapes: advance when lastSeq is what was read, insert when the game is new,
    // an upsert that collides with an existing id is a duplicate key error (the caller's "no
    // change")
    List<WriteModel<Document>> projection =
        List.of(
            new UpdateOneModel<>(
                Filters.and(Filters.eq("_id", gameId(10)), Filters.eq("lastSeq", 3)),
                Updates.combine(Updates.set("lastSeq", 4), Updates.set("status", "ENDED"))),
            new UpdateOneModel<>(
                Filters.and(Filters.eq("_id", gameId(11)), Filters.eq("lastSeq", 0)),
                Updates.set("lastSeq", 9)),
            new UpdateOneModel<>(
                Filters.and(Filters.eq("_id", "new-1"), Filters.exists("lastSeq", false)),
                Updates.set("lastSeq", 1),
                new UpdateOptions().upsert(true)),
            new UpdateOneModel<>(
                Filters.and(Filters.eq("_id", gameId(12)), Filters.lt("lastSeq", 2)),
                Updates.set("lastSeq", 2),
                new UpdateOptions().upsert(true)),
            new UpdateOneModel<>(
                doc("{_id: 'new-2', lastSeq: {$lt: 5}}"),
                Updates.set("status", "ACTIVE"),
                new UpdateOptions().upsert(true)),
            new UpdateOneModel<>(
                doc("{_id: {$in: ['new-3', 'new-4']}, status: 'ACTIVE'}"),
                Updates.set("lastSeq", 1),
                new UpdateOptions().upsert(true)),
            new UpdateOneModel<>(
                doc("{_id: {$in: ['g0020', 'g0021', 'g0022']}, status: 'ACTIVE'}"),
                Updates.inc("n", 1000)),
            new ReplaceOneModel<>(
                doc("{_id: 'g0013', lastSeq: 6}"),
                new Document("_id", gameId(13)).append("lastSeq", 7),
                new ReplaceOptions().upsert(true)),
            new ReplaceOneModel<>(
                doc("{_id: 'g0014', lastSeq: 6}"),
                new Document("_id", gameId(14)).append("lastSeq", 7)));
    assertSameEverywhere(
        "unordered bulk", c -> bulkOutcome(c, projection, new BulkWriteOptions().ordered(false)));
    assertSameEverywhere(
        "ordered bulk", c -> bulkOutcome(c, projection, new BulkWriteOptions().ordered(true)));
    assertSameEverywhere(
        "updateMany",
        c ->
            c.updateMany(
                    doc("{_id: {$in: ['g0030', 'g0031', 'g0032', 'g0033']}, status: 'ACTIVE'}"),
                    Updates.set("status", "PAUSED"))
                .toString());
    assertSameEverywhere(
        "findOneAndUpdate",
        c ->
            String.valueOf(
                c.findOneAndUpdate(
                    Filters.and(Filters.eq("_id", gameId(40)), Filters.eq("lastSeq", 5)),
                    Updates.set("lastSeq", 6),
                    new FindOneAndUpdateOptions().returnDocument(ReturnDocument.AFTER))));
    assertSameEverywhere(
        "changing a pinned _id",
        c ->
            outcome(
                () ->
                    c.updateOne(doc("{_id: 'g0050', lastSeq: 1}"), Updates.set("_id", "other"))
                        .toString()));
    assertSameEverywhere("contents", MendedBackendsTest::contents);
  }

  @Test
  void deletesWithExtraConditionsDeleteWhatAPlainStoreDeletes() {
    assertSameEverywhere(
        "deleteOne, wrong lastSeq", c -> c.deleteOne(doc("{_id: 'g0060', lastSeq: 0}")).toString());
    assertSameEverywhere(
        "deleteOne, right lastSeq", c -> c.deleteOne(doc("{_id: 'g0060', lastSeq: 4}")).toString());
    assertSameEverywhere(
        "deleteOne, $and",
        c ->
            c.deleteOne(Filters.and(Filters.eq("_id", gameId(61)), Filters.eq("status", "ACTIVE")))
                .toString());
    assertSameEverywhere(
        "deleteMany, $in",
        c ->
            c.deleteMany(doc("{_id: {$in: ['g0062', 'g0063', 'g0064', 'g0065']}, lastSeq: 0}"))
                .toString());
    assertSameEverywhere("contents", MendedBackendsTest::contents);
  }

  @Test
  void malformedConditionsFailAsInAPlainStore() {
    List<Bson> filters =
        List.of(
            doc("{_id: 'g0042', lastSeq: {$nosuch: 1}}"),
            doc("{_id: 'nope', lastSeq: {$nosuch: 1}}"),
            doc("{$and: [{_id: 'g0042'}, {lastSeq: {$nosuch: 1}}]}"),
            doc("{_id: 'g0042', $and: []}"),
            doc("{$and: [{_id: 'g0042'}, 5]}"),
            doc("{_id: 'g0042', $nosuch: 1}"));
    for (Bson filter : filters) {
      assertSameEverywhere(
          "find " + filter, c -> outcome(() -> c.find(filter).into(new ArrayList<>()).toString()));
      assertSameEverywhere(
          "update " + filter,
          c -> outcome(() -> c.updateOne(filter, Updates.set("x", 1)).toString()));
    }
  }

  @Test
  void numericIdsMatchAcrossNumberTypesAsInAPlainStore() {
    for (Store store : stores()) {
      MongoCollection<Document> numbers = store.collection("numbers");
      for (int i = 0; i < 50; i++) {
        numbers.insertOne(
            new Document("_id", i % 2 == 0 ? (Object) i : (Object) (long) i).append("v", i));
      }
      numbers.insertOne(new Document("_id", 2.5).append("v", 2.5));
    }
    List<Bson> filters =
        List.of(
            doc("{_id: 4, v: 4}"),
            doc("{_id: {$numberLong: '4'}, v: 4}"),
            doc("{_id: 4.0, v: {$gte: 0}}"),
            doc("{_id: 5, v: 5}"),
            doc("{_id: 2.5, v: 2.5}"),
            doc("{_id: {$in: [1, 2.0, {$numberLong: '3'}, 2.5]}, v: {$lt: 3}}"));
    for (Bson filter : filters) {
      assertSameEverywhere(
          "numbers", "find " + filter, c -> c.find(filter).into(new ArrayList<>()).toString());
    }
  }

  @Test
  void aFileWrittenByThePinnedStoreOpensInBothStores() {
    pinnedH2.games().updateOne(doc("{_id: 'g0001', lastSeq: 1}"), Updates.set("lastSeq", 8));
    String before = contents(pinnedH2.games());
    pinnedH2.close();
    Path file = dir.resolve("store.mv");
    Store plainH2 = new Store("plain H2", new H2Backend(file.toString()));
    try {
      assertEquals(before, contents(plainH2.games()));
    } finally {
      plainH2.close();
    }
    pinnedH2 = new Store("pinned H2 again", new MendedH2Backend(file.toString()));
    assertEquals(before, contents(pinnedH2.games()));
    long served = idIndex(pinnedH2).pinnedQueries();
    pinnedH2.games().updateOne(doc("{_id: 'g0002', lastSeq: 2}"), Updates.set("lastSeq", 8));
    assertEquals(served + 1, idIndex(pinnedH2).pinnedQueries());
  }

  @Test
  void aFindTooBigForOneReplyComesInBatchesOf16MiB() {
    // 50 documents of 1 MiB: 50 MiB, over the 48 MB a reply may have
    String mebibyte = "x".repeat(1 << 20);
    for (Store store : stores()) {
      MongoCollection<Document> big = store.collection("big");
      for (int i = 0; i < 50; i++) {
        big.insertOne(new Document("_id", i).append("blob", mebibyte));
      }
    }
    MongoInternalException tooBig =
        assertThrows(
            MongoInternalException.class,
            () -> plain.collection("big").find().into(new ArrayList<>()));
    assertTrue(tooBig.getMessage().contains("greater than the maximum message length"));
    for (Store store : List.of(pinnedMemory, pinnedH2)) {
      MongoCollection<Document> big = store.collection("big");
      try (MongoCursor<Document> cursor = big.find().projection(null).iterator()) {
        assertEquals(0, cursor.next().getInteger("_id"));
        // the 16th document crosses 16 MiB: it ends the first batch
        assertEquals(15, cursor.available(), store.name + ": rest of the first batch");
      }
      assertEquals(ids(0, 50), idsOf(big.find()), store.name + ": find()");
      assertEquals(ids(0, 50), idsOf(big.find().batchSize(40)), store.name + ": batchSize 40");
      assertEquals(ids(0, 30), idsOf(big.find().limit(30)), store.name + ": limit 30");
      assertEquals(ids(5, 45), idsOf(big.find().skip(5).limit(40)), store.name + ": skip, limit");
      assertEquals(ids(10, 50), idsOf(big.find(Filters.gte("_id", 10))), store.name + ": a filter");
    }
  }

  // --- helpers

  private static List<Integer> ids(int from, int to) {
    return java.util.stream.IntStream.range(from, to).boxed().toList();
  }

  private static List<Integer> idsOf(Iterable<Document> documents) {
    List<Integer> ids = new ArrayList<>();
    documents.forEach(d -> ids.add(d.getInteger("_id")));
    return ids;
  }

  private List<Store> stores() {
    return List.of(plain, pinnedMemory, pinnedH2);
  }

  private void assertSameEverywhere(String what, Function<MongoCollection<Document>, String> op) {
    assertSameEverywhere(GAMES, what, op);
  }

  private void assertSameEverywhere(
      String collection, String what, Function<MongoCollection<Document>, String> op) {
    String expected = op.apply(plain.collection(collection));
    assertEquals(
        expected, op.apply(pinnedMemory.collection(collection)), pinnedMemory.name + ": " + what);
    assertEquals(expected, op.apply(pinnedH2.collection(collection)), pinnedH2.name + ": " + what);
  }

  private static String bulkOutcome(
      MongoCollection<Document> games,
      List<WriteModel<Document>> writes,
      BulkWriteOptions options) {
    try {
      return games.bulkWrite(writes, options).toString();
    } catch (MongoBulkWriteException e) {
      List<String> errors =
          e.getWriteErrors().stream().map(w -> w.getIndex() + ":" + w.getCode()).toList();
      return "errors " + errors + " after " + e.getWriteResult();
    }
  }

  private static String outcome(Supplier<String> op) {
    try {
      return op.get();
    } catch (MongoException e) {
      return "error " + e.getCode();
    }
  }

  private static String contents(MongoCollection<Document> games) {
    List<Document> all = games.find().sort(Sorts.ascending("_id")).into(new ArrayList<>());
    assertTrue(all.size() >= DOCUMENTS - 10, "the collection is there");
    return all.toString();
  }

  private static AbstractMongoCollection<?> collection(Store store) {
    return (AbstractMongoCollection<?>)
        store.backend.resolveDatabase(DB).resolveCollection(GAMES, true);
  }

  private static IdPinnedIndex<?> idIndex(Store store) {
    return collection(store).getIndexes().stream()
        .filter(i -> i instanceof IdPinnedIndex<?>)
        .map(i -> (IdPinnedIndex<?>) i)
        .findFirst()
        .orElseThrow(() -> new AssertionError("no pinned _id index in " + store.name));
  }

  private static Document doc(String json) {
    return Document.parse(json);
  }

  private static String gameId(int i) {
    return String.format("g%04d", i);
  }

  private static final class Store implements AutoCloseable {
    final String name;
    final MongoBackend backend;
    final MongoServer server;
    final MongoClient client;

    Store(String name, MongoBackend backend) {
      this.name = name;
      this.backend = backend;
      this.server = new MongoServer(backend);
      this.client = MongoClients.create(server.bindAndGetConnectionString());
    }

    MongoCollection<Document> games() {
      return collection(GAMES);
    }

    MongoCollection<Document> collection(String name) {
      return client.getDatabase(DB).getCollection(name);
    }

    @Override
    public void close() {
      client.close();
      server.shutdown();
    }
  }

  /** Memory backends whose collections count the documents their queries examine. */
  static final class CountingBackends {

    private CountingBackends() {}

    static final class CountingCollection extends MemoryCollection {
      final AtomicLong examined = new AtomicLong();

      CountingCollection(
          MongoDatabase database,
          String name,
          CollectionOptions options,
          CursorRegistry cursorRegistry) {
        super(database, name, options, cursorRegistry);
      }

      @Override
      protected boolean documentMatchesQuery(
          de.bwaldvogel.mongo.bson.Document document, de.bwaldvogel.mongo.bson.Document query) {
        examined.incrementAndGet();
        return super.documentMatchesQuery(document, query);
      }
    }

    /** mongo-java-server as it is. */
    static final class Plain extends MemoryBackend {
      @Override
      public MemoryDatabase openOrCreateDatabase(String name) {
        return new MemoryDatabase(name, getCursorRegistry()) {
          @Override
          protected MemoryCollection openOrCreateCollection(
              String collectionName, CollectionOptions options) {
            return new CountingCollection(this, collectionName, options, cursorRegistry);
          }
        };
      }
    }

    /** {@link MendedMemoryBackend}. */
    static final class Pinned extends MendedMemoryBackend {
      @Override
      public MemoryDatabase openOrCreateDatabase(String name) {
        return new MendedMemoryBackend.Database(name, getCursorRegistry()) {
          @Override
          protected MemoryCollection openOrCreateCollection(
              String collectionName, CollectionOptions options) {
            return new CountingCollection(this, collectionName, options, cursorRegistry);
          }
        };
      }
    }
  }
}
