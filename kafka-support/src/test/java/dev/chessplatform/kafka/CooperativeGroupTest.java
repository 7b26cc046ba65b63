package dev.chessplatform.kafka;

import static org.awaitility.Awaitility.await;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.Collection;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.apache.kafka.clients.consumer.ConsumerRebalanceListener;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.common.TopicPartition;
import org.junit.jupiter.api.DisplayNameGeneration;
import org.junit.jupiter.api.DisplayNameGenerator;
import org.junit.jupiter.api.Test;

/**
 * A member that joins a cooperative group takes partitions from the first one without the first
 * giving up the rest: only what changes hands is revoked (the eager default revokes everything).
 */
@DisplayNameGeneration(DisplayNameGenerator.ReplaceUnderscores.class)
class CooperativeGroupTest {

  /** The partitions a member holds and every partition it was ever asked to give up. */
  private static final class Member implements ConsumerRebalanceListener {
    final Set<Integer> held = ConcurrentHashMap.newKeySet();
    final Set<Integer> revoked = ConcurrentHashMap.newKeySet();

    @Override
    public void onPartitionsAssigned(Collection<TopicPartition> partitions) {
      partitions.forEach(p -> held.add(p.partition()));
    }

    @Override
    public void onPartitionsRevoked(Collection<TopicPartition> partitions) {
      partitions.forEach(
          p -> {
            held.remove(p.partition());
            revoked.add(p.partition());
          });
    }
  }

  @Test
  void a_joining_member_takes_half_and_the_first_keeps_serving_the_other_half() {
    String topic = TestBroker.newTopic(6);
    String group = "cooperative-" + topic;
    Member first = new Member();
    Member second = new Member();
    try (KafkaConsumer<String, String> a =
            TestBroker.clients().groupConsumer(group).cooperative().strings();
        KafkaConsumer<String, String> b =
            TestBroker.clients().groupConsumer(group).cooperative().strings()) {
      a.subscribe(List.of(topic), first);
      await().atMost(Duration.ofSeconds(30)).until(() -> poll(a) && first.held.size() == 6);
      b.subscribe(List.of(topic), second);
      await()
          .atMost(Duration.ofSeconds(60))
          .until(() -> poll(a) && poll(b) && first.held.size() == 3 && second.held.size() == 3);
      assertEquals(3, first.revoked.size(), "only the partitions that moved: " + first.revoked);
      assertTrue(second.held.containsAll(first.revoked), first.revoked + " went to " + second.held);
    }
  }

  private static boolean poll(KafkaConsumer<String, String> c) {
    c.poll(Duration.ofMillis(100));
    return true;
  }
}
