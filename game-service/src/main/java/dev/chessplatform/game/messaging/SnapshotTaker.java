package dev.chessplatform.game.messaging;

import dev.chessplatform.game.application.LiveGame;
import dev.chessplatform.game.application.PackedEvents;
import dev.chessplatform.game.application.PartitionSnapshot;
import dev.chessplatform.game.application.PartitionSnapshots;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import org.jboss.logging.Logger;

/**
 * Writes partition snapshots off the writers' threads: a writer hands over the games it holds right
 * after a commit (immutable objects, so the hand-over is the snapshot's moment), and one thread
 * encodes and stores them. A failed store is logged and the next one tries again: a snapshot only
 * shortens a load.
 */
final class SnapshotTaker implements AutoCloseable {

  private static final Logger LOG = Logger.getLogger(SnapshotTaker.class);

  private final PartitionSnapshots store;
  private final ExecutorService thread =
      Executors.newSingleThreadExecutor(
          r -> {
            Thread t = new Thread(r, "game-snapshots");
            t.setDaemon(true);
            return t;
          });

  SnapshotTaker(PartitionSnapshots store) {
    this.store = store;
  }

  /** The last record a snapshot covers: its offset and the event it holds. */
  record LastRecord(long offset, String gameId, long seq) {}

  /** A snapshot handed over and not stored yet. */
  private record Pending(LastRecord last, List<LiveGame> held, Instant at) {}

  /** At most one waiting snapshot per partition: a newer one replaces it (memory stays bounded). */
  private final Map<Integer, Pending> pending = new ConcurrentHashMap<>();

  /** Stores, later and on the snapshot thread, the games {@code held} as of {@code last}. */
  void take(int partition, LastRecord last, List<LiveGame> held, Instant at) {
    if (pending.put(partition, new Pending(last, held, at)) != null) {
      return; // one is queued for this partition already: it will store this newer one
    }
    try {
      thread.execute(
          () -> {
            Pending p = pending.remove(partition);
            if (p != null) {
              store(partition, p.last(), p.held(), p.at());
            }
          });
    } catch (RejectedExecutionException e) {
      pending.remove(partition);
      LOG.debugf("partition %d: snapshot not taken, the owner is stopping", partition);
    }
  }

  private void store(int partition, LastRecord last, List<LiveGame> held, Instant at) {
    try {
      long started = System.nanoTime();
      // finished games are held packed already: their bytes go in as they are (PackedEvents.concat)
      List<byte[]> packed = new ArrayList<>(held.size());
      int events = 0;
      for (LiveGame g : held) {
        packed.add(g.packedEvents());
        events += g.eventCount();
      }
      store.store(
          new PartitionSnapshot.Packed(
              partition,
              last.offset(),
              last.gameId(),
              last.seq(),
              at,
              held.size(),
              events,
              PackedEvents.concat(packed)));
      LOG.debugf(
          "partition %d: snapshot at offset %d, %d games, %d events, in %d ms",
          partition, last.offset(), held.size(), events, (System.nanoTime() - started) / 1_000_000);
    } catch (RuntimeException e) {
      LOG.warnf("partition %d: snapshot not stored (%s)", partition, e.toString());
    }
  }

  /** Returns once every snapshot handed over so far is stored (or has failed), within 10 s. */
  void awaitStored() {
    try {
      thread.submit(() -> {}).get(10, java.util.concurrent.TimeUnit.SECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    } catch (java.util.concurrent.ExecutionException
        | java.util.concurrent.TimeoutException
        | RejectedExecutionException e) {
      LOG.warnf("snapshots still being stored: %s", e.toString());
    }
  }

  @Override
  public void close() {
    thread.shutdown();
  }
}
