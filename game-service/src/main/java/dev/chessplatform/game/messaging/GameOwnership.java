package dev.chessplatform.game.messaging;

import dev.chessplatform.events.Topics;
import dev.chessplatform.game.application.CommandOptions;
import dev.chessplatform.game.application.CommandOutcome;
import dev.chessplatform.game.application.GameArchive;
import dev.chessplatform.game.application.GameEventBus;
import dev.chessplatform.game.application.GameOwners;
import dev.chessplatform.game.application.GameRegistry;
import dev.chessplatform.game.application.LiveGame;
import dev.chessplatform.game.application.PartitionSnapshot;
import dev.chessplatform.game.application.PartitionSnapshots;
import dev.chessplatform.game.config.GamesConfig;
import dev.chessplatform.game.domain.GameCommand;
import dev.chessplatform.game.domain.GameStatus;
import dev.chessplatform.kafka.ConsumerLoop;
import dev.chessplatform.kafka.ConsumerSettings;
import dev.chessplatform.kafka.KafkaClients;
import io.micrometer.core.instrument.MeterRegistry;
import io.quarkus.runtime.ShutdownEvent;
import io.quarkus.runtime.StartupEvent;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import java.net.URI;
import java.time.Clock;
import java.time.Duration;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Queue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.apache.kafka.clients.consumer.Consumer;
import org.apache.kafka.clients.consumer.ConsumerRebalanceListener;
import org.apache.kafka.clients.consumer.ConsumerRecords;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.common.TopicPartition;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.jboss.logging.Logger;

/**
 * Which partitions of {@code chess.game-events} this instance owns. Instances share the partitions
 * through one consumer group (static membership, so a restart gets them back at once); for each
 * assigned partition the owner first fences any older writer ({@code initTransactions} on the
 * partition's {@code transactional.id}), then rebuilds its games by reading it, then takes
 * commands. The partitions of one assignment are taken over side by side ({@code load-parallelism}
 * at a time), each under its own lock, so a restart costs the largest partition rather than the
 * sum; a game is served as soon as its own partition is loaded. The group consumer itself reads
 * nothing: its partitions stay paused.
 */
@ApplicationScoped
public class GameOwnership implements GameOwners {

  private static final Logger LOG = Logger.getLogger(GameOwnership.class);

  private final String bootstrap;
  private final GamesConfig config;
  private final GameRegistry registry;
  private final GameEventBus bus;
  private final int httpPort;
  private final OwnerDirectory directory;
  private final GameArchive archive;
  private final PartitionSnapshots snapshots;
  private final SnapshotTaker snapshotTaker;
  private final Map<Integer, PartitionWriter> writers = new ConcurrentHashMap<>();
  private final java.util.Set<Integer> assignment = ConcurrentHashMap.newKeySet();
  private final Map<Integer, Object> locks = new ConcurrentHashMap<>();
  private final Queue<PartitionLoad> loads = new ConcurrentLinkedQueue<>();
  private final ExecutorService loaders;

  /**
   * Retakes after writer failures, side by side as loads are: a broker's death fails every writer
   * whose partition it led at once, and one after the other their pauses would add up.
   */
  private final ScheduledExecutorService retakes;

  private final ExecutorService snapshotReaders =
      Executors.newCachedThreadPool(
          r -> {
            Thread t = new Thread(r, "game-snapshot-reader");
            t.setDaemon(true);
            return t;
          });
  private final WriterMetrics metrics;
  private volatile int partitionCount;
  private volatile boolean running;
  private volatile boolean assigned;
  private ConsumerLoop<String, String> loop;

