package dev.chessplatform.kafka;

import static org.awaitility.Awaitility.await;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicBoolean;
import org.apache.kafka.clients.consumer.Consumer;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.ConsumerRecords;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.TopicPartition;
import org.junit.jupiter.api.DisplayNameGeneration;
import org.junit.jupiter.api.DisplayNameGenerator;
import org.junit.jupiter.api.Test;

/** Catching up with the end offsets seen at the start, on the real broker. */
@DisplayNameGeneration(DisplayNameGenerator.ReplaceUnderscores.class)
class EndOffsetsTest {

  private static final Duration POLL = Duration.ofMillis(200);

  @Test
  void a_tailing_loop_is_caught_up_once_it_has_read_what_existed_when_it_opened() throws Exception {
    String topic = TestBroker.newTopic(3);
    Records.send(topic, "a", "b", "c", "d", "e");
    List<String> read = new CopyOnWriteArrayList<>();
    AtomicBoolean caughtUp = new AtomicBoolean();
    List<Integer> readWhenCaughtUp = new CopyOnWriteArrayList<>();
    ConsumerLoop<String, String> loop =
        ConsumerLoop.named(
                "catch-up",
                () -> TestBroker.clients().consumer().strings(),
                new ConsumerLoop.Reader<String, String>() {
                  private EndOffsets end;

                  @Override
                  public void open(Consumer<String, String> consumer) {
                    end = EndOffsets.assignFromStart(consumer, TopicPartitions.of(consumer, topic));
                  }

                  @Override
                  public void onRecords(
                      ConsumerRecords<String, String> records, Consumer<String, String> consumer) {
                    records.forEach(r -> read.add(r.value()));
                    if (!caughtUp.get() && end.reachedBy(consumer)) {
                      readWhenCaughtUp.add(read.size());
                      caughtUp.set(true);
                    }
                  }
                })
            .build();
    loop.start();
    try {
      await().atMost(Duration.ofSeconds(20)).untilTrue(caughtUp);
      assertEquals(List.of(5), readWhenCaughtUp, "caught up exactly when all five were read");
      Records.send(topic, "f");
      await().atMost(Duration.ofSeconds(20)).until(() -> read.size() == 6);
    } finally {
      assertTrue(loop.stop());
    }
  }

  @Test
  void an_empty_partition_is_caught_up_at_once() {
    String topic = TestBroker.newTopic(1);
    try (KafkaConsumer<String, String> consumer = TestBroker.clients().consumer().strings()) {
      EndOffsets end = EndOffsets.assignFromStart(consumer, TopicPartitions.of(consumer, topic));
      assertTrue(end.reachedBy(consumer));
      assertEquals(Map.of(new TopicPartition(topic, 0), 0L), end.offsets());
    }
  }

  @Test
  void a_partition_is_read_from_offset_0_to_its_end_with_committed_records_only() {
    String topic = TestBroker.newTopic(1);
    TopicPartition partition = new TopicPartition(topic, 0);
    try (KafkaProducer<String, String> producer =
        TestBroker.clients().transactionalProducer("end-offsets-" + topic).strings()) {
      producer.initTransactions();
      producer.beginTransaction();
      producer.send(new ProducerRecord<>(topic, "k", "committed-1"));
      producer.send(new ProducerRecord<>(topic, "k", "committed-2"));
      producer.commitTransaction();
      producer.beginTransaction();
      producer.send(new ProducerRecord<>(topic, "k", "aborted"));
      producer.flush();
      producer.abortTransaction();
      producer.beginTransaction();
      producer.send(new ProducerRecord<>(topic, "k", "committed-3"));
      producer.commitTransaction();
    }
    List<String> values = new ArrayList<>();
    long count;
    try (KafkaConsumer<String, String> consumer =
        TestBroker.clients().consumer().readCommitted().strings()) {
      count =
          EndOffsets.readFromStart(
              consumer,
              List.of(partition),
              POLL,
              (ConsumerRecord<String, String> r) -> {
                values.add(r.value());
              });
      assertFalse(consumer.assignment().isEmpty());
    }
    assertEquals(List.of("committed-1", "committed-2", "committed-3"), values);
    assertEquals(3, count);
  }
}
