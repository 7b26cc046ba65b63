package dev.chessplatform.engineservice.messaging;

import dev.chessplatform.engineservice.application.DeadlineExpiredException;
import dev.chessplatform.engineservice.application.PoolFullException;
import dev.chessplatform.engineservice.application.SearchPool;
import dev.chessplatform.engineservice.domain.SearchAnswer;
import dev.chessplatform.engineservice.domain.SearchBounds;
import dev.chessplatform.events.engine.EngineMessages;
import dev.chessplatform.events.engine.EngineRequest;
import dev.chessplatform.events.engine.EngineResult;
import dev.chessplatform.kafka.ConsumerLag;
import dev.chessplatform.kafka.ConsumerLoop;
import dev.chessplatform.kafka.ConsumerSettings;
import dev.chessplatform.kafka.KafkaClients;
import dev.chessplatform.kafka.ProducerSettings;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import org.apache.kafka.clients.consumer.Consumer;
import org.apache.kafka.clients.consumer.ConsumerRebalanceListener;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.ConsumerRecords;
import org.apache.kafka.clients.consumer.OffsetAndMetadata;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.KafkaException;
import org.apache.kafka.common.TopicPartition;
import org.apache.kafka.common.errors.ProducerFencedException;
import org.jboss.logging.Logger;

/**
 * Answers {@code chess.engine-requests} exactly once, as a consume–search–produce loop on one
 * thread (a {@link ConsumerLoop}, {@code engine-requests}) with a plain Kafka consumer and a
 * transactional {@link KafkaProducer}:
 *
 * <ol>
 *   <li>poll at most {@code workers} requests (so each gets a worker at once);
 *   <li>search them on the shared {@link SearchPool} (waiting for room when REST callers fill it);
 *   <li>in one transaction, write every result and the consumed offsets ({@code
 *       sendOffsetsToTransaction} with the consumer's group metadata), then commit.
 * </ol>
 *
 * A replica that dies before step 3 has written nothing and committed nothing: the group gives its
 * partitions to another replica (or to itself, restarted, at once: static membership) which
 * searches the requests again. A replica that was thrown out of the group while searching (a
 * zombie) fails the commit, because the group generation in the offsets is stale, and its results
 * are aborted. Readers with {@code read_committed} therefore see one result per request. A failure
 * (the broker away, this replica fenced) is logged and stops the loop; readiness goes down.
 */
public final class EngineRequestLoop {

  private static final Logger LOG = Logger.getLogger(EngineRequestLoop.class);

  /** Where and as whom the loop reads and writes. */
  public record Settings(
      String bootstrapServers,
      String requestsTopic,
      String resultsTopic,
      String groupId,
      String instanceId,
      Duration sessionTimeout,
      Duration transactionTimeout,
      Duration maxSearch) {}

  private final Settings settings;
  private final SearchPool pool;
  private final SearchBounds bounds;
  private final ConsumerLoop<String, String> loop;
  private volatile boolean crashed;
  private volatile long answered;
  private volatile int assigned;
  private volatile long lag;

  public EngineRequestLoop(Settings settings, SearchPool pool, SearchBounds bounds) {
    this.settings = settings;
    this.pool = pool;
    this.bounds = bounds;
    KafkaClients kafka = KafkaClients.at(settings.bootstrapServers());
    ConsumerSettings requests =
        kafka
            .groupConsumer(settings.groupId())
            .staticMember(settings.instanceId())
            .clientId(settings.instanceId() + "-requests")
            .fromEarliest()
            .readCommitted()
            .maxPollRecords(pool.workers())
            .sessionTimeout(settings.sessionTimeout())
            // A batch lasts as long as its longest search: poll again well within this.
            .maxPollInterval(settings.maxSearch().multipliedBy(3));
    ProducerSettings results =
        kafka
            .transactionalProducer(transactionalId())
            .clientId(settings.instanceId() + "-results")
            .transactionTimeout(settings.transactionTimeout());
    this.loop =
        ConsumerLoop.named("engine-requests", requests::strings, new Answering(results))
            .stopWithin(Duration.ofSeconds(10))
            .build();
  }

