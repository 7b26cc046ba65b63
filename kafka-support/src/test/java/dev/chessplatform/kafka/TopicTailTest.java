package dev.chessplatform.kafka;

import static org.awaitility.Awaitility.await;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.TopicPartition;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.DisplayNameGeneration;
import org.junit.jupiter.api.DisplayNameGenerator;
import org.junit.jupiter.api.Test;

/** A whole-topic tail on the real broker: from where, caught up when, read your writes, resume. */
@DisplayNameGeneration(DisplayNameGenerator.ReplaceUnderscores.class)
class TopicTailTest {

  private static final Duration SOON = Duration.ofSeconds(20);

  private final List<String> folded = new CopyOnWriteArrayList<>();
  private final List<Map<TopicPartition, Long>> caughtUpAt = new CopyOnWriteArrayList<>();
  private final List<Integer> foldedWhenCaughtUp = new CopyOnWriteArrayList<>();
  private TopicTail tail;

  @AfterEach
  void stopTheTail() {
    if (tail != null) {
      assertTrue(tail.stop());
    }
  }

  /** A tail of {@code topic} that notes every value it folds and when it caught up. */
  private TopicTail.Builder tailOf(String topic) {
    return TopicTail.named("test-tail", TestBroker.clients(), topic)
        .fold(r -> folded.add(r.value()))
        .onCaughtUp(
            end -> {
              caughtUpAt.add(end);
              foldedWhenCaughtUp.add(folded.size());
            });
  }

  /** Writes each value to {@code partition} of {@code topic}, awaited. */
  private static void send(String topic, int partition, String... values) throws Exception {
    try (KafkaProducer<String, String> producer =
        TestBroker.clients().durableProducer().strings()) {
      for (String value : values) {
        producer.send(new ProducerRecord<>(topic, partition, value, value)).get();
      }
    }
  }

  @Test
  void every_partition_is_read_from_offset_0_and_caught_up_once_at_the_start_s_end_offsets()
      throws Exception {
    String topic = TestBroker.newTopic(3);
    send(topic, 0, "a", "b");
    send(topic, 1, "c");
    tail = tailOf(topic).build();
    assertFalse(tail.caughtUp());
    tail.start();
    await().atMost(SOON).until(tail::caughtUp);
    assertEquals(
        Map.of(
            new TopicPartition(topic, 0), 2L,
            new TopicPartition(topic, 1), 1L,
            new TopicPartition(topic, 2), 0L),
        caughtUpAt.get(0));
    assertEquals(List.of(3), foldedWhenCaughtUp, "caught up exactly when all three were read");
    assertEquals(List.of("a", "b", "c"), folded.stream().sorted().toList());
    send(topic, 2, "d");
    await().atMost(SOON).until(() -> folded.size() == 4);
    assertEquals(1, caughtUpAt.size(), "called once");
  }

  @Test
  void readToNow_completes_true_once_a_write_made_before_the_call_is_folded() throws Exception {
    String topic = TestBroker.newTopic(2);
    tail = tailOf(topic).build();
    assertFalse(tail.readToNow(SOON).get(), "not started: false at once");
    tail.start();
    await().atMost(SOON).until(tail::caughtUp);
    send(topic, 1, "x");
    assertTrue(tail.readToNow(SOON).get(SOON.toMillis(), TimeUnit.MILLISECONDS));
    assertEquals(List.of("x"), folded);
  }

  @Test
  void the_start_hook_places_each_partition_and_one_it_leaves_out_starts_at_0() throws Exception {
    String topic = TestBroker.newTopic(2);
    send(topic, 0, "a", "b", "c");
    send(topic, 1, "d", "e");
    List<List<TopicPartition>> asked = new CopyOnWriteArrayList<>();
    tail =
        tailOf(topic)
            .startAt(
                parts -> {
                  asked.add(parts);
                  return Map.of(new TopicPartition(topic, 0), 2L);
                })
            .build();
    tail.start();
    await().atMost(SOON).until(tail::caughtUp);
    assertEquals(List.of("c", "d", "e"), folded.stream().sorted().toList());
    assertEquals(1, asked.size());
    assertEquals(2, asked.get(0).size(), "asked with every partition");
    assertEquals(List.of(3), foldedWhenCaughtUp);
  }

  @Test
  void after_a_fold_fails_the_tail_goes_on_from_the_poll_that_failed_and_no_earlier()
      throws Exception {
    String topic = TestBroker.newTopic(1);
    send(topic, 0, "a", "b", "c", "d", "e");
    AtomicBoolean failed = new AtomicBoolean();
    List<String> attempts = new CopyOnWriteArrayList<>();
    tail =
        TopicTail.named("test-tail", TestBroker.clients(), topic)
            .consumer(TestBroker.clients().consumer().maxPollRecords(2)) // polls: ab, cd, e
            .restartAfter(Duration.ofMillis(100))
            .fold(
                (ConsumerRecord<String, String> r) -> {
                  attempts.add(r.value());
                  if (r.value().equals("d") && failed.compareAndSet(false, true)) {
                    throw new IllegalStateException("a planned failure");
                  }
                  folded.add(r.value());
                })
            .onCaughtUp(end -> caughtUpAt.add(end))
            .build();
    tail.start();
    await().atMost(SOON).until(tail::caughtUp);
    assertEquals(List.of("a", "b", "c", "d", "c", "d", "e"), attempts, "c, d read again only");
    assertEquals(List.of("a", "b", "c", "c", "d", "e"), folded);
    assertEquals(List.of(Map.of(new TopicPartition(topic, 0), 5L)), caughtUpAt);
  }
}
