package dev.chessplatform.engine.search;

import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.chessplatform.chess.notation.Fen;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

class StopAndPonderTest {
  private static final long LATENCY_MS = 50;

  /**
   * The machine is shared: a thread the OS does not schedule for a while says nothing about the
   * engine, so each latency is the best of a few attempts.
   */
  private static final int ATTEMPTS = 3;

  interface Attempt {
    long millis() throws Exception;
  }

  private static long best(Attempt attempt) throws Exception {
    long best = Long.MAX_VALUE;
    for (int i = 0; i < ATTEMPTS && best >= LATENCY_MS; i++) {
      best = Math.min(best, attempt.millis());
    }
    return best;
  }

  private static final String MIDDLEGAME =
      "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10";

  private long millisToFinish(CompletableFuture<SearchResult> f, Runnable action) throws Exception {
    long t0 = System.nanoTime();
    action.run();
    SearchResult r = f.get(5, TimeUnit.SECONDS);
    assertNotNull(r.bestMove());
    return (System.nanoTime() - t0) / 1_000_000;
  }

  @Test
  void anInfiniteSearchStopsWithinFiftyMilliseconds() throws Exception {
    assertTrue(best(() -> stopLatency(MIDDLEGAME, 1)) < LATENCY_MS);
  }

  @Test
  void aSearchWithTwoThreadsStopsWithinFiftyMilliseconds() throws Exception {
    assertTrue(best(() -> stopLatency(Fen.INITIAL, 2)) < LATENCY_MS);
  }

  private long stopLatency(String fen, int threads) throws Exception {
    Engine engine = new Engine(16, threads, dev.chessplatform.engine.eval.EvalParams.defaults());
    SearchControl control = new SearchControl();
    CompletableFuture<SearchResult> f =
        CompletableFuture.supplyAsync(
            () ->
                engine.search(
                    fen, List.of(), SearchLimits.forever(), SearchListener.NONE, control));
    Thread.sleep(300);
    return millisToFinish(f, control::stop);
  }

  @Test
  void aPonderSearchIgnoresItsClockUntilPonderhitThenAnswersWithinFiftyMilliseconds()
      throws Exception {
    Engine engine = new Engine();
    SearchControl control = new SearchControl();
    SearchLimits limits = SearchLimits.movetime(40).withPonder(true);
    CompletableFuture<SearchResult> f =
        CompletableFuture.supplyAsync(
            () -> engine.search(MIDDLEGAME, List.of(), limits, SearchListener.NONE, control));
    Thread.sleep(300);
    assertTrue(!f.isDone(), "a ponder search must not end on its own clock");
    assertTrue(millisToFinish(f, control::ponderhit) < 10 + LATENCY_MS);
  }
}
