package dev.chessplatform.kafka;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import java.util.function.Function;
import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.clients.consumer.Consumer;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.ConsumerRecords;
import org.apache.kafka.common.TopicPartition;

/**
 * Every partition of one topic, read without a consumer group and folded record by record for as
 * long as the tail runs: the reader every instance keeps of a topic it wants whole (accounts, open
 * games).
 *
 * <ul>
 *   <li><b>Start</b>: on its {@link ConsumerLoop} thread the tail waits for the topic ({@link
 *       TopicPartitions#await}), assigns all its partitions and seeks each to where {@link
 *       Builder#startAt} says (by default, and for a partition the hook leaves out, the beginning:
 *       offset 0 unless records were deleted).
 *   <li><b>Fold</b>: every record goes to {@link Builder#fold}, in each partition's order.
 *   <li><b>Caught up</b>: the end offsets taken right after the first start's seeks are what "read
 *       everything that existed at start-up" means; once the tail's positions reach them, {@link
 *       #caughtUp()} turns true and {@link Builder#onCaughtUp} is called, once, with them.
 *   <li><b>Read your writes</b>: {@link #readToNow} completes once the tail has read to the end
 *       offsets the partitions have when it is asked ({@link CatchUp}).
 *   <li><b>Restart</b>: a failure (a fold that throws, the broker away) closes the consumer and,
 *       after {@link Builder#restartAfter}, a new one goes on from the tail's own positions after
 *       its last fully folded poll: the poll that failed is read again whole, so a fold must be
 *       idempotent. The start hook is not asked again once it has answered, and a tail that started
 *       from offset 0 does not read the topic from 0 again: resuming gives the same state sooner.
 * </ul>
 *
 * The tail owns an admin client (the end offsets {@code readToNow} asks for), created by {@link
 * #start()} and closed by {@link #stop()} or {@link #requestStop()}.
 */
public final class TopicTail {

  private final String topic;
  private final KafkaClients kafka;
  private final String adminClientId;
  private final Function<List<TopicPartition>, Map<TopicPartition, Long>> startAt;
  private final java.util.function.Consumer<ConsumerRecord<String, String>> fold;
  private final java.util.function.Consumer<Map<TopicPartition, Long>> onCaughtUp;
  private final ConsumerLoop<String, String> loop;
  private volatile Map<TopicPartition, Long> resumeAt; // null until the start hook has answered
  private volatile EndOffsets startEnd;
  private volatile boolean caughtUp;
  private volatile CatchUp catchUp;
  private Admin admin;

  private TopicTail(Builder b) {
    this.topic = b.topic;
    this.kafka = b.kafka;
    this.adminClientId = b.adminClientId;
    this.startAt = b.startAt;
    this.fold = Objects.requireNonNull(b.fold, "fold");
    this.onCaughtUp = b.onCaughtUp;
    ConsumerSettings consumer = b.consumer;
    this.loop =
        ConsumerLoop.named(b.threadName, consumer::strings, new Tail())
            .restartAfter(b.restartAfter)
            .stopWithin(b.stopWithin)
            .closeWithin(b.closeWithin)
            .build();
  }

  /**
   * A tail of {@code topic} on a thread called {@code threadName}, with clients of {@code kafka}.
   */
  public static Builder named(String threadName, KafkaClients kafka, String topic) {
    return new Builder(threadName, kafka, topic);
  }

  public String topic() {
    return topic;
  }

  /** Creates the admin client and starts the thread; does nothing while the tail runs. */
  public synchronized void start() {
    if (loop.isRunning()) {
      return;
    }
    if (admin == null) { // first start, or the first after a stop closed it
      admin = adminClientId == null ? kafka.admin() : kafka.admin(adminClientId);
      catchUp = new CatchUp(admin);
    }
    loop.start();
  }

  /**
   * Asks the thread to stop, waits for it at most {@code stopWithin}, then closes the admin client.
   *
   * @return whether the thread has ended
   */
  public boolean stop() {
    boolean ended = loop.stop();
    closeAdmin();
    return ended;
  }

  /**
   * Asks the thread to stop and returns at once (the poll in progress ends, the one in hand is
   * folded first); closes the admin client: for a shutdown that must not wait.
   */
  public void requestStop() {
    loop.requestStop();
    closeAdmin();
  }

  private synchronized void closeAdmin() {
    if (admin != null) {
      admin.close(Duration.ofSeconds(2)); // a readToNow from now on answers false
      admin = null;
    }
  }

  /** True once the tail has read everything that existed at its first start. */
  public boolean caughtUp() {
    return caughtUp;
  }