  /** Starts the loop's thread (a daemon: a batch still searching at exit is dropped unanswered). */
  public void start() {
    loop.start();
  }

  /** Stops after the current batch, waiting for it at most 10 s. */
  public void stop() {
    loop.stop();
  }

  /**
   * Stops like a killed process: the batch in hand is dropped with nothing written or committed
   * (tests use it to stand for {@code kill -9}; the real thing is in the README's kill run).
   */
  public void crash() {
    crashed = true;
    loop.requestStop();
  }

  public boolean isRunning() {
    return loop.isRunning();
  }

  /** Waits at most {@code timeout} for the loop's thread to end; true when it has. */
  public boolean awaitStopped(Duration timeout) {
    return loop.awaitStopped(timeout);
  }

  /** Partitions of the requests topic this replica owns now. */
  public int assignedPartitions() {
    return assigned;
  }

  /** Requests on its partitions not polled yet, as of the last poll. */
  public long lag() {
    return lag;
  }

  /** Results committed so far. */
  public long answered() {
    return answered;
  }

  /** One consumer's turn: a new transactional producer, the subscription, then every batch. */
  private final class Answering implements ConsumerLoop.Reader<String, String> {
    private final ProducerSettings results;
    private KafkaProducer<String, String> producer;

    Answering(ProducerSettings results) {
      this.results = results;
    }

    @Override
    public void open(Consumer<String, String> kafka) {
      producer = results.strings();
      // Fences an earlier incarnation of this replica and aborts its open transaction, if any.
      producer.initTransactions();
      kafka.subscribe(
          List.of(settings.requestsTopic()),
          new ConsumerRebalanceListener() {
            @Override
            public void onPartitionsRevoked(Collection<TopicPartition> partitions) {
              assigned = kafka.assignment().size() - partitions.size();
            }

            @Override
            public void onPartitionsAssigned(Collection<TopicPartition> partitions) {
              assigned = kafka.assignment().size();
            }
          });
    }

    @Override
    public void onRecords(ConsumerRecords<String, String> records, Consumer<String, String> kafka) {
      lag = ConsumerLag.of(kafka);
      if (!records.isEmpty()) {
        answerBatch(kafka, producer, records);
      }
    }

    @Override
    public void closed() {
      if (producer != null) {
        producer.close();
        producer = null;
      }
    }
  }

  private record Pending(
      ConsumerRecord<String, String> record,
      EngineRequest request,
      CompletableFuture<EngineResult> result) {}

  private void answerBatch(
      Consumer<String, String> kafka,
      KafkaProducer<String, String> producer,
      ConsumerRecords<String, String> records) {
    List<Pending> pending = new ArrayList<>();
    List<ProducerRecord<String, String>> out = new ArrayList<>();
    Map<TopicPartition, OffsetAndMetadata> offsets = new HashMap<>();
    Map<TopicPartition, Long> firstOffsets = new HashMap<>();
    for (ConsumerRecord<String, String> record : records) {
      TopicPartition tp = new TopicPartition(record.topic(), record.partition());
      firstOffsets.putIfAbsent(tp, record.offset());
      offsets.put(tp, new OffsetAndMetadata(record.offset() + 1));
      EngineRequest request;
      try {
        request = EngineMessages.decodeRequest(record.value());
      } catch (EngineMessages.UnreadableMessage e) {
        unreadable(record, e).ifPresent(out::add);
        continue;
      }
      pending.add(new Pending(record, request, start(request)));
    }
    for (Pending p : pending) {
      EngineResult result = p.result().join();
      out.add(
          new ProducerRecord<>(
              settings.resultsTopic(), result.key(), EngineMessages.encode(result)));
    }
    if (crashed) {
      return;
    }
    try {
      producer.beginTransaction();
      out.forEach(producer::send);
      producer.sendOffsetsToTransaction(offsets, kafka.groupMetadata());
      producer.commitTransaction();
      answered += out.size();
    } catch (ProducerFencedException e) {
      LOG.errorf("Another replica took the transactional id %s; stopping", transactionalId());
      throw e;
    } catch (KafkaException e) {
      LOG.warnf(
          "Could not commit %d results (%s); they will be searched again",
          out.size(), e.getMessage());
      try {
        producer.abortTransaction();
      } catch (KafkaException ignored) {
        // the transaction is already dead
      }
      rewind(kafka, firstOffsets);
    }
  }

