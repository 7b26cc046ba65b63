package dev.chessplatform.game.messaging;

import dev.chessplatform.events.Topics;
import dev.chessplatform.events.game.GameEvent.GameEnded;
import dev.chessplatform.events.game.GameEventCodec;
import dev.chessplatform.events.game.GameEventEnvelope;
import dev.chessplatform.game.application.CommandHandling;
import dev.chessplatform.game.application.CommandOptions;
import dev.chessplatform.game.application.CommandOutcome;
import dev.chessplatform.game.application.CompactState;
import dev.chessplatform.game.application.GameArchive;
import dev.chessplatform.game.application.GameEventBus;
import dev.chessplatform.game.application.GameRegistry;
import dev.chessplatform.game.application.LiveGame;
import dev.chessplatform.game.domain.GameCommand;
import dev.chessplatform.game.domain.GameState;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.clients.producer.RecordMetadata;
import org.apache.kafka.common.KafkaException;
import org.apache.kafka.common.errors.ProducerFencedException;
import org.jboss.logging.Logger;

/**
 * The one writer of the games of one partition of {@code chess.game-events}. A single thread takes
 * the queued commands, decides each against the live state (load → decide), appends the events of
 * up to {@code maxBatch} commands in one Kafka transaction (group commit, {@code acks=all},
 * idempotent), and only after the commit publishes the new states and answers the callers. The
 * producer's {@code transactional.id} is bound to the partition, so a stale owner is fenced.
 *
 * <p>Between batches the same thread does the partition's upkeep ({@link Upkeep}): it evicts
 * finished games the archive holds in full once their grace is over, and hands a snapshot of the
 * games it holds to the {@link SnapshotTaker} at most once per interval, after new events.
 */
final class PartitionWriter {

  private static final Logger LOG = Logger.getLogger(PartitionWriter.class);
  private static final int MAX_ANSWERS = 50_000;

  /** What the writer needs for its upkeep between batches. */
  record Upkeep(
      SnapshotTaker snapshots,
      Duration snapshotInterval,
      GameArchive archive,
      Duration finishedGrace,
      Duration evictInterval,
      Predicate<String> inPartition,
      WriterMetrics metrics) {}

  private record Pending(
      String gameId,
      GameCommand command,
      CommandOptions options,
      CompletableFuture<CommandOutcome> result) {}

  private final int partition;
  private final KafkaProducer<String, String> producer;
  private final GameRegistry registry;
  private final GameEventBus bus;
  private final Clock clock;
  private final int maxBatch;
  private final BlockingQueue<Pending> queue = new LinkedBlockingQueue<>();
  private final Map<String, CompactState> answers;
  private final Thread thread;
  private final java.util.function.Consumer<PartitionWriter> onFailure;
  private final Upkeep upkeep;
  private volatile boolean running = true;
  private SnapshotTaker.LastRecord lastRecord;
  private boolean unsnapshotted;
  private Instant lastSnapshot = Instant.EPOCH;
  private Instant lastEviction = Instant.EPOCH;

  PartitionWriter(
      int partition,
      KafkaProducer<String, String> producer,
      GameRegistry registry,
      GameEventBus bus,
      Clock clock,
      int maxBatch,
      Map<String, CompactState> answers,
      SnapshotTaker.LastRecord loadedUpTo,
      Upkeep upkeep,
      java.util.function.Consumer<PartitionWriter> onFailure) {
    this.onFailure = onFailure;
    this.upkeep = upkeep;
    this.lastRecord = loadedUpTo;
    this.unsnapshotted = loadedUpTo != null;
    this.partition = partition;
    this.producer = producer;
    this.registry = registry;
    this.bus = bus;
    this.clock = clock;
    this.maxBatch = maxBatch;
    this.answers =
        new LinkedHashMap<>(answers) {
          @Override
          protected boolean removeEldestEntry(Map.Entry<String, CompactState> eldest) {
            return size() > MAX_ANSWERS;
          }
        };
    this.thread = new Thread(this::loop, "game-writer-" + partition);
    thread.setDaemon(true);
    thread.start();
  }

