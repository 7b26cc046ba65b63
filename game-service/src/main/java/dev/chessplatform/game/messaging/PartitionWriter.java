package dev.chessplatform.game.messaging;

import dev.chessplatform.events.Topics;
import dev.chessplatform.events.game.GameEvent.GameEnded;
import dev.chessplatform.events.game.GameEventCodec;
import dev.chessplatform.events.game.GameEventEnvelope;
import dev.chessplatform.game.application.CommandHandling;
import dev.chessplatform.game.application.CommandOptions;
import dev.chessplatform.game.application.CommandOutcome;
import dev.chessplatform.game.application.CompactState;
import dev.chessplatform.game.application.GameEventBus;
import dev.chessplatform.game.application.GameRegistry;
import dev.chessplatform.game.application.LiveGame;
import dev.chessplatform.game.domain.GameCommand;
import dev.chessplatform.game.domain.GameState;
import java.time.Clock;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.KafkaException;
import org.apache.kafka.common.errors.ProducerFencedException;
import org.jboss.logging.Logger;

/**
 * The one writer of the games of one partition of {@code chess.game-events}. A single thread takes
 * the queued commands, decides each against the live state (load → decide), appends the events of
 * up to {@code maxBatch} commands in one Kafka transaction (group commit, {@code acks=all},
 * idempotent), and only after the commit publishes the new states and answers the callers. The
 * producer's {@code transactional.id} is bound to the partition, so a stale owner is fenced.
 */
final class PartitionWriter {

  private static final Logger LOG = Logger.getLogger(PartitionWriter.class);
  private static final int MAX_ANSWERS = 50_000;

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
  private volatile boolean running = true;

  PartitionWriter(
      int partition,
      KafkaProducer<String, String> producer,
      GameRegistry registry,
      GameEventBus bus,
      Clock clock,
      int maxBatch,
      Map<String, CompactState> answers,
      java.util.function.Consumer<PartitionWriter> onFailure) {
    this.onFailure = onFailure;
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
    producer.close(java.time.Duration.ofSeconds(2));
  }

  private void loop() {
    while (running) {
      try {
        Pending first = queue.poll(100, TimeUnit.MILLISECONDS);
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
    if (!batch.records.isEmpty() && !commit(batch.records)) {
      pending.forEach(
          p -> p.result().complete(new CommandOutcome.Unavailable("the append to Kafka failed")));
      return;
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
  private boolean commit(List<ProducerRecord<String, String>> records) {
    try {
      producer.beginTransaction();
      for (ProducerRecord<String, String> r : records) {
        producer.send(r);
      }
      producer.commitTransaction();
      return true;
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
    return false;
  }

  int partition() {
    return partition;
  }
}
