package dev.chessplatform.gateway.persistence;

import com.mongodb.client.MongoClient;
import com.mongodb.client.MongoCollection;
import com.mongodb.client.model.Filters;
import com.mongodb.client.model.Indexes;
import com.mongodb.client.model.ReplaceOptions;
import dev.chessplatform.gateway.application.StoredAccounts;
import dev.chessplatform.gateway.domain.Account;
import dev.chessplatform.gateway.domain.Scope;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.Date;
import java.util.Optional;
import org.bson.Document;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/**
 * The MongoDB {@code accounts} collection: a view of {@code chess.accounts}, one document per
 * account with the position of the record it came from. Only the topic reader writes it.
 */
@ApplicationScoped
public class AccountViewRepository implements StoredAccounts {

  private final MongoClient mongo;
  private final String database;
  private volatile MongoCollection<Document> collection;

  public AccountViewRepository(
      MongoClient mongo, @ConfigProperty(name = "quarkus.mongodb.database") String database) {
    this.mongo = mongo;
    this.database = database;
  }

  @Override
  public void save(Account account, int partition, long offset) {
    Document doc =
        new Document("_id", account.accountId())
            .append("name", account.name())
            .append("nameKey", account.nameKey())
            .append("passwordHash", account.passwordHash())
            .append("createdAt", Date.from(account.createdAt()))
            .append("version", account.version())
            .append(
                "tokens",
                account.tokens().stream()
                    .map(
                        t ->
                            new Document("tokenId", t.tokenId())
                                .append("label", t.label())
                                .append(
                                    "scopes",
                                    t.scopes().stream().map(Scope::wireName).sorted().toList())
                                .append("sha256", t.secretHash())
                                .append("createdAt", Date.from(t.createdAt()))
                                .append(
                                    "expiresAt",
                                    t.expiresAt() == null ? null : Date.from(t.expiresAt())))
                    .toList())
            .append("guest", account.guest())
            .append("bot", account.bot())
            .append("source", new Document("partition", partition).append("offset", offset));
    collection()
        .replaceOne(Filters.eq("_id", account.accountId()), doc, new ReplaceOptions().upsert(true));
  }

  public Optional<Document> find(String accountId) {
    return Optional.ofNullable(collection().find(Filters.eq("_id", accountId)).first());
  }

  private MongoCollection<Document> collection() {
    if (collection == null) {
      MongoCollection<Document> c = mongo.getDatabase(database).getCollection("accounts");
      c.createIndex(Indexes.ascending("nameKey"));
      collection = c;
    }
    return collection;
  }
}
