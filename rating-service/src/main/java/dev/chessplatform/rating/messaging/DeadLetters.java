package dev.chessplatform.rating.messaging;

import dev.chessplatform.events.Topics;
import dev.chessplatform.events.results.DeadLetterHeaders;
import dev.chessplatform.kafka.KafkaClients;
import jakarta.annotation.PreDestroy;
import jakarta.enterprise.context.ApplicationScoped;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.ExecutionException;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.header.internals.RecordHeaders;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/**
 * Parks unreadable results on {@code chess.game-results.dlq}: the raw key, value and headers,
 * unchanged, plus headers naming the reason and the source position. Sent with {@code acks=all} and
 * awaited, so a parked record is durable before the position moves past it.
 */
@ApplicationScoped
public class DeadLetters {

  public static final String REASON = DeadLetterHeaders.REASON;
  public static final String DETAIL = DeadLetterHeaders.DETAIL;
  public static final String SOURCE = DeadLetterHeaders.SOURCE;

  private final KafkaProducer<byte[], byte[]> producer;

  public DeadLetters(@ConfigProperty(name = "kafka.bootstrap.servers") String bootstrapServers) {
    this.producer =
        KafkaClients.at(bootstrapServers).durableProducer().clientId("rating-service-dlq").bytes();
  }

  void park(ConsumerRecord<byte[], byte[]> source, ParkReason reason, String detail) {
    ProducerRecord<byte[], byte[]> parked =
        new ProducerRecord<>(
            Topics.GAME_RESULTS_DEAD_LETTER,
            null,
            source.key(),
            source.value(),
            new RecordHeaders(source.headers().toArray()));
    parked.headers().add(REASON, bytes(reason.code()));
    parked.headers().add(DETAIL, bytes(detail));
    parked
        .headers()
        .add(SOURCE, bytes(source.topic() + "/" + source.partition() + "/" + source.offset()));
    try {
      producer.send(parked).get();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("interrupted while parking a result", e);
    } catch (ExecutionException e) {
      throw new IllegalStateException("could not park a result", e.getCause());
    }
  }

  private static byte[] bytes(String text) {
    return text.getBytes(StandardCharsets.UTF_8);
  }

  @PreDestroy
  void close() {
    producer.close();
  }
}
