package dev.chessplatform.replay;

import dev.chessplatform.events.game.GameEventCodec;
import dev.chessplatform.events.game.GameEventCodec.Known;
import dev.chessplatform.events.game.GameEventCodec.Malformed;
import dev.chessplatform.events.game.GameEventCodec.Unknown;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;

/**
 * The second stage of a replay: one thread that decodes and folds the records of each poll, in the
 * order they were read, while the reading thread fetches the next poll. Measured on the million
 * events (2-core VM, steady state): Kafka's fetch and record parsing 1.7 s, UTF-8 0.3 s, decoding
 * 1.3 s, folding 1.5 s. Neither fixed split keeps both threads busy (a reader that decodes makes
 * the lane wait, a lane that decodes makes the reader wait), so the lane decodes what it is handed
 * and the reader, when the lane is eight polls behind, decodes the poll itself instead of waiting.
 * The folds and the skipped counts are the lane's alone until {@link #finish()} hands them over,
 * after the thread has ended.
 */
final class FoldLane implements AutoCloseable {

  /** One poll's records: their values, or (decoded by the reader) what they decode to. */
  private record Batch(List<String> values, List<GameEventCodec.Decoded> decoded) {}

  private static final Batch END = new Batch(List.of(), List.of());

  private final BlockingQueue<Batch> batches = new ArrayBlockingQueue<>(8);
  private final Map<String, RefereedGame> games;
  private final Map<String, Integer> skipped = new TreeMap<>();
  private final long untilSeq;
  private final Thread thread;
  private volatile RuntimeException failure;

  FoldLane(Map<String, RefereedGame> games, long untilSeq) {
    this.games = games;
    this.untilSeq = untilSeq;
    this.thread = new Thread(this::run, "replay-fold");
    this.thread.setDaemon(true);
    this.thread.start();
  }

  /**
   * Hands one poll's records (their values) to the lane; when it is eight polls behind, decodes
   * them here first and then waits for room.
   */
  void submit(List<String> values) {
    if (values.isEmpty()) {
      return;
    }
    rethrow();
    try {
      if (!batches.offer(new Batch(values, null))) {
        batches.put(new Batch(null, decodeAll(values)));
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("interrupted while handing events to the fold", e);
    }
  }

  /**
   * Waits until every record handed over is folded, and answers the folds by game; {@link
   * #skipped()} is then complete too.
   */
  Map<String, RefereedGame> finish() {
    try {
      batches.put(END);
      thread.join();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("interrupted while waiting for the fold", e);
    }
    rethrow();
    return games;
  }

  /** The records skipped, by what they were: unknown types and versions, malformed. */
  Map<String, Integer> skipped() {
    return skipped;
  }

  private void rethrow() {
    RuntimeException f = failure;
    if (f != null) {
      throw f;
    }
  }

  private void run() {
    try {
      for (Batch batch = batches.take(); batch != END; batch = batches.take()) {
        (batch.decoded() != null ? batch.decoded() : decodeAll(batch.values())).forEach(this::fold);
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    } catch (RuntimeException e) {
      failure = e;
      batches.clear();
    }
  }

  private static List<GameEventCodec.Decoded> decodeAll(List<String> values) {
    List<GameEventCodec.Decoded> decoded = new ArrayList<>(values.size());
    for (String value : values) {
      decoded.add(GameEventCodec.decode(value));
    }
    return decoded;
  }

  private void fold(GameEventCodec.Decoded decoded) {
    if (decoded instanceof Known k) {
      games
          .computeIfAbsent(k.envelope().gameId(), id -> new RefereedGame(id, untilSeq))
          .apply(k.envelope());
    } else if (decoded instanceof Unknown u) {
      skipped.merge(u.type() + " v" + u.schemaVersion(), 1, Integer::sum);
    } else if (decoded instanceof Malformed) {
      skipped.merge("malformed", 1, Integer::sum);
    } else {
      throw new IllegalStateException("unhandled " + decoded);
    }
  }

  /** Stops the lane if the reader gives up early (an error, Ctrl-C); a no-op after finish. */
  @Override
  public void close() {
    thread.interrupt();
  }
}
