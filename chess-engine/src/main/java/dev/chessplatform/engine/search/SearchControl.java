package dev.chessplatform.engine.search;

/**
 * The caller's handle on a running search: {@link #stop()} and {@link #ponderhit()} may be called
 * from any thread. The search polls it every {@link Search#POLL_INTERVAL} nodes, which keeps the
 * reaction time to a few milliseconds. One control per search.
 */
public final class SearchControl {
  private volatile boolean stopped;
  private volatile boolean pondering;
  private volatile long ponderhitNanos;

  /** Ends the search as soon as possible; the best move found so far is returned. */
  public void stop() {
    stopped = true;
  }

  /**
   * The opponent played the expected move: the search goes on, now under its time limits counted
   * from this moment.
   */
  public void ponderhit() {
    ponderhitNanos = System.nanoTime();
    pondering = false;
  }

  public boolean isStopped() {
    return stopped;
  }

  public boolean isPondering() {
    return pondering;
  }

  void startPondering() {
    pondering = true;
  }

  /** When the ponderhit came, or 0 if none. */
  long ponderhitNanos() {
    return ponderhitNanos;
  }
}
