package dev.chessplatform.rating.persistence;

import com.mongodb.client.MongoClient;
import com.mongodb.client.MongoCollection;
import com.mongodb.client.model.Filters;
import dev.chessplatform.rating.application.AppliedResult;
import dev.chessplatform.rating.application.AppliedResults;
import dev.chessplatform.rating.domain.Pairing;
import dev.chessplatform.rating.domain.PlayerChange;
import dev.chessplatform.rating.domain.RatingChange;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.bson.Document;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/** The {@code applied_results} collection: unique by gameId (its {@code _id}). */
@ApplicationScoped
public class AppliedResultRepository implements AppliedResults {

  private final MongoCollection<Document> collection;

  public AppliedResultRepository(
      MongoClient client, @ConfigProperty(name = "quarkus.mongodb.database") String database) {
    this.collection = client.getDatabase(database).getCollection("applied_results");
  }

  @Override
  public Map<String, AppliedResult> findByGameIds(Collection<String> gameIds) {
    Map<String, AppliedResult> found = new HashMap<>();
    for (Document doc : collection.find(Filters.in("_id", List.copyOf(gameIds)))) {
      AppliedResult applied = fromDocument(doc);
      found.put(applied.gameId(), applied);
    }
    return found;
  }

  @Override
  public void insertAll(List<AppliedResult> results) {
    if (!results.isEmpty()) {
      collection.insertMany(results.stream().map(AppliedResultRepository::toDocument).toList());
    }
  }

  private static Document toDocument(AppliedResult applied) {
    RatingChange change = applied.change();
    return new Document("_id", applied.gameId())
        .append("offset", applied.offset())
        .append("resultId", applied.resultId())
        .append("pairing", change.pairing().name())
        .append("ladderApplied", change.ladderApplied())
        .append("white", side(change.white()))
        .append("black", side(change.black()));
  }

  private static Document side(PlayerChange change) {
    return new Document("before", StandingDocuments.toDocument(change.before()))
        .append("after", StandingDocuments.toDocument(change.after()));
  }

  private static AppliedResult fromDocument(Document doc) {
    RatingChange change =
        new RatingChange(
            doc.getString("_id"),
            Pairing.valueOf(doc.getString("pairing")),
            doc.getBoolean("ladderApplied"),
            side(doc.get("white", Document.class)),
            side(doc.get("black", Document.class)));
    return new AppliedResult(
        doc.getString("_id"),
        doc.get("offset", Number.class).longValue(),
        doc.getString("resultId"),
        change);
  }

  private static PlayerChange side(Document doc) {
    return new PlayerChange(
        StandingDocuments.fromDocument(doc.get("before", Document.class)),
        StandingDocuments.fromDocument(doc.get("after", Document.class)));
  }
}
