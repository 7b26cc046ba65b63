package dev.chessplatform.replay;

import dev.chessplatform.events.Topics;
import dev.chessplatform.events.results.GameResultCodec;
import dev.chessplatform.events.results.GameResultRecord;
import dev.chessplatform.kafka.EndOffsets;
import dev.chessplatform.kafka.KafkaClients;
import dev.chessplatform.kafka.TopicPartitions;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.common.TopicPartition;

/**
 * Reads {@code chess.game-results} from offset 0 to its end, through the one codec of that topic
 * ({@code GameResultCodec}): the result record of every game, the last one where a retry wrote it
 * twice, and how many records were unreadable.
 */
final class GameResultReader {

  /** What the topic holds, by game id. */
  record Results(Map<String, GameResultRecord> byGame, int unreadable) {}

  private GameResultReader() {}

  /** Empty when the topic does not exist. */
  static Optional<Results> read(KafkaClients kafka) {
    Map<String, GameResultRecord> byGame = new HashMap<>();
    int[] unreadable = {0};
    try (KafkaConsumer<byte[], byte[]> consumer =
        kafka
            .consumer()
            .clientId("replay-results")
            .readCommitted()
            .with("default.api.timeout.ms", "20000")
            .bytes()) {
      List<TopicPartition> partitions = TopicPartitions.of(consumer, Topics.GAME_RESULTS);
      if (partitions.isEmpty()) {
        return Optional.empty();
      }
      EndOffsets.readFromStart(
          consumer,
          partitions,
          Duration.ofMillis(200),
          r -> {
            if (GameResultCodec.decode(r.value()) instanceof GameResultCodec.Read read) {
              byGame.put(read.record().gameId(), read.record());
            } else {
              unreadable[0]++;
            }
          });
    }
    return Optional.of(new Results(byGame, unreadable[0]));
  }
}
