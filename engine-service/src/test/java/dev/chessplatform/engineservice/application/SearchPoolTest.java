package dev.chessplatform.engineservice.application;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.chessplatform.engineservice.domain.SearchAnswer;
import dev.chessplatform.engineservice.domain.SearchAsk;
import dev.chessplatform.engineservice.domain.SearchBounds;
import dev.chessplatform.engineservice.domain.SearchSpec;
import dev.chessplatform.engineservice.domain.SearchSpecs;
import io.quarkus.test.junit.QuarkusTest;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.DisplayNameGeneration;
import org.junit.jupiter.api.DisplayNameGenerator;
import org.junit.jupiter.api.Test;

/**
 * The pool on its own (a pool of one worker, queue of one). It runs as a {@code @QuarkusTest} only
 * so that its chess classes come from the same class loader as the other tests of this JVM (a plain
 * test here loaded them twice and failed with a LinkageError); it uses nothing of the app.
 */
@QuarkusTest
@DisplayNameGeneration(DisplayNameGenerator.ReplaceUnderscores.class)
class SearchPoolTest {

  private static final SearchBounds BOUNDS = new SearchBounds(60_000, 64, 2_000_000_000L, 5, 100);

  private final SearchPool pool =
      new SearchPool(1, 1, () -> new BuiltInBackend(1), SearchObserver.NONE);
  private final CountDownLatch release = new CountDownLatch(1);

  @AfterEach
  void close() {
    release.countDown();
    pool.close();
  }

  private static SearchSpec spec(String json) {
    SearchAsk ask =
        switch (json) {
          case "deep" -> new SearchAsk(null, List.of(), null, null, 64, null, null);
          default -> new SearchAsk(null, List.of(), null, null, 2, null, null);
        };
    return ((SearchSpecs.Valid) SearchSpecs.check(ask, BOUNDS, 1)).spec();
  }

  private SearchPool.Ticket<Boolean> blocker() {
    return pool.submit(s -> awaitRelease(), Instant.now().plusSeconds(30), "test");
  }

  private boolean awaitRelease() {
    try {
      return release.await(30, TimeUnit.SECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return false;
    }
  }

  @Test
  void a_full_queue_refuses_at_once_with_a_retry_hint() {
    blocker();
    waitUntil(() -> pool.busyWorkers() == 1);
    pool.submit(s -> true, Instant.now().plusSeconds(30), "test");
    PoolFullException full =
        assertThrows(
            PoolFullException.class,
            () -> pool.submit(s -> true, Instant.now().plusSeconds(30), "test"));
    assertTrue(full.retryAfterSeconds() >= 1);
    assertEquals(1, pool.queueDepth());
  }

  @Test
  void a_running_search_stops_at_its_deadline_with_the_best_move_so_far() throws Exception {
    long started = System.nanoTime();
    SearchAnswer answer =
        pool.search(spec("deep"), Instant.now().plusMillis(300), "test")
            .result()
            .get(10, TimeUnit.SECONDS);
    long ms = (System.nanoTime() - started) / 1_000_000;
    assertTrue(answer.stopped());
    assertTrue(ms < 5_000, "took " + ms + " ms");
    assertFalse(answer.bestMove().isEmpty());
  }

  @Test
  void a_task_still_queued_at_its_deadline_never_runs() {
    blocker();
    waitUntil(() -> pool.busyWorkers() == 1);
    var late = pool.search(spec("shallow"), Instant.now().plusMillis(50), "test");
    sleep(150);
    release.countDown();
    ExecutionException e =
        assertThrows(ExecutionException.class, () -> late.result().get(10, TimeUnit.SECONDS));
    assertInstanceOf(DeadlineExpiredException.class, e.getCause());
  }

  @Test
  void a_cancelled_queued_task_leaves_the_queue_at_once() {
    blocker();
    waitUntil(() -> pool.busyWorkers() == 1);
    var queued = pool.search(spec("shallow"), Instant.now().plusSeconds(30), "test");
    assertEquals(1, pool.queueDepth());
    queued.cancel("caller-gone");
    assertEquals(0, pool.queueDepth());
    assertTrue(queued.result().isCompletedExceptionally());
    assertThrows(CancellationException.class, () -> queued.result().join());
  }

  @Test
  void a_cancelled_running_search_stops_at_once() throws Exception {
    var running = pool.search(spec("deep"), Instant.now().plusSeconds(30), "test");
    waitUntil(() -> pool.busyWorkers() == 1);
    running.cancel("caller-gone");
    assertTrue(running.result().get(5, TimeUnit.SECONDS).stopped());
  }

  private static void waitUntil(java.util.function.BooleanSupplier condition) {
    long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
    while (!condition.getAsBoolean()) {
      if (System.nanoTime() > end) {
        throw new AssertionError("condition not met in 10 s");
      }
      sleep(5);
    }
  }

  private static void sleep(long ms) {
    try {
      Thread.sleep(ms);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }
}
