package dev.chessplatform.game.messaging;

import dev.chessplatform.events.Topics;
import dev.chessplatform.events.game.GameEventCodec;
import dev.chessplatform.events.game.GameEventEnvelope;
import dev.chessplatform.game.application.CommandHandling;
import dev.chessplatform.game.application.CompactState;
import dev.chessplatform.game.application.LiveGame;
import dev.chessplatform.game.domain.GameEvolver;
import dev.chessplatform.game.domain.GameState;
import dev.chessplatform.kafka.EndOffsets;
import dev.chessplatform.kafka.KafkaClients;
import java.time.Duration;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.common.TopicPartition;
import org.jboss.logging.Logger;

/**
 * Rebuilds the live games of one partition by reading it from offset 0 to its end (committed
 * records only). Unknown types are skipped with a log line; a game whose stream cannot be applied
 * (a gap, or a record another writer put there by hand) is left out and logged, so one bad stream
 * never blocks the partition.
 */
final class PartitionLoader {

  private static final Logger LOG = Logger.getLogger(PartitionLoader.class);

  /** What a partition holds: its games and the first answer of every idempotent command. */
  record Loaded(Map<String, LiveGame> games, Map<String, CompactState> answers, long records) {}

  private PartitionLoader() {}

  static Loaded load(String bootstrap, int partition) {
    TopicPartition tp = new TopicPartition(Topics.GAME_EVENTS, partition);
    Map<String, LiveGame> games = new HashMap<>();
    Map<String, CompactState> answers = new HashMap<>();
    Set<String> broken = new HashSet<>();
    long count;
    try (var consumer =
        KafkaClients.at(bootstrap).consumer().readCommitted().maxPollRecords(5000).strings()) {
      count =
          EndOffsets.readFromStart(
              consumer, List.of(tp), Duration.ofMillis(200), r -> apply(r, games, answers, broken));
    }
    broken.forEach(games::remove);
    return new Loaded(games, answers, count);
  }

  private static void apply(
      ConsumerRecord<String, String> r,
      Map<String, LiveGame> games,
      Map<String, CompactState> answers,
      Set<String> broken) {
    GameEventCodec.Decoded decoded = GameEventCodec.decode(r.value());
    if (!(decoded instanceof GameEventCodec.Known known)) {
      LOG.debugf("offset %d: skipped %s", r.offset(), decoded);
      return;
    }
    GameEventEnvelope e = known.envelope();
    if (broken.contains(e.gameId())) {
      return;
    }
    LiveGame game = games.getOrDefault(e.gameId(), LiveGame.empty(e.gameId()));
    if (e.seq() <= game.version()) {
      return; // a duplicate: the stream is already past it
    }
    try {
      if (e.seq() != game.version() + 1) {
        throw new IllegalStateException("gap before seq " + e.seq());
      }
      GameState next = GameEvolver.apply(game.state(), e.payload(), e.seq(), e.occurredAt());
      games.put(e.gameId(), game.with(next, List.of(e)));
      if (e.idempotencyKey() != null) {
        answers.put(
            CommandHandling.scopedKey(e.gameId(), e.actor(), e.idempotencyKey()),
            CompactState.of(next));
      }
    } catch (RuntimeException ex) {
      LOG.warnf("game %s cannot be rebuilt (offset %d): %s", e.gameId(), r.offset(), ex.toString());
      broken.add(e.gameId());
    }
  }
}