  public GameOwnership(
      @ConfigProperty(name = "kafka.bootstrap.servers") String bootstrap,
      GamesConfig config,
      GameRegistry registry,
      GameEventBus bus,
      OwnerDirectory directory,
      GameArchive archive,
      PartitionSnapshots snapshots,
      @ConfigProperty(name = "quarkus.http.port") int httpPort,
      MeterRegistry meters) {
    this.metrics = new WriterMetrics(meters);
    this.archive = archive;
    this.snapshots = snapshots;
    this.snapshotTaker = config.snapshots().enabled() ? new SnapshotTaker(snapshots) : null;
    this.httpPort = httpPort;
    this.directory = directory;
    this.bootstrap = bootstrap;
    this.config = config;
    this.registry = registry;
    this.bus = bus;
    AtomicInteger retakers = new AtomicInteger();
    this.retakes =
        Executors.newScheduledThreadPool(
            Math.max(1, config.loadParallelism()),
            r -> {
              Thread t = new Thread(r, "game-retake-" + retakers.incrementAndGet());
              t.setDaemon(true);
              return t;
            });
    AtomicInteger threads = new AtomicInteger();
    this.loaders =
        Executors.newFixedThreadPool(
            Math.max(1, config.loadParallelism()),
            r -> {
              Thread t = new Thread(r, "game-loader-" + threads.incrementAndGet());
              t.setDaemon(true);
              return t;
            });
  }

  /**
   * When and where a partition was last taken over: its fence and read, from start to end; {@code
   * from} is the first offset read from the log, {@code snapshotOffset} the last record of the
   * snapshot it started from (-1: none, read from 0).
   */
  public record PartitionLoad(
      int partition,
      String thread,
      long startNanos,
      long endNanos,
      int games,
      long records,
      long from,
      long snapshotOffset) {}

  /** The most recent take-overs (at most 64), oldest first: what a restart or retake cost. */
  public List<PartitionLoad> recentLoads() {
    return List.copyOf(loads);
  }

  void onStart(@Observes StartupEvent event) {
    start();
  }

  void onStop(@Observes ShutdownEvent event) {
    stop();
  }

  /** Joins the owners' group; partitions arrive asynchronously. */
  public synchronized void start() {
    if (running) {
      return;
    }
    if (config.projectionOnly()) {
      LOG.info("projection only: no partition of chess.game-events is owned here");
      return;
    }
    running = true;
    // OwnerDirectory reads the owner's HTTP port from its client id.
    ConsumerSettings member =
        KafkaClients.at(bootstrap)
            .groupConsumer(config.ownersGroup())
            .staticMember(config.instanceId())
            .sessionTimeout(Duration.ofMillis(config.sessionTimeoutMs()))
            .cooperative() // a joining instance takes half, the others go on serving theirs
            .heartbeatInterval(Duration.ofMillis(500)) // hears of a rebalance within 0.5 s
            .clientId(OwnerDirectory.CLIENT_ID_PREFIX + httpPort);
    loop =
        ConsumerLoop.named("game-owners", member::strings, new Member())
            .restartAfter(Duration.ofSeconds(1))
            .stopWithin(Duration.ofSeconds(10))
            .build();
    loop.start();
  }

  /**
   * Stops owning: writers close without a goodbye to the group (static membership keeps the seat
   * for a restart with the same instance id), and the in-memory games are dropped.
   */
  public synchronized void stop() {
    running = false;
    if (loop != null) {
      loop.stop();
    }
    assignment.clear();
    release(List.copyOf(locks.keySet()));
    assigned = false;
    if (snapshotTaker != null) {
      snapshotTaker.awaitStored(); // the next owner, here or elsewhere, starts from the latest
    }
  }

  /** Whether this instance only projects ({@code chess.games.projection-only}): it owns nothing. */
  public boolean projectionOnly() {
    return config.projectionOnly();
  }

  /** Whether every partition of the topic is owned here and loaded (readiness of one instance). */
  public boolean ownsAll() {
    return partitionCount > 0 && writers.size() == partitionCount;
  }

  @Override
  public boolean ready() {
    return running && assigned;
  }

  public int ownedPartitions() {
    return writers.size();
  }

  @Override
  public boolean ownsGame(String gameId) {
    return partitionCount > 0 && writers.containsKey(partitionOf(gameId));
  }

  public int partitionOf(String gameId) {
    return Partitions.of(gameId, Math.max(1, partitionCount));
  }

  @Override
  public Optional<URI> ownerOf(String gameId) {
    return directory.ownerOf(partitionOf(gameId));
  }

