package dev.chessplatform.game.messaging;

import dev.chessplatform.events.Topics;
import dev.chessplatform.events.game.GameEventCodec;
import dev.chessplatform.events.game.GameEventEnvelope;
import dev.chessplatform.game.application.CommandHandling;
import dev.chessplatform.game.application.CompactState;
import dev.chessplatform.game.application.GameArchive;
import dev.chessplatform.game.application.GameReplay;
import dev.chessplatform.game.application.LiveGame;
import dev.chessplatform.game.application.PartitionSnapshot;
import dev.chessplatform.game.domain.GameEvolver;
import dev.chessplatform.game.domain.GameState;
import dev.chessplatform.kafka.KafkaClients;
import java.time.Duration;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.apache.kafka.clients.consumer.Consumer;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.common.TopicPartition;
import org.jboss.logging.Logger;

/**
 * Rebuilds the games of one partition: from its latest snapshot and the records after it when the
 * log still has the snapshot's last record where the snapshot says, otherwise from offset 0 to the
 * end (committed records only). A game the snapshot left out (finished and evicted) that gets a new
 * event after it (a rematch offer) takes its earlier events from the archive. Unknown types are
 * skipped with a log line; a game whose stream cannot be applied (a gap, or a record another writer
 * put there by hand) is left out and logged, so one bad stream never blocks the partition.
 */
final class PartitionLoader {

  private static final Logger LOG = Logger.getLogger(PartitionLoader.class);
  private static final Duration POLL = Duration.ofMillis(200);

  /**
   * What a partition holds: its games and the first answer of every idempotent command; {@code
   * records} read from the log, starting at {@code from} ({@code snapshotOffset} is the snapshot's
   * last record, -1 when none was used); {@code upTo} is the last event the games include, null for
   * an empty partition.
   */
  record Loaded(
      Map<String, LiveGame> games,
      Map<String, CompactState> answers,
      long records,
      long from,
      long snapshotOffset,
      SnapshotTaker.LastRecord upTo) {}

  private PartitionLoader() {}

  static Loaded load(
      String bootstrap, int partition, Optional<PartitionSnapshot> snapshot, GameArchive archive) {
    TopicPartition tp = new TopicPartition(Topics.GAME_EVENTS, partition);
    try (var consumer =
        KafkaClients.at(bootstrap)
            .consumer()
            .readCommitted()
            .maxPollRecords(5000)
            .fetchMaxWait(Duration.ofMillis(20))
            .strings()) {
      consumer.assign(List.of(tp));
      long end = consumer.endOffsets(List.of(tp)).get(tp);
      if (snapshot.isPresent()) {
        PartitionSnapshot s = snapshot.get();
        if (s.offset() < end) {
          State state = new State(archive);
          s.events().forEach(e -> state.apply(e, -1));
          state.upTo = new SnapshotTaker.LastRecord(s.offset(), s.gameId(), s.seq());
          Optional<Long> read = read(consumer, tp, s.offset(), end, s, state);
          if (read.isPresent()) {
            return state.loaded(read.get(), s.offset() + 1, s.offset());
          }
        } else {
          LOG.warnf(
              "partition %d: the snapshot ends at offset %d but the log at %d; reading from 0",
              partition, s.offset(), end);
        }
      }
      State state = new State(archive);
      long read = read(consumer, tp, 0, end, null, state).orElseThrow();
      return state.loaded(read, 0, -1);
    }
  }

  /**
   * Reads {@code tp} from {@code from} up to {@code end}, each record into {@code state}. With a
   * snapshot, the record at {@code from} must be the snapshot's last one (the log still has it
   * where the snapshot says: not so after the topic was deleted and created again, or for another
   * cluster's snapshot); it is not applied again. Empty when it is not.
   *
   * @return how many records were applied
   */
  private static Optional<Long> read(
      Consumer<String, String> consumer,
      TopicPartition tp,
      long from,
      long end,
      PartitionSnapshot snapshot,
      State state) {
    consumer.seek(tp, from);
    boolean checked = snapshot == null;
    long count = 0;
    while (consumer.position(tp) < end) {
      for (ConsumerRecord<String, String> r : consumer.poll(POLL)) {
        if (!checked) {
          checked = true;
          if (!isSnapshotEnd(r, snapshot)) {
            LOG.warnf(
                "partition %d: the log at offset %d is not %s seq %d, the snapshot's last record;"
                    + " reading from 0",
                tp.partition(), snapshot.offset(), snapshot.gameId(), snapshot.seq());
            return Optional.empty();
          }
          continue;
        }
        state.apply(r.value(), r.offset());
        count++;
      }
    }
    if (!checked) {
      LOG.warnf(
          "partition %d: the snapshot's last record (offset %d) is not in the log; reading from 0",
          tp.partition(), snapshot.offset());
      return Optional.empty();
    }
    return Optional.of(count);
  }

  private static boolean isSnapshotEnd(ConsumerRecord<String, String> r, PartitionSnapshot s) {
    return r.offset() == s.offset()
        && GameEventCodec.decode(r.value()) instanceof GameEventCodec.Known k
        && k.envelope().gameId().equals(s.gameId())
        && k.envelope().seq() == s.seq();
  }

  /** The games being rebuilt. */
  private static final class State {
    final Map<String, LiveGame> games = new HashMap<>();
    final Map<String, CompactState> answers = new HashMap<>();
    final Set<String> broken = new HashSet<>();
    final GameArchive archive;
    SnapshotTaker.LastRecord upTo;

    State(GameArchive archive) {
      this.archive = archive;
    }

    Loaded loaded(long records, long from, long snapshotOffset) {
      broken.forEach(games::remove);
      return new Loaded(games, answers, records, from, snapshotOffset, upTo);
    }

    void apply(String value, long offset) {
      GameEventCodec.Decoded decoded = GameEventCodec.decode(value);
      if (!(decoded instanceof GameEventCodec.Known known)) {
        LOG.debugf("offset %d: skipped %s", offset, decoded);
        return;
      }
      GameEventEnvelope e = known.envelope();
      apply(e, offset);
      upTo = new SnapshotTaker.LastRecord(offset, e.gameId(), e.seq());
    }

    void apply(GameEventEnvelope e, long offset) {
      if (broken.contains(e.gameId())) {
        return;
      }
      // Left out of the snapshot (finished and evicted): the archive has the game's beginning. A
      // store that cannot answer fails the whole load (it is taken over again), never the game.
      List<GameEventEnvelope> earlier =
          !games.containsKey(e.gameId()) && e.seq() > 1
              ? archive.events(e.gameId()).stream().filter(x -> x.seq() < e.seq()).toList()
              : List.of();
      try {
        LiveGame game = games.get(e.gameId());
        if (game == null) {
          game = GameReplay.apply(LiveGame.empty(e.gameId()), earlier);
        }
        if (e.seq() <= game.version()) {
          return; // a duplicate: the stream is already past it
        }
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
        LOG.warnf("game %s cannot be rebuilt (offset %d): %s", e.gameId(), offset, ex.toString());
        broken.add(e.gameId());
      }
    }
  }
}
