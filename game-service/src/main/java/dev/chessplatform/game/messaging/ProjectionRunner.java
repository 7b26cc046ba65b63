package dev.chessplatform.game.messaging;

import dev.chessplatform.events.Topics;
import dev.chessplatform.events.game.GameEventCodec;
import dev.chessplatform.events.game.GameEventEnvelope;
import dev.chessplatform.game.application.GameRecord;
import dev.chessplatform.game.application.GameRecordFold;
import dev.chessplatform.game.config.GamesConfig;
import dev.chessplatform.game.persistence.GameArchiveRepository;
import dev.chessplatform.game.persistence.GameRecordRepository;
import dev.chessplatform.game.persistence.GameSummaryRepository;
import dev.chessplatform.game.persistence.ProjectionPositions;
import dev.chessplatform.kafka.ConsumerLag;
import dev.chessplatform.kafka.ConsumerLoop;
import dev.chessplatform.kafka.ConsumerSettings;
import dev.chessplatform.kafka.KafkaClients;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;
import io.quarkus.runtime.ShutdownEvent;
import io.quarkus.runtime.StartupEvent;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalLong;
import org.apache.kafka.clients.consumer.Consumer;
import org.apache.kafka.clients.consumer.ConsumerRebalanceListener;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.ConsumerRecords;
import org.apache.kafka.common.TopicPartition;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.jboss.logging.Logger;

/**
 * Projects {@code chess.game-events} (committed records only) into MongoDB: {@code games}, {@code
 * game_summaries} and {@code game_archive}. Positions live in MongoDB beside the read models, not
 * in Kafka: on assignment each partition is sought to its stored position, or to offset 0 when
 * there is none, so dropping the database rebuilds every projection from the topic. Both writes are
 * idempotent by (gameId, seq), so a record applied again after a crash changes nothing.
 */
@ApplicationScoped
public class ProjectionRunner {

  private static final Logger LOG = Logger.getLogger(ProjectionRunner.class);

  private final String bootstrap;
  private final GamesConfig config;
  private final GameRecordRepository games;
  private final GameSummaryRepository summaries;
  private final ProjectionPositions positions;
  private final GameArchiveRepository archive;
  private ConsumerLoop<String, String> loop;

  /**
   * Records of chess.game-events not projected yet, as of the last poll: {@code
   * games_projection_lag}.
   */
  private volatile long lag;

  public ProjectionRunner(
      @ConfigProperty(name = "kafka.bootstrap.servers") String bootstrap,
      GamesConfig config,
      GameRecordRepository games,
      GameSummaryRepository summaries,
      ProjectionPositions positions,
      GameArchiveRepository archive,
      MeterRegistry registry) {
    this.archive = archive;
    Gauge.builder("games.projection.lag", this, runner -> runner.lag)
        .description(
            "Records of chess.game-events this instance's projection has not read yet (last poll)")
        .register(registry);
    this.bootstrap = bootstrap;
    this.config = config;
    this.games = games;
    this.summaries = summaries;
    this.positions = positions;
  }

  void onStart(@Observes StartupEvent event) {
    start();
  }

  void onStop(@Observes ShutdownEvent event) {
    stop();
  }

  /** Projects until stopped; a failure (store or broker away) is logged and retried after 1 s. */
  public synchronized void start() {
    if (loop != null && loop.isRunning()) {
      return;
    }
    // Static membership: a killed and restarted instance gets its partitions back at once instead
    // of after the session timeout (facts.md: 45 s by default).
    ConsumerSettings settings =
        KafkaClients.at(bootstrap)
            .groupConsumer(config.ownersGroup() + "-projections")
            .staticMember(config.instanceId() + "-projections")
            .sessionTimeout(Duration.ofMillis(config.sessionTimeoutMs()))
            .readCommitted()
            .fromEarliest()
            .maxPollRecords(2000)
            .fetchMaxWait(config.projection().fetchWait())
            .fetchMinBytes(config.projection().fetchBytes());
    loop =
        ConsumerLoop.named("game-projections", settings::strings, new Projection())
            .restartAfter(Duration.ofSeconds(1))
            .stopWithin(Duration.ofSeconds(10))
            .build();
    loop.start();
  }

  public synchronized void stop() {
    if (loop != null) {
      loop.stop();
    }
  }