  @Override
  public CompletableFuture<CommandOutcome> submit(
      String gameId, GameCommand command, CommandOptions options) {
    PartitionWriter writer = partitionCount == 0 ? null : writers.get(partitionOf(gameId));
    if (writer == null) {
      // OwnerForwarding passed the request on when another instance owned the game.
      return CompletableFuture.completedFuture(
          new CommandOutcome.Unavailable("this instance does not own the game's partition now"));
    }
    return writer.submit(gameId, command, options);
  }

  /**
   * The group member: it reads nothing (its partitions stay paused); a failure (broker away) closes
   * it, drops every partition and joins again after a second.
   */
  private final class Member implements ConsumerLoop.Reader<String, String> {
    @Override
    public void open(Consumer<String, String> consumer) {
      partitionCount = consumer.partitionsFor(Topics.GAME_EVENTS).size();
      consumer.subscribe(List.of(Topics.GAME_EVENTS), new Listener(consumer));
    }

    @Override
    public void onRecords(ConsumerRecords<String, String> records, Consumer<String, String> c) {
      // paused: nothing arrives
    }

    @Override
    public void closed() {
      assignment.clear();
      release(List.copyOf(locks.keySet()));
    }
  }

  private final class Listener implements ConsumerRebalanceListener {
    private final Consumer<String, String> consumer;

    Listener(Consumer<String, String> consumer) {
      this.consumer = consumer;
    }

    @Override
    public void onPartitionsAssigned(Collection<TopicPartition> partitions) {
      if (partitions.isEmpty()) {
        assigned = true; // a cooperative round that gave this member nothing new
        return;
      }
      consumer.pause(partitions);
      List<Integer> ids = partitions.stream().map(TopicPartition::partition).toList();
      assignment.addAll(ids);
      takeOverAll(ids);
      assigned = true;
    }

    @Override
    public void onPartitionsRevoked(Collection<TopicPartition> partitions) {
      List<Integer> ids = partitions.stream().map(TopicPartition::partition).toList();
      if (!ids.isEmpty()) {
        LOG.infof("releasing partitions %s (rebalance)", ids);
      }
      assignment.removeAll(ids);
      release(ids);
    }
  }

  /** A writer gave up (failed or fenced commit): read the partition again if it is still ours. */
  private void onWriterFailure(PartitionWriter failed) {
    retakes.execute(
        () -> {
          int partition = failed.partition();
          synchronized (lockOf(partition)) {
            if (writers.remove(partition, failed)) {
              failed.close();
              registry.forget(id -> Partitions.of(id, partitionCount) == partition);
            }
          }
          retakeWhileOurs(partition);
        });
  }

  /**
   * Takes the partition over again while it is still assigned here, trying once a second while the
   * broker refuses (an append bound that ran out usually means the broker is away): until then its
   * games answer 503, and no partition is left without a writer for good.
   */
  private void retakeWhileOurs(int partition) {
    if (!running || !assignment.contains(partition)) {
      return;
    }
    try {
      takeOver(partition);
    } catch (RuntimeException e) {
      LOG.warnf("could not take partition %d over again (%s); retrying", partition, e.toString());
      retakes.schedule(() -> retakeWhileOurs(partition), 1, TimeUnit.SECONDS);
    }
  }

  /**
   * Takes the partitions over side by side and returns once all are loaded (the rebalance callback
   * waits, so a revocation never overtakes a load); the first failure is rethrown, and the member
   * then rejoins.
   */
  private void takeOverAll(List<Integer> partitions) {
    long started = System.nanoTime();
    List<CompletableFuture<Void>> each =
        partitions.stream()
            .map(p -> CompletableFuture.runAsync(() -> takeOver(p), loaders))
            .toList();
    try {
      CompletableFuture.allOf(each.toArray(CompletableFuture[]::new)).join();
    } catch (CompletionException e) {
      throw e.getCause() instanceof RuntimeException r ? r : e;
    }
    LOG.infof(
        "took %d partitions over in %d ms, %d at a time",
        partitions.size(), (System.nanoTime() - started) / 1_000_000, config.loadParallelism());
  }

  private Object lockOf(int partition) {
    return locks.computeIfAbsent(partition, p -> new Object());
  }

