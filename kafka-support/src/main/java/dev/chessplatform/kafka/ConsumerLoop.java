package dev.chessplatform.kafka;

import java.time.Duration;
import java.util.Objects;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;
import org.apache.kafka.clients.consumer.CloseOptions;
import org.apache.kafka.clients.consumer.Consumer;
import org.apache.kafka.clients.consumer.ConsumerRecords;
import org.apache.kafka.common.errors.WakeupException;

/**
 * One reader thread around one Kafka consumer, with the life cycle every service's loop needs.
 *
 * <p>{@link #start()} starts a daemon thread named by the caller. On it the loop creates a consumer
 * from the caller's supplier, calls {@link Reader#open} (assign or subscribe, seek), then polls and
 * hands every poll's records, an empty poll's too, to {@link Reader#onRecords} until stopped.
 * {@link #stop()} asks it to stop, which ends a poll in progress at once ({@code wakeup()}), and
 * waits for the thread at most {@code stopWithin}; the thread closes the consumer and then calls
 * {@link Reader#closed}. Only the loop's thread touches the consumer, as {@code KafkaConsumer}
 * requires; {@code wakeup()}, the one method it allows from any thread, is the exception.
 *
 * <p>A failure (a {@code RuntimeException} from the supplier, {@code open}, a poll or {@code
 * onRecords}) is logged and closes the consumer. With {@link Builder#restartAfter} the loop then
 * waits that long (a stop ends the wait) and starts again with a new consumer; without it the loop
 * ends and {@link #isRunning()} turns false. A {@link WakeupException} always ends the loop.
 *
 * <p>{@code start()} after {@code stop()} starts a new thread with a new consumer.
 */
public final class ConsumerLoop<K, V> {

  private static final System.Logger LOG = System.getLogger(ConsumerLoop.class.getName());

  /** The caller's part of a loop. Every method runs on the loop's thread. */
  public interface Reader<K, V> {

    /** Assigns or subscribes and seeks: called for every new consumer, before its first poll. */
    void open(Consumer<K, V> consumer);

    /** Handles one poll's records (possibly none). A {@code RuntimeException} is a failure. */
    void onRecords(ConsumerRecords<K, V> records, Consumer<K, V> consumer);

    /** Called when one consumer's turn has ended (stopped or failed), after it was closed. */
    default void closed() {}
  }

  private final String name;
  private final Supplier<? extends Consumer<K, V>> consumers;
  private final Reader<K, V> reader;
  private final Duration poll;
  private final Duration restartAfter;
  private final Duration stopWithin;
  private final Duration closeWithin;
  private volatile Run current;

  private ConsumerLoop(Builder<K, V> b) {
    this.name = b.name;
    this.consumers = b.consumers;
    this.reader = b.reader;
    this.poll = b.poll;
    this.restartAfter = b.restartAfter;
    this.stopWithin = b.stopWithin;
    this.closeWithin = b.closeWithin;
  }

  /**
   * A loop whose thread is called {@code threadName}, reading with the consumers {@code consumers}
   * creates (one per start and per restart) and handing what it reads to {@code reader}.
   */
  public static <K, V> Builder<K, V> named(
      String threadName, Supplier<? extends Consumer<K, V>> consumers, Reader<K, V> reader) {
    return new Builder<>(threadName, consumers, reader);
  }

  public String name() {
    return name;
  }

  /** Starts the thread; does nothing while the loop runs. */
  public synchronized void start() {
    Run run = current;
    if (run != null && run.active()) {
      return;
    }
    Run next = new Run();
    current = next;
    next.thread.start();
  }

  /**
   * Asks the loop to stop and returns at once: the poll in progress ends, the batch in hand not.
   */
  public void requestStop() {
    Run run = current;
    if (run != null) {
      run.requestStop();
    }
  }

  /**
   * Asks the loop to stop and waits at most {@code stopWithin} for its thread to end (not at all
   * when called from the loop's own thread).
   *
   * @return whether the thread has ended
   */
  public synchronized boolean stop() {
    Run run = current;
    if (run == null) {
      return true;
    }
    run.requestStop();
    if (Thread.currentThread() == run.thread) {
      return false;
    }
    boolean ended = run.awaitEnd(stopWithin);
    if (!ended) {
      LOG.log(
          System.Logger.Level.WARNING,
          "{0} did not stop within {1}; it closes its consumer when it ends",
          name,
          stopWithin);
    }
    return ended;
  }

  /** Waits at most {@code timeout} for the thread to end; true when it has (or never started). */
  public boolean awaitStopped(Duration timeout) {
    Run run = current;
    return run == null || run.awaitEnd(timeout);
  }

  /** Started, not asked to stop, and not ended by a failure. */
  public boolean isRunning() {
    Run run = current;
    return run != null && run.active();
  }

