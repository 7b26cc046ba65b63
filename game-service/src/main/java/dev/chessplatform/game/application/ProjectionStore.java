package dev.chessplatform.game.application;

import java.time.Instant;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.OptionalLong;

/**
 * Where the projection of {@code chess.game-events} writes ({@code games}, {@code game_summaries},
 * {@code game_archive}) and keeps its position per partition; persistence's {@code
 * ProjectionRepository} implements it. Every write is idempotent by (gameId, seq).
 */
public interface ProjectionStore {

  /** An event as the summary counts it (an unknown type too, at {@link Instant#EPOCH}). */
  record Counted(long seq, String type, Instant occurredAt) {}

  /** An event's text as the topic holds it, for the archive. */
  record Archived(long seq, String json) {}

  void ensureIndexes();

  /** The next offset to read of a partition, empty when the projection never read it. */
  OptionalLong next(String topic, int partition);

  void store(String topic, int partition, long next);

  void count(Map<String, List<Counted>> byGame);

  void archive(Map<String, List<Archived>> byGame);

  /** The seq each record of {@code gameIds} was projected up to, for the games it holds. */
  Map<String, Long> versions(Collection<String> gameIds);

  /** Replaces (or inserts) every record in one bulk write. */
  void save(Collection<GameRecord> records);
}
