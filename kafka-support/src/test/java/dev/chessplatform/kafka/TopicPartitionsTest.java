package dev.chessplatform.kafka;

import static org.awaitility.Awaitility.await;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.CopyOnWriteArrayList;
import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.clients.admin.NewTopic;
import org.apache.kafka.clients.consumer.Consumer;
import org.apache.kafka.clients.consumer.ConsumerRecords;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.common.TopicPartition;
import org.junit.jupiter.api.DisplayNameGeneration;
import org.junit.jupiter.api.DisplayNameGenerator;
import org.junit.jupiter.api.Test;

/** A reader that assigns a topic's partitions itself, before and after the topic exists. */
@DisplayNameGeneration(DisplayNameGenerator.ReplaceUnderscores.class)
class TopicPartitionsTest {

  private final String missing = "test.missing." + UUID.randomUUID();

  /** Waits in open for {@link #missing}, then assigns and notes the partitions it found. */
  private final class Waiting implements ConsumerLoop.Reader<String, String> {
    final List<TopicPartition> found = new CopyOnWriteArrayList<>();

    @Override
    public void open(Consumer<String, String> consumer) {
      List<TopicPartition> partitions =
          TopicPartitions.await(consumer, missing, Duration.ofMillis(200));
      consumer.assign(partitions);
      found.addAll(partitions);
    }

    @Override
    public void onRecords(
        ConsumerRecords<String, String> records, Consumer<String, String> consumer) {}
  }

  private ConsumerLoop<String, String> loop(Waiting reader) {
    return ConsumerLoop.named("waiting", () -> TestBroker.clients().consumer().strings(), reader)
        .build();
  }

  @Test
  void every_partition_of_a_topic_and_none_of_a_missing_one() {
    String topic = TestBroker.newTopic(3);
    try (KafkaConsumer<String, String> consumer = TestBroker.clients().consumer().strings()) {
      assertEquals(3, TopicPartitions.of(consumer, topic).size());
      assertEquals(List.of(), TopicPartitions.of(consumer, missing));
    }
  }

  @Test
  void a_reader_waits_for_its_topic_and_goes_on_once_it_exists() throws Exception {
    Waiting reader = new Waiting();
    ConsumerLoop<String, String> loop = loop(reader);
    loop.start();
    try {
      Thread.sleep(500);
      assertTrue(reader.found.isEmpty());
      try (Admin admin = TestBroker.clients().admin("topic-partitions-test")) {
        admin.createTopics(List.of(new NewTopic(missing, 2, (short) 1))).all().get();
      }
      await().atMost(Duration.ofSeconds(20)).until(() -> reader.found.size() == 2);
      assertTrue(loop.isRunning());
    } finally {
      assertTrue(loop.stop());
    }
  }

  @Test
  void a_stop_ends_the_wait_for_a_topic_that_never_comes() throws Exception {
    Waiting reader = new Waiting();
    ConsumerLoop<String, String> loop = loop(reader);
    loop.start();
    Thread.sleep(500);
    long started = System.nanoTime();
    assertTrue(loop.stop());
    assertTrue((System.nanoTime() - started) / 1_000_000 < 5_000);
    assertTrue(reader.found.isEmpty());
  }
}
