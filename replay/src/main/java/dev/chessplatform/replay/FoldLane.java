package dev.chessplatform.replay;

import dev.chessplatform.events.game.GameEventEnvelope;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;

/**
 * The second stage of a replay: one thread that folds the decoded events of each poll, in the order
 * they were read, while the reading thread fetches and decodes the next poll (decoding and folding
 * took about the same time on one thread; a 2-core machine runs them side by side). The folds are
 * the lane's alone until {@link #finish()} returns them, after the thread has ended.
 */
final class FoldLane implements AutoCloseable {

  private static final List<GameEventEnvelope> END = List.of();

  private final BlockingQueue<List<GameEventEnvelope>> batches = new ArrayBlockingQueue<>(8);
  private final Map<String, GameFold> games;
  private final long untilSeq;
  private final Thread thread;
  private volatile RuntimeException failure;

  FoldLane(Map<String, GameFold> games, long untilSeq) {
    this.games = games;
    this.untilSeq = untilSeq;
    this.thread = new Thread(this::run, "replay-fold");
    this.thread.setDaemon(true);
    this.thread.start();
  }

  /** Hands one poll's events to the lane; waits while it is eight polls behind. */
  void submit(List<GameEventEnvelope> batch) {
    if (batch.isEmpty()) {
      return;
    }
    rethrow();
    try {
      batches.put(batch);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("interrupted while handing events to the fold", e);
    }
  }

  /** Waits until every event handed over is folded, and answers the folds by game. */
  Map<String, GameFold> finish() {
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

  private void rethrow() {
    RuntimeException f = failure;
    if (f != null) {
      throw f;
    }
  }

  private void run() {
    try {
      for (List<GameEventEnvelope> batch = batches.take(); batch != END; batch = batches.take()) {
        for (GameEventEnvelope e : batch) {
          games.computeIfAbsent(e.gameId(), id -> new GameFold(id, untilSeq)).apply(e);
        }
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    } catch (RuntimeException e) {
      failure = e;
      batches.clear();
    }
  }

  /** Stops the lane if the reader gives up early (an error, Ctrl-C); a no-op after finish. */
  @Override
  public void close() {
    thread.interrupt();
  }
}
