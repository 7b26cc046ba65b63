package dev.chessplatform.rating.messaging;

import dev.chessplatform.events.Topics;
import dev.chessplatform.kafka.ConsumerLoop;
import dev.chessplatform.kafka.ConsumerSettings;
import dev.chessplatform.kafka.KafkaClients;
import dev.chessplatform.rating.application.AppliedPositions;
import dev.chessplatform.rating.application.BatchOutcome;
import dev.chessplatform.rating.application.PositionedGame;
import dev.chessplatform.rating.application.ResultApplier;
import dev.chessplatform.rating.config.RatingsConfig;
import io.quarkus.runtime.ShutdownEvent;
import io.quarkus.runtime.StartupEvent;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.apache.kafka.clients.consumer.Consumer;
import org.apache.kafka.clients.consumer.ConsumerRebalanceListener;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.ConsumerRecords;
import org.apache.kafka.clients.consumer.OffsetAndMetadata;
import org.apache.kafka.common.TopicPartition;
import org.apache.kafka.common.errors.WakeupException;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.jboss.logging.Logger;

/**
 * Reads {@code chess.game-results} on one platform thread (a {@link ConsumerLoop}) with a plain
 * Kafka consumer, so the position, the batching and the commit order are ours:
 *
 * <ul>
 *   <li>On partition assignment it seeks to MongoDB's {@code positions} + 1 (0 when the database is
 *       empty), never to the group's committed offset: drop the database, restart, and it replays
 *       from offset 0.
 *   <li>Each poll is one batch: readable results go to {@link ResultApplier}, unreadable ones to
 *       the dead-letter topic; then the position is saved in MongoDB and, for Kafka's own lag
 *       tools, the offset is committed.
 *   <li>A batch that fails (MongoDB or the broker away) is retried from the last saved position
 *       after a pause; the writes are idempotent, so a retry changes nothing twice.
 *   <li>Any other failure stops the reader (readiness goes down); {@link #restart()} starts it
 *       again.
 * </ul>
 */
@ApplicationScoped
public class GameResultsConsumer {

  private static final Logger LOG = Logger.getLogger(GameResultsConsumer.class);
  private static final Duration POLL = Duration.ofMillis(500);

  private final RatingsConfig config;
  private final GameResultReader reader;
  private final ResultApplier applier;
  private final DeadLetters deadLetters;
  private final AppliedPositions positions;
  private final ResultsMetrics metrics;

  private final ConsumerLoop<byte[], byte[]> loop;

  public GameResultsConsumer(
      RatingsConfig config,
      @ConfigProperty(name = "kafka.bootstrap.servers") String bootstrapServers,
      ResultApplier applier,
      DeadLetters deadLetters,
      AppliedPositions positions,
      ResultsMetrics metrics) {
    this.config = config;
    this.reader = new GameResultReader();
    this.applier = applier;
    this.deadLetters = deadLetters;
    this.positions = positions;
    this.metrics = metrics;
    ConsumerSettings settings = consumerSettings(KafkaClients.at(bootstrapServers));
    this.loop =
        ConsumerLoop.named("rating-results-consumer", settings::bytes, new Batches())
            .poll(POLL)
            .stopWithin(Duration.ofSeconds(30))
            .build();
  }

  void onStart(@Observes StartupEvent event) {
    if (config.consumer().enabled()) {
      loop.start();
    }
  }

  void onStop(@Observes ShutdownEvent event) {
    loop.stop();
  }

  /**
   * Stops reading and starts again from the position stored in MongoDB: what a restart of the
   * service does, without restarting it. After the database was dropped this replays from 0.
   */
  public synchronized void restart() {
    loop.stop();
    loop.start();
  }

  public boolean isRunning() {
    return loop.isRunning();
  }

  /**
   * One consumer's turn: subscribe with a listener that seeks to MongoDB's position, then apply
   * every poll as a batch. The positions it tracks start empty with every new consumer.
   */
  private final class Batches implements ConsumerLoop.Reader<byte[], byte[]> {
    private final Map<TopicPartition, Long> next = new ConcurrentHashMap<>();
    private final Set<TopicPartition> unpositioned = ConcurrentHashMap.newKeySet();

    @Override
    public void open(Consumer<byte[], byte[]> kafka) {
      next.clear();
      unpositioned.clear();
      applier.prepare();
      kafka.subscribe(
          List.of(Topics.GAME_RESULTS), new SeekToStoredPosition(kafka, next, unpositioned));
    }

    @Override
    public void onRecords(ConsumerRecords<byte[], byte[]> records, Consumer<byte[], byte[]> kafka) {
      if (!unpositioned.isEmpty()) {
        // The position could not be read at assignment: whatever was fetched came from the
        // group's committed offset, which is not the truth. Drop it and seek again.
        seekAll(kafka, List.copyOf(unpositioned), next, unpositioned);
        return;
      }
      for (TopicPartition partition : records.partitions()) {
        if (!applyBatch(kafka, partition, records.records(partition), next)) {
          break;
        }
      }
      for (TopicPartition partition : kafka.assignment()) {
        kafka.currentLag(partition).ifPresent(metrics::lag);
      }
    }
  }

