package dev.chessplatform.rating;

import static org.awaitility.Awaitility.await;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;
import dev.chessplatform.chess.Termination;
import dev.chessplatform.events.Topics;
import dev.chessplatform.events.results.GameResultCodec;
import dev.chessplatform.events.results.GameResultRecord;
import dev.chessplatform.rating.persistence.PositionRepository;
import dev.chessplatform.testsupport.RunningInfrastructure;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.UUID;
import java.util.concurrent.ExecutionException;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.TopicPartition;
import org.apache.kafka.common.serialization.StringDeserializer;
import org.apache.kafka.common.serialization.StringSerializer;

/** Writes results to {@code chess.game-results} as game-service will, and waits for the reader. */
public final class ResultsTopic {

  public static final ObjectMapper JSON =
      JsonMapper.builder()
          .addModule(new JavaTimeModule())
          .disable(SerializationFeature.WRITE_DATES_AS_TIMESTAMPS)
          .build();

  private static final TopicPartition PARTITION = new TopicPartition(Topics.GAME_RESULTS, 0);

  private ResultsTopic() {}

  public static GameResultRecord result(
      String gameId, String white, String black, String result, boolean rated) {
    return new GameResultRecord(
        UUID.randomUUID().toString(),
        gameId,
        GameResultRecord.SCHEMA_VERSION,
        white,
        black,
        result,
        Termination.CHECKMATE,
        rated,
        Instant.parse("2026-11-29T12:00:00Z"));
  }

  /** The record as game-service writes it, with the contract's codec. */
  public static String json(GameResultRecord record) {
    return GameResultCodec.encode(record);
  }

  /** Sends raw values in order with one producer ({@code acks=all}) and waits for all of them. */
  public static void sendAll(List<String> values) {
    Properties p = new Properties();
    p.put("bootstrap.servers", RunningInfrastructure.get().kafkaBootstrapServers());
    p.put("acks", "all");
    p.put("enable.idempotence", "true");
    p.put("linger.ms", "5");
    try (var producer = new KafkaProducer<>(p, new StringSerializer(), new StringSerializer())) {
      var sent =
          values.stream()
              .map(v -> producer.send(new ProducerRecord<>(Topics.GAME_RESULTS, v)))
              .toList();
      for (var future : sent) {
        future.get();
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException(e);
    } catch (ExecutionException e) {
      throw new IllegalStateException(e.getCause());
    }
  }

  public static void send(GameResultRecord... records) {
    sendAll(List.of(records).stream().map(ResultsTopic::json).toList());
  }

  public static long endOffset() {
    Properties p = new Properties();
    p.put("bootstrap.servers", RunningInfrastructure.get().kafkaBootstrapServers());
    try (var consumer =
        new KafkaConsumer<>(p, new StringDeserializer(), new StringDeserializer())) {
      Map<TopicPartition, Long> end = consumer.endOffsets(List.of(PARTITION));
      return end.get(PARTITION);
    }
  }

  /** Waits until MongoDB's applied position has reached the end of the topic. */
  public static void awaitCaughtUp(PositionRepository positions) {
    long last = endOffset() - 1;
    await()
        .atMost(Duration.ofSeconds(60))
        .pollInterval(Duration.ofMillis(100))
        .until(() -> positions.lastApplied(Topics.GAME_RESULTS, 0).orElse(-1) >= last);
  }
}
