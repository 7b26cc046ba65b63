package dev.chessplatform.game.application;

import dev.chessplatform.events.game.GameEventEnvelope;
import java.time.Instant;
import java.util.List;

/**
 * The games one owner held for one partition of {@code chess.game-events}, as of one record: every
 * event of every game it held (played, or finished a short while ago), so that a take-over applies
 * these and reads the log only after {@code offset}. The record at {@code offset} is the event
 * {@code seq} of game {@code gameId}: a load checks that the log still has it there before it
 * trusts the snapshot, and reads from offset 0 otherwise.
 *
 * @param offset the offset of the last record the snapshot covers
 * @param games how many games it holds
 */
public record PartitionSnapshot(
    int partition,
    long offset,
    String gameId,
    long seq,
    Instant takenAt,
    int games,
    List<GameEventEnvelope> events) {

  public PartitionSnapshot {
    events = List.copyOf(events);
  }

  /** The same, as it is stored: the events packed, {@code eventCount} of them. */
  public record Packed(
      int partition,
      long offset,
      String gameId,
      long seq,
      Instant takenAt,
      int games,
      int eventCount,
      byte[] events) {}

  public Packed packed() {
    return new Packed(
        partition, offset, gameId, seq, takenAt, games, events.size(), PackedEvents.pack(events));
  }
}
