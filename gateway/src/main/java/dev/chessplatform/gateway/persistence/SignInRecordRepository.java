package dev.chessplatform.gateway.persistence;

import com.mongodb.ErrorCategory;
import com.mongodb.MongoException;
import com.mongodb.MongoWriteException;
import com.mongodb.client.MongoClient;
import com.mongodb.client.MongoCollection;
import com.mongodb.client.MongoDatabase;
import com.mongodb.client.model.Filters;
import com.mongodb.client.model.FindOneAndUpdateOptions;
import com.mongodb.client.model.IndexOptions;
import com.mongodb.client.model.Indexes;
import com.mongodb.client.model.ReplaceOptions;
import com.mongodb.client.model.ReturnDocument;
import com.mongodb.client.model.Updates;
import dev.chessplatform.gateway.application.SignInRecords;
import dev.chessplatform.gateway.domain.FailedSignIns.Tally;
import jakarta.enterprise.context.ApplicationScoped;
import java.time.Instant;
import java.util.Date;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;
import org.bson.Document;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/**
 * Two MongoDB collections. {@code sign_in_failures}: {@code {_id: key, count, lastFailure,
 * nextAllowed, forgetAt, version}}, one per account name or client address; a replacement is
 * conditional on the {@code version} read (an insert on the unique {@code _id}), a single-document
 * write and so atomic (MongoDB; mongo-java-server: one lock per collection): of two gateways
 * spending one slot exactly one wins. {@code sign_in_addresses}: {@code {_id: nameKey + ' ' +
 * address, until}}, where each account signed in from. TTL indexes drop both when they are of no
 * more use; reads ignore what the TTL monitor has not removed yet.
 */
@ApplicationScoped
public class SignInRecordRepository implements SignInRecords {

  static final String FAILURES = "sign_in_failures";
  static final String ADDRESSES = "sign_in_addresses";

  private final MongoClient mongo;
  private final String database;
  private volatile boolean indexed;

  public SignInRecordRepository(
      MongoClient mongo, @ConfigProperty(name = "quarkus.mongodb.database") String database) {
    this.mongo = mongo;
    this.database = database;
  }

  @Override
  public Optional<Versioned> tally(String key) {
    return answered(
        () ->
            Optional.ofNullable(failures().find(Filters.eq("_id", key)).first())
                .map(SignInRecordRepository::versioned));
  }

  @Override
  public boolean replace(String key, Optional<Versioned> expected, Tally next, Instant forgetAt) {
    return answered(
        () -> {
          long version = expected.map(v -> v.version() + 1).orElse(1L);
          Document d = document(key, next, forgetAt, version);
          if (expected.isEmpty()) {
            try {
              failures().insertOne(d);
              return true;
            } catch (MongoWriteException e) {
              if (e.getError().getCategory() == ErrorCategory.DUPLICATE_KEY) {
                return false;
              }
              throw e;
            }
          }
          var at = Filters.and(Filters.eq("_id", key), Filters.eq("version", version - 1));
          return failures().replaceOne(at, d, new ReplaceOptions()).getMatchedCount() == 1;
        });
  }

  @Override
  public Optional<Versioned> increment(String key, int below, Instant now, Instant forgetAt) {
    Date at = Date.from(now);
    return answered(
        () ->
            Optional.ofNullable(
                    failures()
                        .findOneAndUpdate(
                            Filters.and(
                                Filters.eq("_id", key),
                                Filters.lt("count", below),
                                Filters.lte("nextAllowed", at),
                                Filters.gt("forgetAt", at)),
                            Updates.combine(
                                Updates.inc("count", 1),
                                Updates.inc("version", 1L),
                                Updates.set("lastFailure", at),
                                Updates.set("forgetAt", Date.from(forgetAt))),
                            new FindOneAndUpdateOptions().returnDocument(ReturnDocument.AFTER)))
                .map(SignInRecordRepository::versioned));
  }

  @Override
  public void clear(String key) {
    answered(() -> failures().deleteOne(Filters.eq("_id", key)));
  }

  @Override
  public void restore(
      String key, long version, Optional<Tally> before, Optional<Instant> forgetAt) {
    answered(
        () -> {
          var at = Filters.and(Filters.eq("_id", key), Filters.eq("version", version));
          long restored =
              before.isEmpty()
                  ? failures().deleteOne(at).getDeletedCount()
                  : failures()
                      .replaceOne(at, document(key, before.get(), forgetAt.get(), version + 1))
                      .getMatchedCount();
          if (restored == 0) { // counted on since: take back our one failure, no more
            failures()
                .updateOne(
                    Filters.and(Filters.eq("_id", key), Filters.gt("count", 0)),
                    Updates.combine(Updates.inc("count", -1), Updates.inc("version", 1L)));
          }
          return null;
        });
  }

  @Override
  public void remember(String nameKey, String address, Instant until) {
    answered(
        () ->
            addresses()
                .replaceOne(
                    Filters.eq("_id", nameKey + " " + address),
                    new Document("_id", nameKey + " " + address).append("until", Date.from(until)),
                    new ReplaceOptions().upsert(true)));
  }

  @Override
  public boolean known(String nameKey, String address, Instant now) {
    return answered(
        () ->
            addresses()
                    .find(
                        Filters.and(
                            Filters.eq("_id", nameKey + " " + address),
                            Filters.gt("until", Date.from(now))))
                    .first()
                != null);
  }

  private static Versioned versioned(Document d) {
    return new Versioned(
        new Tally(
            d.getInteger("count"),
            d.getDate("lastFailure").toInstant(),
            d.getDate("nextAllowed").toInstant()),
        d.getLong("version"));
  }

  private static Document document(String key, Tally tally, Instant forgetAt, long version) {
    return new Document("_id", key)
        .append("count", tally.count())
        .append("lastFailure", Date.from(tally.lastFailure()))
        .append("nextAllowed", Date.from(tally.nextAllowed()))
        .append("forgetAt", Date.from(forgetAt))
        .append("version", version);
  }

  private static <T> T answered(Supplier<T> call) {
    try {
      return call.get();
    } catch (MongoException e) {
      throw new SignInRecords.Unavailable(e);
    }
  }

  private MongoCollection<Document> failures() {
    return db().getCollection(FAILURES);
  }

  private MongoCollection<Document> addresses() {
    return db().getCollection(ADDRESSES);
  }

  private MongoDatabase db() {
    MongoDatabase db = mongo.getDatabase(database);
    if (!indexed) {
      IndexOptions atTheTime = new IndexOptions().expireAfter(0L, TimeUnit.SECONDS);
      db.getCollection(FAILURES).createIndex(Indexes.ascending("forgetAt"), atTheTime);
      db.getCollection(ADDRESSES).createIndex(Indexes.ascending("until"), atTheTime);
      indexed = true;
    }
    return db;
  }
}