  /** Applies one batch; on failure seeks back to the last saved position and returns false. */
  private boolean applyBatch(
      Consumer<byte[], byte[]> kafka,
      TopicPartition partition,
      List<ConsumerRecord<byte[], byte[]>> records,
      Map<TopicPartition, Long> next) {
    long last = records.get(records.size() - 1).offset();
    try {
      List<PositionedGame> games = new ArrayList<>(records.size());
      List<Parking> parkings = new ArrayList<>();
      for (ConsumerRecord<byte[], byte[]> record : records) {
        ResultRead read = reader.read(record.value());
        if (read instanceof ResultRead.Readable readable) {
          games.add(
              new PositionedGame(
                  record.offset(),
                  readable.record().resultId(),
                  readable.game(),
                  readable.record().endedAt()));
        } else if (read instanceof ResultRead.Unreadable unreadable) {
          parkings.add(new Parking(record, unreadable));
        } else {
          throw new IllegalStateException("unhandled read: " + read);
        }
      }
      long started = System.nanoTime();
      BatchOutcome outcome = applier.apply(games);
      metrics.batch(outcome, System.nanoTime() - started);
      for (Parking parking : parkings) {
        park(parking);
      }
      positions.save(partition.topic(), partition.partition(), last);
      next.put(partition, last + 1);
      metrics.position(last);
      commitQuietly(kafka, partition, last + 1);
      return true;
    } catch (WakeupException e) {
      throw e;
    } catch (RuntimeException e) {
      long resume = next.getOrDefault(partition, records.get(0).offset());
      LOG.errorf(e, "Could not apply results up to offset %d; retrying from %d", last, resume);
      pause(config.consumer().retryBackoff());
      kafka.seek(partition, resume);
      return false;
    }
  }

  private record Parking(ConsumerRecord<byte[], byte[]> record, ResultRead.Unreadable why) {}

  private void park(Parking parking) {
    ConsumerRecord<byte[], byte[]> record = parking.record();
    boolean parked = config.consumer().parkToDeadLetters();
    LOG.warnf(
        "%s the result at %s/%d/%d: %s (%s)",
        parked ? "Parking on " + Topics.GAME_RESULTS_DEAD_LETTER : "Skipping (not parked again)",
        record.topic(),
        record.partition(),
        record.offset(),
        parking.why().reason().code(),
        parking.why().detail());
    if (parked) {
      deadLetters.park(record, parking.why().reason(), parking.why().detail());
    }
    metrics.parked(parking.why().reason());
  }

  private void commitQuietly(Consumer<byte[], byte[]> kafka, TopicPartition tp, long offset) {
    try {
      kafka.commitSync(Map.of(tp, new OffsetAndMetadata(offset)));
    } catch (WakeupException e) {
      throw e;
    } catch (RuntimeException e) {
      // Only Kafka's lag tools read the committed offset; MongoDB's position is the truth.
      LOG.debugf("Could not commit offset %d of %s: %s", offset, tp, e.getMessage());
    }
  }

  private void seekAll(
      Consumer<byte[], byte[]> kafka,
      Collection<TopicPartition> partitions,
      Map<TopicPartition, Long> next,
      Set<TopicPartition> unpositioned) {
    for (TopicPartition partition : partitions) {
      try {
        long offset =
            positions.lastApplied(partition.topic(), partition.partition()).orElse(-1) + 1;
        kafka.seek(partition, offset);
        next.put(partition, offset);
        metrics.position(offset - 1);
        unpositioned.remove(partition);
        LOG.infof("Reading %s from offset %d (MongoDB's applied position)", partition, offset);
      } catch (RuntimeException e) {
        LOG.errorf("Could not read the applied position of %s: %s", partition, e.getMessage());
        unpositioned.add(partition);
        pause(config.consumer().retryBackoff());
      }
    }
  }

  /** Seeks every newly assigned partition to MongoDB's position, not the committed offset. */
  private final class SeekToStoredPosition implements ConsumerRebalanceListener {
    private final Consumer<byte[], byte[]> kafka;
    private final Map<TopicPartition, Long> next;
    private final Set<TopicPartition> unpositioned;

    SeekToStoredPosition(
        Consumer<byte[], byte[]> kafka,
        Map<TopicPartition, Long> next,
        Set<TopicPartition> unpositioned) {
      this.kafka = kafka;
      this.next = next;
      this.unpositioned = unpositioned;
    }

    @Override
    public void onPartitionsAssigned(Collection<TopicPartition> partitions) {
      seekAll(kafka, partitions, next, unpositioned);
    }

    @Override
    public void onPartitionsRevoked(Collection<TopicPartition> partitions) {
      partitions.forEach(next::remove);
      unpositioned.removeAll(partitions);
    }
  }

  private ConsumerSettings consumerSettings(KafkaClients kafka) {
    RatingsConfig.ConsumerConfig c = config.consumer();
    ConsumerSettings settings =
        kafka
            .groupConsumer(c.groupId())
            .fromEarliest()
            .readCommitted()
            .maxPollRecords(c.maxPollRecords())
            .sessionTimeout(c.sessionTimeout())
            .clientId("rating-service-results");
    return c.instanceId().map(settings::staticMember).orElse(settings);
  }

  private static void pause(Duration duration) {
    try {
      Thread.sleep(duration.toMillis());
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }
}
