package dev.chessplatform.engineservice.persistence;

import static dev.chessplatform.engineservice.persistence.AnalysisDocuments.date;

import com.mongodb.client.MongoClient;
import com.mongodb.client.MongoCollection;
import com.mongodb.client.model.Filters;
import com.mongodb.client.model.IndexOptions;
import com.mongodb.client.model.Indexes;
import com.mongodb.client.model.Projections;
import com.mongodb.client.model.Sorts;
import com.mongodb.client.model.Updates;
import dev.chessplatform.engineservice.application.AnalysisJob;
import dev.chessplatform.engineservice.application.AnalysisStore;
import dev.chessplatform.engineservice.domain.SearchAnswer;
import jakarta.enterprise.context.ApplicationScoped;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Date;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.bson.Document;
import org.bson.conversions.Bson;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/**
 * The {@code analyses} collection: one document per job, {@code _id} = the job's id. It holds job
 * state (a job store), not a projection: no topic rebuilds it, and losing it loses the jobs. Every
 * write pins {@code _id} first and names the state it expects, so one conditional update decides
 * each race between replicas.
 */
@ApplicationScoped
public class AnalysisRepository implements AnalysisStore {

  private static final List<String> LIVE =
      List.of(AnalysisJob.Status.QUEUED.name(), AnalysisJob.Status.RUNNING.name());

  private final MongoCollection<Document> collection;

  public AnalysisRepository(
      MongoClient client, @ConfigProperty(name = "quarkus.mongodb.database") String database) {
    this.collection = client.getDatabase(database).getCollection("analyses");
    // MongoDB removes a job about a minute after its expiresAt; removeExpired does it too, for a
    // store without TTL indexes (mongo-java-server), and reads ignore an expired job.
    collection.createIndex(
        Indexes.ascending("expiresAt"), new IndexOptions().expireAfter(0L, TimeUnit.SECONDS));
    collection.createIndex(Indexes.ascending("finishedAt"));
  }

  @Override
  public void create(AnalysisJob job) {
    collection.insertOne(AnalysisDocuments.toDocument(job));
  }

  @Override
  public Optional<AnalysisJob> find(String id) {
    return Optional.ofNullable(collection.find(Filters.eq("_id", id)).first())
        .map(AnalysisDocuments::toJob);
  }

  @Override
  public boolean markRunning(String id, String runner, Instant now) {
    return update(
        held(id, runner),
        Updates.combine(
            Updates.set("status", AnalysisJob.Status.RUNNING.name()),
            Updates.set("heartbeatAt", date(now))));
  }

  @Override
  public boolean recordAnswer(
      String id, String runner, int index, SearchAnswer answer, Instant now) {
    List<Bson> changes = new ArrayList<>();
    if (answer != null) {
      changes.add(Updates.set("answers." + index, AnalysisDocuments.answer(answer)));
    }
    changes.add(Updates.set("done", index + 1));
    changes.add(Updates.set("status", AnalysisJob.Status.RUNNING.name()));
    changes.add(Updates.set("heartbeatAt", date(now)));
    return update(held(id, runner), Updates.combine(changes));
  }

  @Override
  public boolean renew(String id, String runner, Instant now) {
    return update(held(id, runner), Updates.set("heartbeatAt", date(now)));
  }

  @Override
  public boolean claim(String id, AnalysisJob.Lease seen, String runner, int lapses, Instant now) {
    return update(
        Filters.and(
            Filters.eq("_id", id),
            Filters.eq("runner", seen.runner()),
            Filters.eq("heartbeatAt", date(seen.heartbeatAt())),
            Filters.in("status", LIVE)),
        Updates.combine(
            Updates.set("runner", runner),
            Updates.set("heartbeatAt", date(now)),
            Updates.set("status", AnalysisJob.Status.QUEUED.name()),
            Updates.set("lapses", lapses)));
  }

  @Override
  public boolean release(String id, String runner) {
    return update(
        held(id, runner),
        Updates.combine(Updates.set("runner", null), Updates.set("heartbeatAt", new Date(0))));
  }

  @Override
  public boolean finish(String id, String runner, AnalysisJob.Ending ending) {
    Bson which =
        runner == null
            ? Filters.and(Filters.eq("_id", id), Filters.in("status", LIVE))
            : held(id, runner);
    return update(
        which,
        Updates.combine(
            Updates.set("status", ending.status().name()),
            Updates.set("reason", ending.reason()),
            Updates.set("finishedAt", date(ending.at())),
            Updates.set("expiresAt", date(ending.expiresAt()))));
  }

  @Override
  public void delete(String id) {
    collection.deleteOne(Filters.eq("_id", id));
  }

  @Override
  public void removeExpired(Instant now, int maxJobs) {
    collection.deleteMany(Filters.lt("expiresAt", date(now)));
    long excess = collection.countDocuments() - maxJobs + 1;
    if (excess <= 0) {
      return;
    }
    List<Object> oldest = new ArrayList<>();
    collection
        .find(Filters.nin("status", LIVE))
        .sort(Sorts.ascending("finishedAt"))
        .limit((int) Math.min(excess, Integer.MAX_VALUE))
        .projection(Projections.include("_id"))
        .forEach(d -> oldest.add(d.get("_id")));
    if (!oldest.isEmpty()) {
      collection.deleteMany(Filters.in("_id", oldest));
    }
  }

  /** The job, while {@code runner} holds it and it is QUEUED or RUNNING. */
  private static Bson held(String id, String runner) {
    return Filters.and(
        Filters.eq("_id", id), Filters.eq("runner", runner), Filters.in("status", LIVE));
  }

  private boolean update(Bson filter, Bson update) {
    return collection.updateOne(filter, update).getMatchedCount() == 1;
  }
}