  private void takeOver(int partition) {
    synchronized (lockOf(partition)) {
      takeOverLocked(partition);
    }
  }

  private void takeOverLocked(int partition) {
    if (writers.containsKey(partition)) {
      return;
    }
    long started = System.nanoTime();
    KafkaProducer<String, String> producer = producer(partition);
    PartitionLoader.Loaded loaded;
    long fenced;
    long snapshotRead;
    // The snapshot is only a starting point, so it is fetched while the fence goes on; the log is
    // read after the fence.
    CompletableFuture<Optional<PartitionSnapshot>> fetched =
        CompletableFuture.supplyAsync(() -> latestSnapshot(partition), snapshotReaders);
    try {
      producer.initTransactions(); // fences the older writer before anything is read
      fenced = System.nanoTime();
      Optional<PartitionSnapshot> snapshot = fetched.join();
      snapshotRead = System.nanoTime();
      loaded = PartitionLoader.load(bootstrap, partition, snapshot, archive);
    } catch (RuntimeException e) {
      producer.close(Duration.ZERO);
      throw e;
    }
    if (!running || !assignment.contains(partition)) {
      // Released while it was read (a stop, a revocation): a retake must not outlive it.
      producer.close(Duration.ZERO);
      LOG.infof("partition %d was released while it was read; not taken", partition);
      return;
    }
    loaded.games().values().forEach(registry::put);
    PartitionWriter writer =
        new PartitionWriter(
            partition,
            producer,
            registry,
            bus,
            Clock.systemUTC(),
            config.maxBatch(),
            loaded.answers(),
            loaded.upTo(),
            new PartitionWriter.Upkeep(
                snapshotTaker,
                config.snapshots().interval(),
                archive,
                config.finished().grace(),
                config.finished().evictInterval(),
                id -> Partitions.of(id, partitionCount) == partition,
                metrics),
            this::onWriterFailure);
    writers.put(partition, writer);
    for (LiveGame g : loaded.games().values()) {
      if (g.status() == GameStatus.STARTED && g.state().timed()) {
        writer.submit(g.state().gameId(), new GameCommand.ResumeClocks(), CommandOptions.NONE);
      }
    }
    long ended = System.nanoTime();
    loads.add(
        new PartitionLoad(
            partition,
            Thread.currentThread().getName(),
            started,
            ended,
            loaded.games().size(),
            loaded.records(),
            loaded.from(),
            loaded.snapshotOffset()));
    while (loads.size() > 64) {
      loads.poll();
    }
    LOG.infof(
        "owning partition %d: %d games from %s and %d records in %d ms"
            + " (fence %d ms, then the snapshot %d ms more, log %d ms)",
        partition,
        loaded.games().size(),
        loaded.snapshotOffset() < 0 ? "offset 0" : "the snapshot at " + loaded.snapshotOffset(),
        loaded.records(),
        (ended - started) / 1_000_000,
        (fenced - started) / 1_000_000,
        (snapshotRead - fenced) / 1_000_000,
        (ended - snapshotRead) / 1_000_000);
  }

  private Optional<PartitionSnapshot> latestSnapshot(int partition) {
    if (!config.snapshots().enabled()) {
      return Optional.empty();
    }
    try {
      return snapshots.latest(partition);
    } catch (RuntimeException e) {
      LOG.warnf("partition %d: no snapshot readable (%s); reading from 0", partition, e.toString());
      return Optional.empty();
    }
  }

  private void release(List<Integer> partitions) {
    for (int partition : partitions) {
      synchronized (lockOf(partition)) {
        PartitionWriter w = writers.remove(partition);
        if (w != null) {
          w.close();
          registry.forget(id -> Partitions.of(id, partitionCount) == partition);
        }
      }
    }
  }

  private KafkaProducer<String, String> producer(int partition) {
    return KafkaClients.at(bootstrap)
        .transactionalProducer(config.transactionalIdPrefix() + "-" + partition)
        .linger(Duration.ZERO)
        .transactionTimeout(Duration.ofSeconds(30))
        .appendWithin(config.appendTimeout())
        .strings();
  }
}
