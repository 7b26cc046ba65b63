package dev.chessplatform.game.persistence;

import dev.chessplatform.game.application.GameRecord;
import dev.chessplatform.game.application.ProjectionStore;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalLong;

/** The projection's writes, each to the repository of its collection. */
@ApplicationScoped
public class ProjectionRepository implements ProjectionStore {

  private final GameRecordRepository games;
  private final GameSummaryRepository summaries;
  private final GameArchiveRepository archive;
  private final ProjectionPositions positions;

  public ProjectionRepository(
      GameRecordRepository games,
      GameSummaryRepository summaries,
      GameArchiveRepository archive,
      ProjectionPositions positions) {
    this.games = games;
    this.summaries = summaries;
    this.archive = archive;
    this.positions = positions;
  }

  @Override
  public void ensureIndexes() {
    games.ensureIndexes();
  }

  @Override
  public OptionalLong next(String topic, int partition) {
    return positions.next(topic, partition);
  }

  @Override
  public void store(String topic, int partition, long next) {
    positions.store(topic, partition, next);
  }

  @Override
  public void count(Map<String, List<Counted>> byGame) {
    Map<String, List<GameSummaryRepository.Entry>> entries = new LinkedHashMap<>();
    byGame.forEach(
        (id, events) ->
            entries.put(
                id,
                events.stream()
                    .map(e -> new GameSummaryRepository.Entry(e.seq(), e.type(), e.occurredAt()))
                    .toList()));
    summaries.applyAll(entries);
  }

  @Override
  public void archive(Map<String, List<Archived>> byGame) {
    Map<String, List<GameArchiveRepository.Entry>> entries = new LinkedHashMap<>();
    byGame.forEach(
        (id, events) ->
            entries.put(
                id,
                events.stream()
                    .map(e -> new GameArchiveRepository.Entry(e.seq(), e.json()))
                    .toList()));
    archive.appendAll(entries);
  }

  @Override
  public Map<String, Long> versions(Collection<String> gameIds) {
    return games.versions(gameIds);
  }

  @Override
  public void save(Collection<GameRecord> records) {
    games.saveAll(records);
  }
}