  /** One thread's life: from {@link #start()} to its end. */
  private final class Run implements Runnable {
    private final Thread thread;
    private final CountDownLatch stopRequested = new CountDownLatch(1);
    private volatile Consumer<K, V> consumer;

    Run() {
      thread = new Thread(this, name);
      thread.setDaemon(true);
    }

    boolean stopping() {
      return stopRequested.getCount() == 0;
    }

    boolean active() {
      return !stopping() && thread.isAlive();
    }

    void requestStop() {
      stopRequested.countDown();
      // The thread publishes its consumer before it checks stopping(): one of the two sees the
      // other.
      Consumer<K, V> c = consumer;
      if (c != null) {
        c.wakeup();
      }
    }

    boolean awaitEnd(Duration timeout) {
      try {
        thread.join(Math.max(1, timeout.toMillis()));
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
      return !thread.isAlive();
    }

    @Override
    public void run() {
      while (true) {
        RuntimeException failure = readOnce();
        if (failure != null && stopping()) {
          LOG.log(System.Logger.Level.WARNING, name + " failed while stopping", failure);
        }
        if (failure == null || stopping()) {
          return;
        }
        if (restartAfter == null) {
          LOG.log(System.Logger.Level.ERROR, name + " stopped after a failure", failure);
          stopRequested.countDown();
          return;
        }
        LOG.log(
            System.Logger.Level.ERROR,
            name + " failed; reading again in " + restartAfter.toMillis() + " ms",
            failure);
        if (pauseUnlessStopped()) {
          return;
        }
      }
    }

    /** One consumer's turn; the failure that ended it, or null when it was stopped. */
    private RuntimeException readOnce() {
      Consumer<K, V> c = null;
      try {
        c = consumers.get();
        consumer = c;
        if (stopping()) {
          return null;
        }
        reader.open(c);
        while (!stopping()) {
          reader.onRecords(c.poll(poll), c);
        }
        return null;
      } catch (WakeupException e) {
        stopRequested.countDown(); // only a stop wakes the consumer up
        return null;
      } catch (RuntimeException e) {
        return e;
      } finally {
        consumer = null;
        close(c);
      }
    }

    private void close(Consumer<K, V> c) {
      try {
        if (c != null) {
          c.close(CloseOptions.timeout(closeWithin));
        }
      } catch (RuntimeException e) {
        LOG.log(System.Logger.Level.WARNING, name + " could not close its consumer", e);
      }
      try {
        reader.closed();
      } catch (RuntimeException e) {
        LOG.log(System.Logger.Level.WARNING, name + " failed after closing its consumer", e);
      }
    }

    /** Waits {@link #restartAfter}; true when a stop (or an interrupt) came first. */
    private boolean pauseUnlessStopped() {
      try {
        return stopRequested.await(restartAfter.toMillis(), TimeUnit.MILLISECONDS);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        stopRequested.countDown();
        return true;
      }
    }
  }

  /** How a loop polls, restarts and stops; every setting has a default. */
  public static final class Builder<K, V> {
    private final String name;
    private final Supplier<? extends Consumer<K, V>> consumers;
    private final Reader<K, V> reader;
    private Duration poll = Duration.ofMillis(200);
    private Duration restartAfter;
    private Duration stopWithin = Duration.ofSeconds(10);
    private Duration closeWithin = Duration.ofSeconds(30);

    private Builder(
        String name, Supplier<? extends Consumer<K, V>> consumers, Reader<K, V> reader) {
      this.name = Objects.requireNonNull(name, "name");
      this.consumers = Objects.requireNonNull(consumers, "consumers");
      this.reader = Objects.requireNonNull(reader, "reader");
    }

    /** How long one poll waits for records: 200 ms unless set. */
    public Builder<K, V> poll(Duration timeout) {
      this.poll = positive(timeout, "poll");
      return this;
    }

    /**
     * After a failure, start again with a new consumer after {@code pause}. Unless set, a failure
     * ends the loop.
     */
    public Builder<K, V> restartAfter(Duration pause) {
      this.restartAfter = positive(pause, "restartAfter");
      return this;
    }

    /** How long {@link ConsumerLoop#stop()} waits for the thread: 10 s unless set. */
    public Builder<K, V> stopWithin(Duration timeout) {
      this.stopWithin = positive(timeout, "stopWithin");
      return this;
    }

    /** How long closing a consumer may take: 30 s, Kafka's own default, unless set. */
    public Builder<K, V> closeWithin(Duration timeout) {
      this.closeWithin = positive(timeout, "closeWithin");
      return this;
    }

    public ConsumerLoop<K, V> build() {
      return new ConsumerLoop<>(this);
    }

    private static Duration positive(Duration d, String what) {
      Objects.requireNonNull(d, what);
      if (d.isNegative() || d.isZero()) {
        throw new IllegalArgumentException(what + " must be positive: " + d);
      }
      return d;
    }
  }
}
