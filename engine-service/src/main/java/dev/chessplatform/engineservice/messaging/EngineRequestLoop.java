package dev.chessplatform.engineservice.messaging;

import dev.chessplatform.engineservice.application.DeadlineExpiredException;
import dev.chessplatform.engineservice.application.PoolFullException;
import dev.chessplatform.engineservice.application.SearchPool;
import dev.chessplatform.engineservice.domain.SearchAnswer;
import dev.chessplatform.engineservice.domain.SearchBounds;
import dev.chessplatform.events.engine.EngineMessages;
import dev.chessplatform.events.engine.EngineRequest;
import dev.chessplatform.events.engine.EngineResult;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import org.apache.kafka.clients.consumer.ConsumerRebalanceListener;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.ConsumerRecords;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.clients.consumer.OffsetAndMetadata;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.KafkaException;
import org.apache.kafka.common.TopicPartition;
import org.apache.kafka.common.errors.ProducerFencedException;
import org.apache.kafka.common.errors.WakeupException;
import org.apache.kafka.common.serialization.StringDeserializer;
import org.apache.kafka.common.serialization.StringSerializer;
import org.jboss.logging.Logger;

/**
 * Answers {@code chess.engine-requests} exactly once, as a consume–search–produce loop on one
 * thread with a plain {@link KafkaConsumer} and a transactional {@link KafkaProducer}:
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
 * are aborted. Readers with {@code read_committed} therefore see one result per request.
 */
public final class EngineRequestLoop implements Runnable {

  private static final Logger LOG = Logger.getLogger(EngineRequestLoop.class);
  private static final Duration POLL = Duration.ofMillis(200);

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
  private volatile boolean running = true;
  private volatile boolean crashed;
  private volatile KafkaConsumer<String, String> consumer;
  private volatile long answered;
  private volatile int assigned;

  public EngineRequestLoop(Settings settings, SearchPool pool, SearchBounds bounds) {
    this.settings = settings;
    this.pool = pool;
    this.bounds = bounds;
  }

  /** Stops after the current batch. */
  public void stop() {
    running = false;
    KafkaConsumer<String, String> c = consumer;
    if (c != null) {
      c.wakeup();
    }
  }

  /**
   * Stops like a killed process: the batch in hand is dropped with nothing written or committed
   * (tests use it to stand for {@code kill -9}; the real thing is in the README's kill run).
   */
  public void crash() {
    crashed = true;
    stop();
  }

  public boolean isRunning() {
    return running;
  }

  /** Partitions of the requests topic this replica owns now. */
  public int assignedPartitions() {
    return assigned;
  }

  /** Results committed so far. */
  public long answered() {
    return answered;
  }

  @Override
  public void run() {
    try (KafkaConsumer<String, String> kafka =
            new KafkaConsumer<>(
                consumerProperties(), new StringDeserializer(), new StringDeserializer());
        KafkaProducer<String, String> producer =
            new KafkaProducer<>(
                producerProperties(), new StringSerializer(), new StringSerializer())) {
      consumer = kafka;
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
      while (running) {
        ConsumerRecords<String, String> records = kafka.poll(POLL);
        if (!records.isEmpty()) {
          answerBatch(kafka, producer, records);
        }
      }
    } catch (WakeupException e) {
      // stop() or crash()
    } catch (ProducerFencedException e) {
      LOG.error("Another replica took the transactional id " + transactionalId() + "; stopping", e);
    } catch (RuntimeException e) {
      LOG.error("The engine request loop stopped", e);
    } finally {
      running = false;
      consumer = null;
    }
  }

  private record Pending(
      ConsumerRecord<String, String> record,
      EngineRequest request,
      CompletableFuture<EngineResult> result) {}

  private void answerBatch(
      KafkaConsumer<String, String> kafka,
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
      KafkaConsumer<String, String> kafka, Map<TopicPartition, Long> firstOffsets) {
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

  private Properties consumerProperties() {
    Properties p = new Properties();
    p.put("bootstrap.servers", settings.bootstrapServers());
    p.put("group.id", settings.groupId());
    p.put("group.instance.id", settings.instanceId());
    p.put("client.id", settings.instanceId() + "-requests");
    p.put("enable.auto.commit", "false");
    p.put("auto.offset.reset", "earliest");
    p.put("isolation.level", "read_committed");
    p.put("max.poll.records", String.valueOf(pool.workers()));
    p.put("session.timeout.ms", String.valueOf(settings.sessionTimeout().toMillis()));
    // A batch lasts as long as its longest search: poll again well within this.
    p.put("max.poll.interval.ms", String.valueOf(settings.maxSearch().multipliedBy(3).toMillis()));
    return p;
  }

  private Properties producerProperties() {
    Properties p = new Properties();
    p.put("bootstrap.servers", settings.bootstrapServers());
    p.put("transactional.id", transactionalId());
    p.put("client.id", settings.instanceId() + "-results");
    p.put("acks", "all");
    p.put("enable.idempotence", "true");
    p.put("transaction.timeout.ms", String.valueOf(settings.transactionTimeout().toMillis()));
    return p;
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
