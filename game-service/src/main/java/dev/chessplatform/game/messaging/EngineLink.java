package dev.chessplatform.game.messaging;

import dev.chessplatform.events.Topics;
import dev.chessplatform.events.engine.EngineMessages;
import dev.chessplatform.events.engine.EngineRequest;
import dev.chessplatform.events.engine.EngineResult;
import dev.chessplatform.game.application.EngineChannel;
import dev.chessplatform.kafka.ConsumerLoop;
import dev.chessplatform.kafka.ConsumerSettings;
import dev.chessplatform.kafka.KafkaClients;
import dev.chessplatform.kafka.TopicPartitions;
import io.quarkus.runtime.ShutdownEvent;
import io.quarkus.runtime.StartupEvent;
import jakarta.annotation.Priority;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Consumer;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.ConsumerRecords;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.TopicPartition;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.jboss.logging.Logger;

/**
 * game-service's side of the engine topics: writes {@link EngineRequest}s to {@code
 * chess.engine-requests} and reads every partition of {@code chess.engine-results} ({@code
 * read_committed}, no group: each instance sees every answer and keeps those it asked for or whose
 * game it owns). Reading starts at the end of the topic when the service starts; answers written
 * before that are not needed, because a game still waiting for the computer is asked again ({@link
 * ComputerOpponent}).
 */
@ApplicationScoped
public class EngineLink implements EngineChannel {

  private static final Logger LOG = Logger.getLogger(EngineLink.class);

  private final String bootstrap;
  private final Map<String, CompletableFuture<EngineResult>> waiting = new ConcurrentHashMap<>();
  private volatile Consumer<EngineResult> onResult = r -> {};
  private volatile KafkaProducer<String, String> producer;
  private volatile boolean reading;
  private ConsumerLoop<String, String> loop;

  public EngineLink(@ConfigProperty(name = "kafka.bootstrap.servers") String bootstrap) {
    this.bootstrap = bootstrap;
  }

  void onStart(@Observes @Priority(10) StartupEvent event) {
    KafkaClients kafka = KafkaClients.at(bootstrap);
    producer = kafka.durableProducer().linger(Duration.ZERO).strings();
    ConsumerSettings results = kafka.consumer().readCommitted();
    loop =
        ConsumerLoop.named("engine-results", results::strings, new Results())
            .restartAfter(Duration.ofSeconds(1))
            .build();
    loop.start();
  }

  void onStop(@Observes ShutdownEvent event) {
    if (loop != null) {
      loop.requestStop();
    }
    if (producer != null) {
      producer.close(Duration.ofSeconds(2));
    }
  }

  @Override
  public boolean reading() {
    return reading;
  }

  @Override
  public void onResult(Consumer<EngineResult> listener) {
    this.onResult = listener;
  }

  @Override
  public CompletableFuture<Void> send(EngineRequest request) {
    CompletableFuture<Void> sent = new CompletableFuture<>();
    producer.send(
        new ProducerRecord<>(Topics.ENGINE_REQUESTS, request.key(), EngineMessages.encode(request)),
        (meta, error) -> {
          if (error != null) {
            sent.completeExceptionally(error);
          } else {
            sent.complete(null);
          }
        });
    return sent;
  }

  @Override
  public CompletableFuture<EngineResult> ask(EngineRequest request) {
    CompletableFuture<EngineResult> answer = new CompletableFuture<>();
    waiting.put(request.requestId(), answer);
    answer.whenComplete((r, e) -> waiting.remove(request.requestId()));
    send(request)
        .whenComplete(
            (ok, error) -> {
              if (error != null) {
                answer.completeExceptionally(error);
              }
            });
    return answer;
  }

  /** Reads the answers from the end of the topic: only answers to requests sent from now on. */
  private final class Results implements ConsumerLoop.Reader<String, String> {
    @Override
    public void open(org.apache.kafka.clients.consumer.Consumer<String, String> c) {
      List<TopicPartition> partitions = TopicPartitions.of(c, Topics.ENGINE_RESULTS);
      c.assign(partitions);
      c.seekToEnd(partitions);
      partitions.forEach(c::position); // resolve the end now, before requests are sent
      reading = true;
    }

    @Override
    public void onRecords(
        ConsumerRecords<String, String> records,
        org.apache.kafka.clients.consumer.Consumer<String, String> c) {
      for (ConsumerRecord<String, String> r : records) {
        handle(r.value());
      }
    }

    @Override
    public void closed() {
      reading = false;
    }
  }

  private void handle(String text) {
    EngineResult result;
    try {
      result = EngineMessages.decodeResult(text);
    } catch (EngineMessages.UnreadableMessage e) {
      LOG.warnf("skipped an engine result: %s", e.getMessage());
      return;
    }
    CompletableFuture<EngineResult> waiter = waiting.remove(result.requestId());
    if (waiter != null) {
      waiter.complete(result);
      return;
    }
    try {
      onResult.accept(result);
    } catch (RuntimeException e) {
      LOG.error("engine result " + result.requestId() + " could not be handled", e);
    }
  }
}
