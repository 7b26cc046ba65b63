package dev.chessplatform.engineservice.application;

import dev.chessplatform.engine.search.SearchControl;
import dev.chessplatform.engineservice.domain.SearchAnswer;
import dev.chessplatform.engineservice.domain.SearchSpec;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;

/**
 * The search workers: a fixed number of platform threads behind a bounded queue. A full queue
 * refuses at once ({@link PoolFullException}) rather than piling up. Every task has a deadline: a
 * task still queued at its deadline never runs, a running one is stopped (the search returns its
 * best move so far). Each worker thread owns one {@link SearchBackend} for its whole life.
 */
public final class SearchPool implements AutoCloseable {

  /** Work for one worker; it may search several times (an analysis job searches per position). */
  @FunctionalInterface
  public interface WorkerTask<T> {
    T run(Searcher searcher);
  }

  private final int workers;
  private final ArrayBlockingQueue<Runnable> queue;
  private final ThreadPoolExecutor executor;
  private final ScheduledThreadPoolExecutor timer;
  private final Supplier<SearchBackend> backends;
  private final List<SearchBackend> created = new CopyOnWriteArrayList<>();
  private final ThreadLocal<SearchBackend> backend;
  private final SearchObserver observer;
  private final AtomicInteger busy = new AtomicInteger();
  private volatile double averageTaskMs = 1000;

  public SearchPool(
      int workers, int queueCapacity, Supplier<SearchBackend> backends, SearchObserver observer) {
    if (workers < 1 || queueCapacity < 1) {
      throw new IllegalArgumentException("workers and queue capacity must be at least 1");
    }
    this.workers = workers;
    this.backends = backends;
    this.observer = observer;
    this.queue = new ArrayBlockingQueue<>(queueCapacity);
    AtomicInteger n = new AtomicInteger();
    this.executor =
        new ThreadPoolExecutor(
            workers,
            workers,
            0,
            TimeUnit.MILLISECONDS,
            queue,
            r -> {
              Thread t = new Thread(r, "search-worker-" + n.incrementAndGet());
              t.setDaemon(true);
              return t;
            },
            new ThreadPoolExecutor.AbortPolicy());
    this.timer = new ScheduledThreadPoolExecutor(1, r -> daemon(r, "search-deadlines"));
    timer.setRemoveOnCancelPolicy(true);
    this.backend = ThreadLocal.withInitial(this::newBackend);
  }

  private SearchBackend newBackend() {
    SearchBackend b = backends.get();
    created.add(b);
    return b;
  }

  private static Thread daemon(Runnable r, String name) {
    Thread t = new Thread(r, name);
    t.setDaemon(true);
    return t;
  }

  /** One search of {@code spec}, from {@code source} (rest, kafka). */
  public Ticket<SearchAnswer> search(SearchSpec spec, Instant deadline, String source) {
    return submit(searcher -> searcher.search(spec), deadline, source);
  }

  /** Queues {@code task}; a {@link PoolFullException} when the queue is full. */
  public <T> Ticket<T> submit(WorkerTask<T> task, Instant deadline, String source) {
    Ticket<T> ticket = new Ticket<>(task, deadline, source, System.nanoTime());
    try {
      executor.execute(ticket);
    } catch (RejectedExecutionException e) {
      observer.rejected(source);
      throw new PoolFullException(retryAfterSeconds());
    }
    return ticket;
  }

  public int workers() {
    return workers;
  }

  public int queueDepth() {
    return queue.size();
  }

  public int queueCapacity() {
    return queue.size() + queue.remainingCapacity();
  }

  public int busyWorkers() {
    return busy.get();
  }

  /**
   * A guess of when a slot frees up: the tasks ahead shared over the workers at the recent average
   * task time, between 1 and 60 seconds.
   */
  public long retryAfterSeconds() {
    double ms = (queue.size() + 1) * averageTaskMs / workers;
    return Math.max(1, Math.min(60, (long) Math.ceil(ms / 1000)));
  }

  @Override
  public void close() {
    // Tasks that never ran are answered, so no caller waits forever on a closed pool.
    for (Runnable never : executor.shutdownNow()) {
      if (never instanceof Ticket<?> t) {
        t.result.completeExceptionally(new CancellationException("the pool is closed"));
      }
    }
    timer.shutdownNow();
    try {
      executor.awaitTermination(5, TimeUnit.SECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
    created.forEach(SearchBackend::close);
  }

  /** The worker's backend as a task sees it: its stop flag, with the metrics around each search. */
  public final class Searcher {
    private final SearchBackend backend;
    private final SearchControl control;
    private final String source;

    private Searcher(SearchBackend backend, SearchControl control, String source) {
      this.backend = backend;
      this.control = control;
      this.source = source;
    }

    public SearchAnswer search(SearchSpec spec) {
      long started = System.nanoTime();
      SearchAnswer answer = backend.search(spec, control);
      observer.searched(source, spec, answer, System.nanoTime() - started);
      return answer;
    }

    public boolean isStopped() {
      return control.isStopped();
    }
  }

  /** A queued or running task: its result, and the caller's handle to cancel it. */
  public final class Ticket<T> implements Runnable {
    private final WorkerTask<T> task;
    private final Instant deadline;
    private final String source;
    private final long queuedAt;
    private final SearchControl control = new SearchControl();
    private final CompletableFuture<T> result = new CompletableFuture<>();
    private volatile String cancelledBy;

    private Ticket(WorkerTask<T> task, Instant deadline, String source, long queuedAt) {
      this.task = task;
      this.deadline = deadline;
      this.source = source;
      this.queuedAt = queuedAt;
    }

    public CompletableFuture<T> result() {
      return result;
    }

    /**
     * The caller no longer wants the answer: a queued task leaves the queue, a running search stops
     * at once.
     */
    public void cancel(String reason) {
      if (result.isDone() || cancelledBy != null) {
        return;
      }
      cancelledBy = reason;
      control.stop();
      observer.cancelled(reason);
      if (executor.remove(this)) {
        result.completeExceptionally(new CancellationException(reason));
      }
    }

    @Override
    public void run() {
      long started = System.nanoTime();
      observer.waited(started - queuedAt);
      if (cancelledBy != null) {
        result.completeExceptionally(new CancellationException(cancelledBy));
        return;
      }
      Duration left = Duration.between(Instant.now(), deadline);
      if (left.isNegative() || left.isZero()) {
        observer.cancelled("deadline");
        result.completeExceptionally(new DeadlineExpiredException());
        return;
      }
      ScheduledFuture<?> stop =
          timer.schedule(
              () -> {
                if (!control.isStopped()) {
                  observer.cancelled("deadline");
                  control.stop();
                }
              },
              left.toNanos(),
              TimeUnit.NANOSECONDS);
      busy.incrementAndGet();
      try {
        result.complete(task.run(new Searcher(backend.get(), control, source)));
      } catch (RuntimeException | Error e) {
        result.completeExceptionally(e);
      } finally {
        busy.decrementAndGet();
        stop.cancel(false);
        double ms = (System.nanoTime() - started) / 1e6;
        averageTaskMs = averageTaskMs * 0.8 + ms * 0.2;
      }
    }
  }
}
