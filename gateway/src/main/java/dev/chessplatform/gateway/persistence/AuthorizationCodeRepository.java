package dev.chessplatform.gateway.persistence;

import com.mongodb.MongoException;
import com.mongodb.client.MongoClient;
import com.mongodb.client.MongoCollection;
import com.mongodb.client.model.Filters;
import com.mongodb.client.model.FindOneAndUpdateOptions;
import com.mongodb.client.model.IndexOptions;
import com.mongodb.client.model.Indexes;
import com.mongodb.client.model.ReturnDocument;
import com.mongodb.client.model.Updates;
import dev.chessplatform.gateway.application.AuthorizationCodes;
import dev.chessplatform.gateway.domain.AuthorizationCode;
import dev.chessplatform.gateway.domain.Scope;
import jakarta.enterprise.context.ApplicationScoped;
import java.time.Clock;
import java.time.Duration;
import java.util.Date;
import java.util.EnumSet;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;
import org.bson.Document;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/**
 * The MongoDB {@code oauth_codes} collection: {@code {_id: codeHash, clientId, redirectUri,
 * codeChallenge, accountId, scopes, expiresAt, redemptions, tokenId?}}. A redemption is one {@code
 * findOneAndUpdate} with {@code $inc}, atomic on one document (MongoDB; mongo-java-server: one lock
 * per collection), so of two requests with one code exactly one counts 1. Codes stay a day after
 * they expire, so that a code used again late still revokes its token; a TTL index removes them
 * then, and every save removes them too (mongo-java-server has no TTL).
 */
@ApplicationScoped
public class AuthorizationCodeRepository implements AuthorizationCodes {

  static final String COLLECTION = "oauth_codes";

  /** How long a code is kept after it expired: reuse is told apart from an unknown code. */
  static final Duration KEPT_AFTER_EXPIRY = Duration.ofDays(1);

  private final MongoClient mongo;
  private final String database;
  private final Clock clock;
  private volatile MongoCollection<Document> collection;

  public AuthorizationCodeRepository(
      MongoClient mongo,
      @ConfigProperty(name = "quarkus.mongodb.database") String database,
      Clock clock) {
    this.mongo = mongo;
    this.database = database;
    this.clock = clock;
  }

  @Override
  public void save(AuthorizationCode code) {
    answered(
        () -> {
          Date purgeBefore = Date.from(clock.instant().minus(KEPT_AFTER_EXPIRY));
          collection().deleteMany(Filters.lt("expiresAt", purgeBefore));
          collection().insertOne(document(code));
          return null;
        });
  }

  @Override
  public Optional<Redemption> redeem(String codeHash) {
    return answered(
        () ->
            Optional.ofNullable(
                    collection()
                        .findOneAndUpdate(
                            Filters.eq("_id", codeHash),
                            Updates.inc("redemptions", 1),
                            new FindOneAndUpdateOptions().returnDocument(ReturnDocument.AFTER)))
                .map(
                    d ->
                        new Redemption(
                            code(d),
                            d.getInteger("redemptions"),
                            Optional.ofNullable(d.getString("tokenId")))));
  }

  @Override
  public boolean issued(String codeHash, String tokenId) {
    return answered(
        () -> {
          Document after =
              collection()
                  .findOneAndUpdate(
                      Filters.eq("_id", codeHash),
                      Updates.set("tokenId", tokenId),
                      new FindOneAndUpdateOptions().returnDocument(ReturnDocument.AFTER));
          return after != null && after.getInteger("redemptions") > 1;
        });
  }

  private static Document document(AuthorizationCode code) {
    return new Document("_id", code.codeHash())
        .append("clientId", code.clientId())
        .append("redirectUri", code.redirectUri())
        .append("codeChallenge", code.codeChallenge())
        .append("accountId", code.accountId())
        .append("scopes", code.scopes().stream().map(Scope::wireName).sorted().toList())
        .append("expiresAt", Date.from(code.expiresAt()))
        .append("redemptions", 0);
  }

  private static AuthorizationCode code(Document d) {
    Set<Scope> scopes = EnumSet.noneOf(Scope.class);
    d.getList("scopes", String.class).forEach(s -> Scope.fromWire(s).ifPresent(scopes::add));
    return new AuthorizationCode(
        d.getString("_id"),
        d.getString("clientId"),
        d.getString("redirectUri"),
        d.getString("codeChallenge"),
        d.getString("accountId"),
        scopes,
        d.getDate("expiresAt").toInstant());
  }

  private static <T> T answered(Supplier<T> call) {
    try {
      return call.get();
    } catch (MongoException e) {
      throw new AuthorizationCodes.Unavailable(e);
    }
  }

  private MongoCollection<Document> collection() {
    if (collection == null) {
      MongoCollection<Document> c = mongo.getDatabase(database).getCollection(COLLECTION);
      c.createIndex(
          Indexes.ascending("expiresAt"),
          new IndexOptions().expireAfter(KEPT_AFTER_EXPIRY.toSeconds(), TimeUnit.SECONDS));
      collection = c;
    }
    return collection;
  }
}