  CompletableFuture<CommandOutcome> submit(
      String gameId, GameCommand command, CommandOptions options) {
    CompletableFuture<CommandOutcome> result = new CompletableFuture<>();
    if (!running) {
      result.complete(new CommandOutcome.Unavailable("partition " + partition + " was released"));
      return result;
    }
    queue.add(new Pending(gameId, command, options, result));
    return result;
  }

  /** Stops taking commands; queued ones are answered as unavailable. */
  void close() {
    running = false;
    if (Thread.currentThread() == thread) {
      producer.close(java.time.Duration.ZERO);
      return;
    }
    try {
      thread.join(5_000);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
    // Nothing is left to wait for: the loop ended after its last batch's commit or abort. A wait
    // here held up the retake by seconds when the broker had gone (the next owner's
    // initTransactions fences this producer anyway).
    producer.close(java.time.Duration.ZERO);
  }

  private void loop() {
    while (running) {
      try {
        Pending first = queue.poll(100, TimeUnit.MILLISECONDS);
        upkeep();
        if (first == null) {
          continue;
        }
        List<Pending> batch = new ArrayList<>();
        batch.add(first);
        queue.drainTo(batch, maxBatch - 1);
        process(batch);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        running = false;
      } catch (RuntimeException e) {
        LOG.error("game writer of partition " + partition + " failed a batch", e);
      }
    }
    List<Pending> left = new ArrayList<>();
    queue.drainTo(left);
    left.forEach(p -> p.result().complete(new CommandOutcome.Unavailable("owner stopped")));
  }

  /** What one batch will write and answer, committed or dropped as a whole. */
  private final class Batch implements CommandHandling.Batch {
    final Map<String, LiveGame> games = new HashMap<>();
    final Map<String, CompactState> answers = new HashMap<>();
    final List<ProducerRecord<String, String>> records = new ArrayList<>();
    final List<GameEventEnvelope> events = new ArrayList<>();

    @Override
    public LiveGame game(String gameId) {
      return games.getOrDefault(gameId, registry.getOrEmpty(gameId));
    }

    @Override
    public CompactState firstAnswer(String scopedKey) {
      return answers.getOrDefault(scopedKey, PartitionWriter.this.answers.get(scopedKey));
    }

    @Override
    public void answered(String scopedKey, CompactState state) {
      answers.put(scopedKey, state);
    }

    @Override
    public void write(GameState before, GameEventEnvelope event) {
      if (event.payload() instanceof GameEnded ended) {
        records.add(
            new ProducerRecord<>(
                Topics.GAME_RESULTS,
                before.gameId(),
                ResultRecords.json(before, ended, event.occurredAt())));
      }
      records.add(
          new ProducerRecord<>(
              Topics.GAME_EVENTS, partition, before.gameId(), GameEventCodec.encode(event)));
      events.add(event);
    }

    @Override
    public void keep(LiveGame game) {
      games.put(game.state().gameId(), game);
    }
  }

  private void process(List<Pending> pending) {
    upkeep.metrics().batch(pending.size());
    Batch batch = new Batch();
    List<Runnable> answers = new ArrayList<>(pending.size());
    for (Pending p : pending) {
      CommandOutcome outcome;
      try {
        outcome =
            CommandHandling.handle(batch, p.gameId(), p.command(), p.options(), clock.instant());
      } catch (RuntimeException e) {
        // A stream another writer put on the topic by hand may not fold: answer, never hang.
        LOG.error("game " + p.gameId() + ": the command could not be decided", e);
        outcome = new CommandOutcome.Unavailable("the game could not be decided");
      }
      CommandOutcome answer = outcome;
      answers.add(() -> p.result().complete(answer));
    }
    if (!batch.records.isEmpty()) {
      Optional<Long> offset = commit(batch.records);
      if (offset.isEmpty()) {
        pending.forEach(
            p -> p.result().complete(new CommandOutcome.Unavailable("the append to Kafka failed")));
        return;
      }
      GameEventEnvelope last = batch.events.get(batch.events.size() - 1);
      lastRecord = new SnapshotTaker.LastRecord(offset.get(), last.gameId(), last.seq());
      unsnapshotted = true;
    }
    batch.games.values().forEach(registry::put);
    this.answers.putAll(batch.answers);
    bus.publish(batch.events);
    answers.forEach(Runnable::run);
  }

  /**
   * Commits the batch, or gives the partition up: after any failure the outcome of the commit is
   * not certain (a timed-out commit may have succeeded), so the memory may no longer match the
   * topic. The writer stops and the owner takes the partition over again, reading the topic.
   */
  private Optional<Long> commit(List<ProducerRecord<String, String>> records) {
    long started = System.nanoTime();
    try {
      producer.beginTransaction();
      Future<RecordMetadata> lastEvent = null;
      for (ProducerRecord<String, String> r : records) {
        Future<RecordMetadata> sent = producer.send(r);
        if (Topics.GAME_EVENTS.equals(r.topic())) {
          lastEvent = sent;
        }
      }
      producer.commitTransaction();
      upkeep.metrics().committed(System.nanoTime() - started);
      return Optional.of(lastEvent.get().offset()); // done: the commit flushed every send
    } catch (ExecutionException e) {
      LOG.error("partition " + partition + ": a committed send has no offset", e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    } catch (ProducerFencedException e) {
      LOG.warnf("partition %d: another owner fenced this writer; stopping", partition);
    } catch (KafkaException e) {
      LOG.error("partition " + partition + ": transaction failed; reloading the partition", e);
      try {
        producer.abortTransaction();
      } catch (KafkaException | IllegalStateException abort) {
        // after a commit that timed out Kafka refuses an abort: the next owner's fence aborts it
        LOG.debugf("partition %d: abort failed too: %s", partition, abort.toString());
      }
    }
    running = false;
    onFailure.accept(this);
    return Optional.empty();
  }

  /** Evicts finished games, then snapshots, each when its interval is over. */
  private void upkeep() {
    Instant now = clock.instant();
    try {
      if (now.isAfter(lastEviction.plus(upkeep.evictInterval()))) {
        lastEviction = now;
        evictFinished(now);
      }
      if (upkeep.snapshots() != null
          && unsnapshotted
          && lastRecord != null
          && now.isAfter(lastSnapshot.plus(upkeep.snapshotInterval()))) {
        lastSnapshot = now;
        unsnapshotted = false;
        upkeep.snapshots().take(partition, lastRecord, held(), now);
      }
    } catch (RuntimeException e) {
      LOG.warnf("partition %d: upkeep failed (%s); trying again later", partition, e.toString());
    }
  }

  private List<LiveGame> held() {
    return registry.all().stream().filter(g -> upkeep.inPartition().test(g.gameId())).toList();
  }

  /**
   * Drops from memory the finished games whose last event is older than the grace, with their
   * idempotency answers, after putting into the archive those it does not hold in full yet (the
   * projection may be behind; reads then come from the archive).
   */
  private void evictFinished(Instant now) {
    Instant cutoff = now.minus(upkeep.finishedGrace());
    Map<String, LiveGame> due = new HashMap<>();
    for (LiveGame g : held()) {
      if (LiveGame.finished(g.status())
          && g.lastEventAt() != null
          && g.lastEventAt().isBefore(cutoff)) {
        due.put(g.gameId(), g);
      }
    }
    if (due.isEmpty()) {
      return;
    }
    List<String> ids = new ArrayList<>(due.keySet());
    Set<String> evicted = new HashSet<>();
    for (int from = 0; from < ids.size(); from += 500) {
      List<String> chunk = ids.subList(from, Math.min(ids.size(), from + 500));
      Map<String, Long> archived = upkeep.archive().versions(chunk);
      List<LiveGame> behind =
          chunk.stream()
              .map(due::get)
              .filter(g -> archived.getOrDefault(g.gameId(), 0L) < g.version())
              .toList();
      upkeep.archive().keep(behind);
      evicted.addAll(chunk);
    }
    registry.evict(evicted);
    answers.keySet().removeIf(k -> evicted.contains(k.substring(0, k.indexOf('|'))));
    unsnapshotted = true; // the next snapshot leaves them out
    LOG.debugf("partition %d: %d finished games evicted", partition, evicted.size());
  }

  int partition() {
    return partition;
  }
}
