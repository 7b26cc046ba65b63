package dev.chessplatform.game.messaging;

import dev.chessplatform.events.Topics;
import dev.chessplatform.game.application.GameArchive;
import dev.chessplatform.game.application.GameProjection;
import dev.chessplatform.game.application.ProjectionStore;
import dev.chessplatform.game.config.GamesConfig;
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
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
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
  private final ProjectionStore store;
  private final GameArchive archive;
  private ConsumerLoop<String, String> loop;

  /**
   * Records of chess.game-events not projected yet, as of the last poll: {@code
   * games_projection_lag}.
   */
  private volatile long lag;

  public ProjectionRunner(
      @ConfigProperty(name = "kafka.bootstrap.servers") String bootstrap,
      GamesConfig config,
      ProjectionStore store,
      GameArchive archive,
      MeterRegistry registry) {
    this.store = store;
    this.archive = archive;
    Gauge.builder("games.projection.lag", this, runner -> runner.lag)
        .description(
            "Records of chess.game-events this instance's projection has not read yet (last poll)")
        .register(registry);
    this.bootstrap = bootstrap;
    this.config = config;
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

    /** The fold's states of this run: a restart begins again from what the store holds. */
    private GameProjection projection;

    @Override
    public void open(Consumer<String, String> c) {
      store.ensureIndexes();
      projection = new GameProjection(store, archive);
      c.subscribe(List.of(Topics.GAME_EVENTS), new Seeker(c, projection));
    }

    @Override
    public void onRecords(ConsumerRecords<String, String> records, Consumer<String, String> c) {
      lag = ConsumerLag.of(c) + records.count();
      if (records.isEmpty()) {
        return;
      }
      List<GameProjection.Input> inputs = new ArrayList<>(records.count());
      Map<Integer, Long> next = new HashMap<>();
      for (ConsumerRecord<String, String> r : records) {
        inputs.add(new GameProjection.Input(r.partition(), r.offset(), r.value()));
        next.put(r.partition(), r.offset() + 1);
      }
      projection.project(inputs);
      next.forEach((partition, offset) -> store.store(Topics.GAME_EVENTS, partition, offset));
    }
  }

  private final class Seeker implements ConsumerRebalanceListener {
    private final Consumer<String, String> c;
    private final GameProjection projection;

    Seeker(Consumer<String, String> c, GameProjection projection) {
      this.c = c;
      this.projection = projection;
    }

    @Override
    public void onPartitionsAssigned(Collection<TopicPartition> partitions) {
      for (TopicPartition tp : partitions) {
        OptionalLong next = store.next(tp.topic(), tp.partition());
        if (next.isPresent()) {
          c.seek(tp, next.getAsLong());
        } else {
          c.seekToBeginning(List.of(tp));
        }
      }
    }

    @Override
    public void onPartitionsRevoked(Collection<TopicPartition> partitions) {
      // Positions are stored after every poll; nothing to flush. The games of a partition may
      // change at another instance's projection until it comes back: their states are forgotten.
      for (TopicPartition tp : partitions) {
        projection.forget(tp.partition());
      }
    }

    @Override
    public void onPartitionsLost(Collection<TopicPartition> partitions) {
      onPartitionsRevoked(partitions);
    }
  }
}
