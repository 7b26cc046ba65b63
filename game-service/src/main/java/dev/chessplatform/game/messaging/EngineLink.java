package dev.chessplatform.game.messaging;

import dev.chessplatform.events.Topics;
import dev.chessplatform.events.engine.EngineMessages;
import dev.chessplatform.events.engine.EngineRequest;
import dev.chessplatform.events.engine.EngineResult;
import dev.chessplatform.game.application.EngineChannel;
import io.quarkus.runtime.ShutdownEvent;
import io.quarkus.runtime.StartupEvent;
import jakarta.annotation.Priority;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Consumer;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.TopicPartition;
import org.apache.kafka.common.errors.WakeupException;
import org.apache.kafka.common.serialization.StringDeserializer;
import org.apache.kafka.common.serialization.StringSerializer;
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
  private volatile KafkaConsumer<String, String> consumer;
  private volatile boolean running;
  private volatile boolean reading;
  private Thread thread;

  public EngineLink(@ConfigProperty(name = "kafka.bootstrap.servers") String bootstrap) {
    this.bootstrap = bootstrap;
  }

  void onStart(@Observes @Priority(10) StartupEvent event) {
    Properties p = new Properties();
    p.put("bootstrap.servers", bootstrap);
    p.put("acks", "all");
    p.put("enable.idempotence", "true");
    p.put("linger.ms", "0");
    producer = new KafkaProducer<>(p, new StringSerializer(), new StringSerializer());
    running = true;
    thread = new Thread(this::run, "engine-results");
    thread.setDaemon(true);
    thread.start();
  }

  void onStop(@Observes ShutdownEvent event) {
    running = false;
    KafkaConsumer<String, String> c = consumer;
    if (c != null) {
      c.wakeup();
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

  private void run() {
    while (running) {
      try {
        readAll();
      } catch (WakeupException e) {
        return;
      } catch (RuntimeException e) {
        reading = false;
        LOG.error("reading chess.engine-results failed; starting again", e);
        try {
          Thread.sleep(1_000);
        } catch (InterruptedException ie) {
          Thread.currentThread().interrupt();
          return;
        }
      }
    }
  }

  private void readAll() {
    Properties p = new Properties();
    p.put("bootstrap.servers", bootstrap);
    p.put("isolation.level", "read_committed");
    p.put("enable.auto.commit", "false");
    try (var c = new KafkaConsumer<>(p, new StringDeserializer(), new StringDeserializer())) {
      consumer = c;
      List<TopicPartition> partitions =
          c.partitionsFor(Topics.ENGINE_RESULTS).stream()
              .map(i -> new TopicPartition(i.topic(), i.partition()))
              .toList();
      c.assign(partitions);
      c.seekToEnd(partitions);
      partitions.forEach(c::position); // resolve the end now, before requests are sent
      reading = true;
      while (running) {
        for (ConsumerRecord<String, String> r : c.poll(Duration.ofMillis(200))) {
          handle(r.value());
        }
      }
    } finally {
      reading = false;
      consumer = null;
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
