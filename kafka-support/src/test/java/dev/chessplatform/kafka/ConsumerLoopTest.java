package dev.chessplatform.kafka;

import static org.awaitility.Awaitility.await;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;
import org.apache.kafka.clients.consumer.Consumer;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.ConsumerRecords;
import org.apache.kafka.common.TopicPartition;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.DisplayNameGeneration;
import org.junit.jupiter.api.DisplayNameGenerator;
import org.junit.jupiter.api.Test;

/** The loop's life cycle on the real broker: reading, stopping, failing, restarting. */
@DisplayNameGeneration(DisplayNameGenerator.ReplaceUnderscores.class)
class ConsumerLoopTest {

  private static final Duration SOON = Duration.ofSeconds(20);

  private final String topic = TestBroker.newTopic(1);
  private final TopicPartition partition = new TopicPartition(topic, 0);
  private ConsumerLoop<String, String> loop;

  @AfterEach
  void stopTheLoop() {
    if (loop != null) {
      loop.stop();
    }
  }

  /** Reads the topic's one partition from offset 0; fails the first {@code failures} polls. */
  private final class FromStart implements ConsumerLoop.Reader<String, String> {
    final List<String> values = new CopyOnWriteArrayList<>();
    final List<Consumer<String, String>> opened = new CopyOnWriteArrayList<>();
    final AtomicInteger polls = new AtomicInteger();
    final AtomicInteger closed = new AtomicInteger();
    final AtomicInteger failures;

    FromStart(int failures) {
      this.failures = new AtomicInteger(failures);
    }

    @Override
    public void open(Consumer<String, String> consumer) {
      consumer.assign(List.of(partition));
      consumer.seekToBeginning(List.of(partition));
      opened.add(consumer);
    }

    @Override
    public void onRecords(
        ConsumerRecords<String, String> records, Consumer<String, String> consumer) {
      polls.incrementAndGet();
      if (failures.getAndDecrement() > 0) {
        throw new IllegalStateException("a planned failure");
      }
      for (ConsumerRecord<String, String> record : records) {
        values.add(record.value());
      }
    }

    @Override
    public void closed() {
      closed.incrementAndGet();
    }
  }

  private ConsumerLoop.Builder<String, String> loopOf(FromStart reader) {
    return ConsumerLoop.named("test-loop", () -> TestBroker.clients().consumer().strings(), reader);
  }

  @Test
  void every_record_of_the_topic_reaches_onRecords_in_order() throws Exception {
    Records.send(topic, "a", "b", "c");
    FromStart reader = new FromStart(0);
    loop = loopOf(reader).build();
    loop.start();
    await().atMost(SOON).until(() -> reader.values.size() == 3);
    assertEquals(List.of("a", "b", "c"), reader.values);
    Records.send(topic, "d");
    await().atMost(SOON).until(() -> reader.values.size() == 4);
    assertTrue(loop.isRunning());
  }

  @Test
  void stop_ends_a_long_poll_at_once_closes_the_consumer_and_calls_closed()
      throws InterruptedException {
    FromStart reader = new FromStart(0);
    loop = loopOf(reader).poll(Duration.ofSeconds(30)).build();
    loop.start();
    await().atMost(SOON).until(() -> !reader.opened.isEmpty());
    Thread.sleep(300); // let the thread settle into its 30 s poll
    long started = System.nanoTime();
    assertTrue(loop.stop(), "the thread ended within stopWithin");
    long tookMs = (System.nanoTime() - started) / 1_000_000;
    assertTrue(tookMs < 5_000, "stopped in " + tookMs + " ms, not after the 30 s poll");
    assertFalse(loop.isRunning());
    assertEquals(1, reader.closed.get());
    Consumer<String, String> consumer = reader.opened.get(0);
    assertThrows(IllegalStateException.class, () -> consumer.position(partition), "closed");
  }

  @Test
  void a_failure_closes_the_consumer_and_reads_again_with_a_new_one_when_asked() throws Exception {
    Records.send(topic, "a", "b");
    FromStart reader = new FromStart(2);
    loop = loopOf(reader).restartAfter(Duration.ofMillis(100)).build();
    loop.start();
    await().atMost(SOON).until(() -> reader.values.size() == 2);
    assertEquals(List.of("a", "b"), reader.values, "the new consumer read from offset 0 again");
    assertEquals(3, reader.opened.size(), "one consumer per turn");
    assertEquals(2, reader.closed.get(), "the two failed turns were closed");
    assertTrue(loop.isRunning());
  }

  @Test
  void without_restart_a_failure_ends_the_loop() {
    FromStart reader = new FromStart(1);
    loop = loopOf(reader).build();
    loop.start();
    await().atMost(SOON).until(() -> !loop.isRunning());
    assertTrue(loop.awaitStopped(SOON));
    assertEquals(1, reader.opened.size());
    assertEquals(1, reader.closed.get());
  }

  @Test
  void a_stop_during_the_pause_before_a_restart_ends_the_loop_at_once() {
    FromStart reader = new FromStart(1);
    loop = loopOf(reader).restartAfter(Duration.ofMinutes(5)).build();
    loop.start();
    await().atMost(SOON).until(() -> reader.closed.get() == 1);
    assertTrue(loop.isRunning(), "waiting to restart");
    long started = System.nanoTime();
    assertTrue(loop.stop());
    assertTrue((System.nanoTime() - started) / 1_000_000 < 5_000);
    assertEquals(1, reader.opened.size(), "not restarted");
  }

  @Test
  void start_after_stop_reads_again_with_a_new_consumer() throws Exception {
    Records.send(topic, "a");
    FromStart reader = new FromStart(0);
    loop = loopOf(reader).build();
    loop.start();
    await().atMost(SOON).until(() -> reader.values.size() == 1);
    assertTrue(loop.stop());
    loop.start();
    await().atMost(SOON).until(() -> reader.values.size() == 2);
    assertEquals(List.of("a", "a"), reader.values);
    assertEquals(2, reader.opened.size());
  }

  @Test
  void start_while_running_keeps_the_one_thread() {
    FromStart reader = new FromStart(0);
    loop = loopOf(reader).build();
    loop.start();
    loop.start();
    await().atMost(SOON).until(() -> reader.polls.get() > 3);
    assertEquals(1, reader.opened.size());
  }

  @Test
  void a_failure_to_create_the_consumer_counts_as_a_failure() throws Exception {
    AtomicInteger attempts = new AtomicInteger();
    FromStart reader = new FromStart(0);
    loop =
        ConsumerLoop.named(
                "test-loop",
                () -> {
                  if (attempts.incrementAndGet() == 1) {
                    throw new IllegalStateException("no consumer this time");
                  }
                  return TestBroker.clients().consumer().strings();
                },
                reader)
            .restartAfter(Duration.ofMillis(100))
            .build();
    Records.send(topic, "a");
    loop.start();
    await().atMost(SOON).until(() -> reader.values.size() == 1);
    assertEquals(2, attempts.get());
  }
}