  /**
   * Completes with true once the tail has read up to the end offsets its partitions have now, false
   * when that did not happen within {@code timeout} (broker away, the topic not assigned yet) or at
   * once when the tail is not started.
   */
  public CompletableFuture<Boolean> readToNow(Duration timeout) {
    CatchUp c = catchUp;
    return c == null ? CompletableFuture.completedFuture(false) : c.readToNow(timeout);
  }

  /** The tail's part of the loop: open assigns and seeks, each poll is folded, then noted. */
  private final class Tail implements ConsumerLoop.Reader<String, String> {

    @Override
    public void open(Consumer<String, String> c) {
      List<TopicPartition> parts = TopicPartitions.await(c, topic, Duration.ofSeconds(1));
      c.assign(parts);
      if (resumeAt == null) {
        resumeAt = Map.copyOf(startAt.apply(parts));
      }
      Map<TopicPartition, Long> from = resumeAt;
      for (TopicPartition tp : parts) {
        Long at = from.get(tp);
        if (at == null) {
          c.seekToBeginning(List.of(tp));
        } else {
          c.seek(tp, at);
        }
      }
      if (startEnd == null) {
        startEnd = EndOffsets.of(c, parts);
      }
      catchUp.reading(parts);
    }

    @Override
    public void onRecords(ConsumerRecords<String, String> records, Consumer<String, String> c) {
      for (ConsumerRecord<String, String> r : records) {
        fold.accept(r);
      }
      catchUp.advanced(c);
      resumeAt = catchUp.positions();
      if (!caughtUp && startEnd.reachedBy(c)) {
        onCaughtUp.accept(startEnd.offsets());
        caughtUp = true;
      }
    }
  }

  /** What a tail reads, where it starts and what it does with each record. */
  public static final class Builder {
    private final String threadName;
    private final KafkaClients kafka;
    private final String topic;
    private ConsumerSettings consumer;
    private String adminClientId;
    private Function<List<TopicPartition>, Map<TopicPartition, Long>> startAt = parts -> Map.of();
    private java.util.function.Consumer<ConsumerRecord<String, String>> fold;
    private java.util.function.Consumer<Map<TopicPartition, Long>> onCaughtUp = end -> {};
    private Duration restartAfter = Duration.ofSeconds(1);
    private Duration stopWithin = Duration.ofSeconds(10);
    private Duration closeWithin = Duration.ofSeconds(30);

    private Builder(String threadName, KafkaClients kafka, String topic) {
      this.threadName = Objects.requireNonNull(threadName, "threadName");
      this.kafka = Objects.requireNonNull(kafka, "kafka");
      this.topic = Objects.requireNonNull(topic, "topic");
      this.consumer = kafka.consumer();
    }

    /**
     * The consumer's settings, from the same {@link KafkaClients}: {@code consumer()} unless set.
     */
    public Builder consumer(ConsumerSettings settings) {
      this.consumer = Objects.requireNonNull(settings, "settings");
      return this;
    }

    /** The admin client's {@code client.id}; none unless set. */
    public Builder adminClientId(String clientId) {
      this.adminClientId = Objects.requireNonNull(clientId, "clientId");
      return this;
    }

    /**
     * Where the first start reads each partition from, asked once with the topic's partitions (on
     * the tail's thread, before its first poll; asked again at the next start when it throws): a
     * partition it leaves out is read from its beginning. Unless set, every partition is.
     */
    public Builder startAt(Function<List<TopicPartition>, Map<TopicPartition, Long>> hook) {
      this.startAt = Objects.requireNonNull(hook, "hook");
      return this;
    }

    /** What each record does, on the tail's thread; required. It must be idempotent. */
    public Builder fold(java.util.function.Consumer<ConsumerRecord<String, String>> each) {
      this.fold = Objects.requireNonNull(each, "each");
      return this;
    }

    /**
     * Called once, on the tail's thread, with the first start's end offsets once read to them; one
     * that throws is a failure, and is called again after the restart.
     */
    public Builder onCaughtUp(java.util.function.Consumer<Map<TopicPartition, Long>> then) {
      this.onCaughtUp = Objects.requireNonNull(then, "then");
      return this;
    }

    /** The pause before a failed tail goes on with a new consumer: 1 s unless set. */
    public Builder restartAfter(Duration pause) {
      this.restartAfter = Objects.requireNonNull(pause, "pause");
      return this;
    }

    /** How long {@link TopicTail#stop()} waits for the thread: 10 s unless set. */
    public Builder stopWithin(Duration timeout) {
      this.stopWithin = Objects.requireNonNull(timeout, "timeout");
      return this;
    }

    /** How long closing a consumer may take: 30 s unless set. */
    public Builder closeWithin(Duration timeout) {
      this.closeWithin = Objects.requireNonNull(timeout, "timeout");
      return this;
    }

    public TopicTail build() {
      return new TopicTail(this);
    }
  }
}