  private CompletableFuture<EngineResult> start(EngineRequest request) {
    Instant now = Instant.now();
    RequestAnswers.Plan plan = RequestAnswers.plan(request, bounds, settings.instanceId(), now);
    if (plan instanceof RequestAnswers.Immediate immediate) {
      return CompletableFuture.completedFuture(immediate.result());
    }
    if (!(plan instanceof RequestAnswers.Search search)) {
      throw new IllegalStateException("unhandled plan: " + plan);
    }
    Instant deadline = min(request.deadline(), now.plus(settings.maxSearch()));
    while (true) {
      try {
        return pool.search(search.spec(), deadline, "kafka")
            .result()
            .handle((answer, failure) -> toResult(request, answer, failure));
      } catch (PoolFullException full) {
        // REST callers fill the queue: wait for room rather than drop a game's move.
        if (Instant.now().isAfter(deadline)) {
          return CompletableFuture.completedFuture(expired(request));
        }
        sleep(20);
      }
    }
  }

  private EngineResult toResult(EngineRequest request, SearchAnswer answer, Throwable failure) {
    if (failure == null) {
      return RequestAnswers.answered(request, answer, settings.instanceId(), Instant.now());
    }
    Throwable cause =
        failure instanceof CompletionException && failure.getCause() != null
            ? failure.getCause()
            : failure;
    if (cause instanceof DeadlineExpiredException) {
      return expired(request);
    }
    if (cause instanceof CancellationException c) {
      throw c;
    }
    // A search that fails is answered, not retried forever: the same request would fail again.
    LOG.errorf(cause, "The search of request %s failed", request.requestId());
    return EngineResult.without(
        request,
        EngineResult.Status.REJECTED,
        "the search failed: " + cause,
        settings.instanceId(),
        Instant.now());
  }

  private EngineResult expired(EngineRequest request) {
    return EngineResult.without(
        request,
        EngineResult.Status.EXPIRED,
        "no worker was free before the deadline",
        settings.instanceId(),
        Instant.now());
  }

  private java.util.Optional<ProducerRecord<String, String>> unreadable(
      ConsumerRecord<String, String> record, EngineMessages.UnreadableMessage e) {
    LOG.warnf(
        "Unreadable engine request at %s-%d@%d: %s",
        record.topic(), record.partition(), record.offset(), e.getMessage());
    if (e.requestId() == null) {
      return java.util.Optional.empty();
    }
    EngineResult rejected =
        new EngineResult(
            e.requestId(),
            EngineResult.SCHEMA_VERSION,
            null,
            0,
            EngineResult.Status.REJECTED,
            null,
            null,
            null,
            null,
            0,
            0,
            0,
            0,
            List.of(),
            e.getMessage(),
            settings.instanceId(),
            Instant.now());
    return java.util.Optional.of(
        new ProducerRecord<>(
            settings.resultsTopic(), record.key(), EngineMessages.encode(rejected)));
  }

  private static void rewind(
      Consumer<String, String> kafka, Map<TopicPartition, Long> firstOffsets) {
    firstOffsets.forEach(
        (tp, offset) -> {
          if (kafka.assignment().contains(tp)) {
            kafka.seek(tp, offset);
          }
        });
  }

  private String transactionalId() {
    return settings.instanceId() + "-results";
  }

  private static Instant min(Instant a, Instant b) {
    return a.isBefore(b) ? a : b;
  }

  private static void sleep(long ms) {
    try {
      Thread.sleep(ms);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }
}
