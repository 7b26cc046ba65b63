package dev.chessplatform.infra.mongo;

import com.mongodb.client.MongoClient;
import com.mongodb.client.MongoClients;
import com.mongodb.client.MongoCollection;
import com.mongodb.client.model.BulkWriteOptions;
import com.mongodb.client.model.Filters;
import com.mongodb.client.model.UpdateOneModel;
import com.mongodb.client.model.Updates;
import com.mongodb.client.model.WriteModel;
import de.bwaldvogel.mongo.MongoBackend;
import de.bwaldvogel.mongo.MongoServer;
import de.bwaldvogel.mongo.backend.h2.H2Backend;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import java.util.function.IntFunction;
import org.bson.Document;
import org.bson.conversions.Bson;

/**
 * Updates per second with the projections' conditional filters on one collection,
 * mongo-java-server's H2 backend as it is against {@link MendedH2Backend}, in the same run (not a
 * test: nothing is asserted on time). Each update is an {@code UpdateOne} in an unordered bulk of
 * 100, as the projections write, that advances {@code lastSeq} of one document if it is still what
 * was read.
 *
 * <pre>
 * ./mvnw -o -q -pl embedded-infra test-compile exec:exec -Dexec.executable=java \
 *   -Dexec.classpathScope=test \
 *   "-Dexec.args=-Xmx1g -cp %classpath dev.chessplatform.infra.mongo.IdPinnedIndexBench 20000 300 20000"
 * </pre>
 *
 * Arguments: documents in the collection, updates timed on the plain store, updates timed on the
 * pinned one (the plain store is ~100× slower, so it gets fewer).
 */
public final class IdPinnedIndexBench {

  private static final int BULK = 100;
  private static final int WARM_UP = 200;

  private IdPinnedIndexBench() {}

  public static void main(String[] args) throws Exception {
    int documents = args.length > 0 ? Integer.parseInt(args[0]) : 20_000;
    int plainUpdates = args.length > 1 ? Integer.parseInt(args[1]) : 300;
    int pinnedUpdates = args.length > 2 ? Integer.parseInt(args[2]) : 20_000;
    Path dir = Files.createTempDirectory("id-pinned-bench");

    record Shape(String name, Function<Object[], Bson> filter) {}
    List<Shape> shapes =
        List.of(
            new Shape(
                "{_id: X, lastSeq: N}",
                idSeq -> new Document("_id", idSeq[0]).append("lastSeq", idSeq[1])),
            new Shape(
                "$and [{_id: X}, {lastSeq: N}]",
                idSeq ->
                    Filters.and(Filters.eq("_id", idSeq[0]), Filters.eq("lastSeq", idSeq[1]))));

    System.out.printf(
        "%,d documents, H2 on disk, UpdateOne in unordered bulks of %d, %d warm-up updates%n",
        documents, BULK, WARM_UP);
    System.out.printf(
        "%-32s %22s %22s %8s%n", "filter", "H2Backend (plain)", "MendedH2Backend", "ratio");
    int run = 0;
    for (Shape shape : shapes) {
      double plain =
          updatesPerSecond(
              new H2Backend(dir.resolve("plain-" + run + ".mv").toString()),
              documents,
              plainUpdates,
              shape.filter());
      double pinned =
          updatesPerSecond(
              new MendedH2Backend(dir.resolve("pinned-" + run + ".mv").toString()),
              documents,
              pinnedUpdates,
              shape.filter());
      run++;
      System.out.printf(
          "%-32s %13.0f updates/s %13.0f updates/s %7.0f×%n",
          shape.name(), plain, pinned, pinned / plain);
    }
  }

  private static double updatesPerSecond(
      MongoBackend backend, int documents, int updates, Function<Object[], Bson> filter) {
    MongoServer server = new MongoServer(backend);
    try (MongoClient client = MongoClients.create(server.bindAndGetConnectionString())) {
      MongoCollection<Document> games = client.getDatabase("bench").getCollection("games");
      IntFunction<String> id = i -> String.format("game-%06d", i);
      List<Document> batch = new ArrayList<>();
      for (int i = 0; i < documents; i++) {
        batch.add(new Document("_id", id.apply(i)).append("lastSeq", 0).append("moves", i % 80));
        if (batch.size() == 1_000) {
          games.insertMany(batch);
          batch = new ArrayList<>();
        }
      }
      if (!batch.isEmpty()) {
        games.insertMany(batch);
      }
      int[] lastSeq = new int[documents];
      // a fixed stride through the collection: every update hits another document
      int[] next = {0};
      Runnable bulk =
          () -> {
            List<WriteModel<Document>> writes = new ArrayList<>(BULK);
            for (int k = 0; k < BULK; k++) {
              int doc = next[0];
              next[0] = (next[0] + 7_919) % documents;
              writes.add(
                  new UpdateOneModel<>(
                      filter.apply(new Object[] {id.apply(doc), lastSeq[doc]}),
                      Updates.set("lastSeq", lastSeq[doc] + 1)));
              lastSeq[doc]++;
            }
            long modified =
                games.bulkWrite(writes, new BulkWriteOptions().ordered(false)).getModifiedCount();
            if (modified != BULK) {
              throw new IllegalStateException("modified " + modified + " of " + BULK);
            }
          };
      for (int done = 0; done < WARM_UP; done += BULK) {
        bulk.run();
      }
      long start = System.nanoTime();
      int done = 0;
      for (; done < updates; done += BULK) {
        bulk.run();
      }
      return done / ((System.nanoTime() - start) / 1e9);
    } finally {
      server.shutdown();
    }
  }
}
