package dev.chessplatform.replay;

import dev.chessplatform.events.Topics;
import dev.chessplatform.kafka.EndOffsets;
import dev.chessplatform.kafka.KafkaClients;
import dev.chessplatform.kafka.TopicPartitions;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.ConsumerRecords;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.clients.consumer.OffsetAndTimestamp;
import org.apache.kafka.common.TopicPartition;
import org.apache.kafka.common.errors.TimeoutException;
import org.apache.kafka.common.utils.Utils;

/**
 * Reads {@code chess.game-events} from offset 0 (or from the first record at or after a time) up to
 * the end offsets it saw when it began, and folds every game. Committed records only ({@code
 * read_committed}: game-service writes in transactions). Unknown types and newer schema versions
 * are skipped and counted, as the contract asks of every reader. Progress goes to {@code err} every
 * two seconds and once at the end.
 */
final class GameEventReader {

  private static final Duration POLL = Duration.ofMillis(200);
  private static final long PROGRESS_EVERY_NANOS = Duration.ofSeconds(2).toNanos();

  private final KafkaClients kafka;
  private final PrintWriter err;

  GameEventReader(KafkaClients kafka, PrintWriter err) {
    this.kafka = kafka;
    this.err = err;
  }

  /**
   * Every game with an event at or after {@code since} and before {@code until} (either null: no
   * bound), folded with its events before {@code until} only, in order of first event.
   */
  Map<String, RefereedGame> games(Instant since, Instant until) {
    return read(since, until, id -> true, null, Long.MAX_VALUE);
  }

  /**
   * The one game {@code gameId} up to event {@code untilSeq}, read from its partition only; empty
   * when it has no event.
   */
  Map<String, RefereedGame> game(String gameId, long untilSeq) {
    return read(null, null, gameId::equals, gameId, untilSeq);
  }

  private Map<String, RefereedGame> read(
      Instant since, Instant until, Predicate<String> wanted, String onlyKey, long untilSeq) {
    try {
      return readOrFail(since, until, wanted, onlyKey, untilSeq);
    } catch (TimeoutException e) {
      throw new TopicSource.TopicUnreadable(
          "no answer from Kafka at " + kafka.bootstrapServers() + ": " + e.getMessage(), e);
    }
  }

  private Map<String, RefereedGame> readOrFail(
      Instant since, Instant until, Predicate<String> wanted, String onlyKey, long untilSeq) {
    Map<String, Integer> skipped;
    long start = System.nanoTime();
    long events = 0;
    Map<String, RefereedGame> games;
    try (FoldLane lane = new FoldLane(new LinkedHashMap<>(), untilSeq);
        KafkaConsumer<String, String> consumer =
            kafka
                .consumer()
                .clientId("replay")
                .readCommitted()
                .maxPollRecords(5000)
                .with("default.api.timeout.ms", "20000")
                // a whole topic is read: big fetches per partition and socket, fewer round trips
                .with("max.partition.fetch.bytes", String.valueOf(8 << 20))
                .with("fetch.max.bytes", String.valueOf(64 << 20))
                .with("receive.buffer.bytes", String.valueOf(4 << 20))
                .strings()) {
      List<TopicPartition> partitions = TopicPartitions.of(consumer, Topics.GAME_EVENTS);
      if (partitions.isEmpty()) {
        throw new TopicSource.TopicUnreadable(
            Topics.GAME_EVENTS + " does not exist at " + kafka.bootstrapServers(), null);
      }
      if (onlyKey != null) {
        partitions =
            List.of(
                new TopicPartition(Topics.GAME_EVENTS, partitionOf(onlyKey, partitions.size())));
      }
      consumer.assign(partitions);
      Map<TopicPartition, Long> ends = consumer.endOffsets(partitions);
      consumer.seekToBeginning(partitions);
      if (since != null) {
        offsetsAt(consumer, partitions, since, ends).forEach(consumer::seek);
      }
      // Where each partition stops: the end seen now (kafka-support's EndOffsets), or, with
      // --until, the first record at or after that time.
      Map<TopicPartition, Long> stops =
          until == null
              ? EndOffsets.of(consumer, partitions).offsets()
              : offsetsAt(consumer, partitions, until, ends);
      long lastReport = start;
      while (!reached(consumer, stops)) {
        List<String> batch = new ArrayList<>();
        ConsumerRecords<String, String> polled = consumer.poll(POLL);
        // partition by partition, as iterating the records goes: the same order, one lookup each
        for (TopicPartition partition : polled.partitions()) {
          long stop = stops.get(partition);
          for (ConsumerRecord<String, String> record : polled.records(partition)) {
            if (record.offset() >= stop) {
              continue;
            }
            events++;
            if (record.key() != null && !wanted.test(record.key())) {
              continue;
            }
            batch.add(record.value());
          }
        }
        lane.submit(batch);
        long now = System.nanoTime();
        if (now - lastReport >= PROGRESS_EVERY_NANOS) {
          progress("reading", events, null, now - start);
          lastReport = now;
        }
      }
      games = lane.finish();
      skipped = lane.skipped();
    }
    progress("read", events, games.size(), System.nanoTime() - start);
    skipped.forEach((what, n) -> err.printf("skipped %d event(s): %s%n", n, what));
    err.flush();
    return games;
  }

  /** Per partition, the offset of its first record at or after {@code time}, else its end. */
  private static Map<TopicPartition, Long> offsetsAt(
      KafkaConsumer<String, String> consumer,
      List<TopicPartition> partitions,
      Instant time,
      Map<TopicPartition, Long> ends) {
    Map<TopicPartition, Long> times = new HashMap<>();
    partitions.forEach(p -> times.put(p, time.toEpochMilli()));
    Map<TopicPartition, OffsetAndTimestamp> found = consumer.offsetsForTimes(times);
    Map<TopicPartition, Long> offsets = new HashMap<>();
    for (TopicPartition p : partitions) {
      OffsetAndTimestamp at = found.get(p);
      offsets.put(p, at == null ? ends.get(p) : Math.min(at.offset(), ends.get(p)));
    }
    return offsets;
  }

  private static boolean reached(
      KafkaConsumer<String, String> consumer, Map<TopicPartition, Long> stops) {
    return stops.entrySet().stream().allMatch(e -> consumer.position(e.getKey()) >= e.getValue());
  }

  /**
   * A progress line; {@code games} is known only at the end (the lane has the folds until then).
   */
  private void progress(String verb, long events, Integer games, long nanos) {
    double seconds = nanos / 1e9;
    err.printf(
        "%s %d events%s in %.1f s (%.0f events/s)%n",
        verb,
        events,
        games == null ? "" : " of " + games + " games",
        seconds,
        seconds > 0 ? events / seconds : 0.0);
    err.flush();
  }

  /** Kafka's default partitioner for a key, as game-service writes (murmur2 of the game id). */
  static int partitionOf(String gameId, int partitions) {
    return Utils.toPositive(Utils.murmur2(gameId.getBytes(StandardCharsets.UTF_8))) % partitions;
  }
}
