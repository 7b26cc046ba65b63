package dev.chessplatform.deploy.rebuild;

import com.mongodb.client.MongoDatabase;
import com.mongodb.client.model.Filters;
import java.util.Map;
import org.bson.Document;

/**
 * How far the projections stored in MongoDB have come against {@link TopicTargets}: game-service
 * keeps in {@code projection_positions} the offset after the last record it applied ({@code next}),
 * rating-service in {@code positions} the offset of the last one ({@code offset}); both under the
 * id {@code <topic>/<partition>}.
 *
 * @param games the database of game-service's projection
 * @param ratings the database of rating-service's (the same one in a rebuild)
 */
public record ProjectionProgress(MongoDatabase games, MongoDatabase ratings) {

  /** Applied offsets against the targets, and whether every partition is caught up. */
  public record Status(long appliedOffsets, long targetOffsets, boolean done) {

    /** The share of the targets' offsets applied, 0 to 100. */
    public int percent() {
      return targetOffsets == 0 ? 100 : (int) (100 * appliedOffsets / targetOffsets);
    }
  }

  /** Where both projections stand against the events' and the results' targets. */
  public Status of(TopicTargets events, TopicTargets results) {
    Status e = of(events, games, "projection_positions", "next", 0);
    Status r = of(results, ratings, "positions", "offset", 1);
    return new Status(
        e.appliedOffsets + r.appliedOffsets, e.targetOffsets + r.targetOffsets, e.done && r.done);
  }

  /**
   * {@code field + shift} is the offset after the last applied record (game-service stores that
   * offset, rating-service the record's own).
   */
  private static Status of(
      TopicTargets targets, MongoDatabase db, String collection, String field, long shift) {
    long applied = 0;
    long target = 0;
    boolean done = true;
    for (Map.Entry<Integer, Long> last : targets.lastRecord().entrySet()) {
      long needed = last.getValue() + 1;
      Document d =
          db.getCollection(collection)
              .find(Filters.eq("_id", targets.topic() + "/" + last.getKey()))
              .first();
      long after = d == null ? 0 : d.get(field, Number.class).longValue() + shift;
      applied += Math.min(after, needed);
      target += needed;
      done &= after >= needed;
    }
    return new Status(applied, target, done);
  }
}
