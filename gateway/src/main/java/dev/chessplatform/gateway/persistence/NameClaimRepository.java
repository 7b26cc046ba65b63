package dev.chessplatform.gateway.persistence;

import com.mongodb.ErrorCategory;
import com.mongodb.MongoBulkWriteException;
import com.mongodb.MongoException;
import com.mongodb.MongoWriteException;
import com.mongodb.client.MongoClient;
import com.mongodb.client.MongoCollection;
import com.mongodb.client.model.Filters;
import com.mongodb.client.model.InsertManyOptions;
import dev.chessplatform.gateway.application.NameClaims;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Date;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;
import org.bson.Document;
import org.bson.conversions.Bson;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/**
 * The MongoDB {@code account_names} collection: {@code {_id: nameKey, accountId, claimedAt}}, one
 * document per claimed name. The unique {@code _id} makes the store take one of two inserts of a
 * name; a take-over and a release are single-document writes conditional on the account that holds
 * the claim, so they are atomic too (MongoDB: single-document writes; mongo-java-server: one lock
 * per collection).
 */
@ApplicationScoped
public class NameClaimRepository implements NameClaims {

  static final String COLLECTION = "account_names";

  /** A claim released between our insert and our read is claimed again at most this often. */
  private static final int ATTEMPTS = 3;

  private final MongoClient mongo;
  private final String database;

  public NameClaimRepository(
      MongoClient mongo, @ConfigProperty(name = "quarkus.mongodb.database") String database) {
    this.mongo = mongo;
    this.database = database;
  }

  @Override
  public Optional<Claim> claim(Claim claim) {
    return answered(
        () -> {
          for (int attempt = 0; attempt < ATTEMPTS; attempt++) {
            try {
              collection().insertOne(document(claim));
              return Optional.empty();
            } catch (MongoWriteException e) {
              if (e.getError().getCategory() != ErrorCategory.DUPLICATE_KEY) {
                throw e;
              }
            }
            Document held = collection().find(Filters.eq("_id", claim.nameKey())).first();
            if (held != null) {
              return Optional.of(claim(held));
            }
          }
          throw new MongoException("claim of " + claim.nameKey() + " came and went " + ATTEMPTS);
        });
  }

  @Override
  public boolean takeOver(Claim old, Claim claim) {
    return answered(
        () ->
            collection()
                    .replaceOne(heldBy(old.nameKey(), old.accountId()), document(claim))
                    .getMatchedCount()
                == 1);
  }

  @Override
  public void release(String nameKey, String accountId) {
    answered(() -> collection().deleteOne(heldBy(nameKey, accountId)));
  }

  @Override
  public List<Claim> backfill(Collection<Claim> claims) {
    return answered(
        () -> {
          Map<String, Claim> standing = new HashMap<>();
          for (Document d : collection().find()) {
            Claim c = claim(d);
            standing.put(c.nameKey(), c);
          }
          List<Document> missing = new ArrayList<>();
          List<Claim> others = new ArrayList<>();
          for (Claim c : claims) {
            Claim found = standing.get(c.nameKey());
            if (found == null) {
              missing.add(document(c));
            } else if (!found.accountId().equals(c.accountId())) {
              others.add(found);
            }
          }
          insertAbsent(missing);
          return others;
        });
  }

  /** Inserts {@code documents}; one another gateway inserted meanwhile is left as it is. */
  private void insertAbsent(List<Document> documents) {
    if (documents.isEmpty()) {
      return;
    }
    try {
      collection().insertMany(documents, new InsertManyOptions().ordered(false));
    } catch (MongoBulkWriteException e) {
      boolean onlyExisting =
          e.getWriteErrors().stream()
              .allMatch(
                  w -> ErrorCategory.fromErrorCode(w.getCode()) == ErrorCategory.DUPLICATE_KEY);
      if (!onlyExisting) {
        throw e;
      }
    }
  }

  private static Bson heldBy(String nameKey, String accountId) {
    return Filters.and(Filters.eq("_id", nameKey), Filters.eq("accountId", accountId));
  }

  private static Document document(Claim claim) {
    return new Document("_id", claim.nameKey())
        .append("accountId", claim.accountId())
        .append("claimedAt", Date.from(claim.claimedAt()));
  }

  private static Claim claim(Document d) {
    return new Claim(
        d.getString("_id"), d.getString("accountId"), d.getDate("claimedAt").toInstant());
  }

  private static <T> T answered(Supplier<T> call) {
    try {
      return call.get();
    } catch (MongoException e) {
      throw new NameClaims.Unavailable(e);
    }
  }

  private MongoCollection<Document> collection() {
    return mongo.getDatabase(database).getCollection(COLLECTION);
  }
}