  /**
   * Each poll: every record folded into the read models, then each partition's next offset kept.
   */
  private final class Projection implements ConsumerLoop.Reader<String, String> {
    @Override
    public void open(Consumer<String, String> c) {
      games.ensureIndexes();
      c.subscribe(List.of(Topics.GAME_EVENTS), new Seeker(c));
    }

    @Override
    public void onRecords(ConsumerRecords<String, String> records, Consumer<String, String> c) {
      lag = ConsumerLag.of(c) + records.count();
      if (records.isEmpty()) {
        return;
      }
      project(records);
      Map<Integer, Long> next = new HashMap<>();
      for (ConsumerRecord<String, String> r : records) {
        next.put(r.partition(), r.offset() + 1);
      }
      next.forEach((partition, offset) -> positions.store(Topics.GAME_EVENTS, partition, offset));
    }
  }

  /**
   * One poll's records into the three read models, a few bulk writes per poll rather than several
   * writes per record: per game, the records it has not applied yet (each write is idempotent by
   * seq, so a poll applied again after a crash changes nothing).
   */
  private void project(ConsumerRecords<String, String> records) {
    Map<String, List<GameSummaryRepository.Entry>> counted = new LinkedHashMap<>();
    Map<String, List<GameArchiveRepository.Entry>> archived = new LinkedHashMap<>();
    Map<String, List<GameEventEnvelope>> folded = new LinkedHashMap<>();
    for (ConsumerRecord<String, String> r : records) {
      GameEventCodec.Decoded decoded = GameEventCodec.decode(r.value());
      if (decoded instanceof GameEventCodec.Unknown u) {
        counted
            .computeIfAbsent(u.gameId(), k -> new ArrayList<>())
            .add(new GameSummaryRepository.Entry(u.seq(), u.type(), Instant.EPOCH));
        archived
            .computeIfAbsent(u.gameId(), k -> new ArrayList<>())
            .add(new GameArchiveRepository.Entry(u.seq(), r.value()));
      } else if (decoded instanceof GameEventCodec.Known known) {
        GameEventEnvelope e = known.envelope();
        counted
            .computeIfAbsent(e.gameId(), k -> new ArrayList<>())
            .add(new GameSummaryRepository.Entry(e.seq(), e.type(), e.occurredAt()));
        archived
            .computeIfAbsent(e.gameId(), k -> new ArrayList<>())
            .add(new GameArchiveRepository.Entry(e.seq(), r.value()));
        folded.computeIfAbsent(e.gameId(), k -> new ArrayList<>()).add(e);
      } else {
        LOG.warnf("offset %d of partition %d is not an event: skipped", r.offset(), r.partition());
      }
    }
    summaries.applyAll(counted);
    archive.appendAll(archived);
    Map<String, GameRecord> before = games.findAll(folded.keySet());
    List<GameRecord> changed = new ArrayList<>();
    folded.forEach(
        (gameId, events) -> {
          GameRecord record = before.getOrDefault(gameId, GameRecord.empty(gameId));
          long from = record.lastSeq();
          for (GameEventEnvelope e : events) {
            if (e.seq() <= record.lastSeq()) {
              continue;
            }
            try {
              record = GameRecordFold.apply(record, e);
            } catch (RuntimeException ex) {
              LOG.warnf("game %s seq %d not projected: %s", gameId, e.seq(), ex.toString());
              break;
            }
          }
          if (record.lastSeq() > from) {
            changed.add(record);
          }
        });
    games.saveAll(changed);
  }

  private final class Seeker implements ConsumerRebalanceListener {
    private final Consumer<String, String> c;

    Seeker(Consumer<String, String> c) {
      this.c = c;
    }

    @Override
    public void onPartitionsAssigned(Collection<TopicPartition> partitions) {
      for (TopicPartition tp : partitions) {
        OptionalLong next = positions.next(tp.topic(), tp.partition());
        if (next.isPresent()) {
          c.seek(tp, next.getAsLong());
        } else {
          c.seekToBeginning(List.of(tp));
        }
      }
    }

    @Override
    public void onPartitionsRevoked(Collection<TopicPartition> partitions) {
      // Positions are stored after every poll; nothing to flush.
    }
  }
}
