package dev.chessplatform.deploy.chaos;

import dev.chessplatform.events.Topics;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.common.Node;
import org.apache.kafka.common.TopicPartitionInfo;

/**
 * Which broker of a {@code --kafka-brokers 3} platform a {@value Kill#BROKER_LEADER} kill hits, and
 * when the others have taken its partitions over, read with Kafka's Admin.
 */
final class BrokerLeader {

  private BrokerLeader() {}

  /**
   * The broker to kill: node {@code nodeId}, the launcher's {@code component} (node 1 is kafka,
   * node 2 kafka-1 …).
   */
  record Choice(String component, int nodeId, int led, int partitions, boolean controller) {
    String describe() {
      return String.format(
          "%s, node %d, leader of %d of %d partitions of %s%s",
          component,
          nodeId,
          led,
          partitions,
          Topics.GAME_EVENTS,
          controller ? ", the active controller" : "");
    }
  }

  /**
   * The broker that leads the most partitions of chess.game-events; of several that lead as many,
   * the active controller if it is one of them (the worst case: the controller's election on top of
   * the partitions'), else the lowest node id.
   */
  static Choice choose(Admin admin) throws Exception {
    List<TopicPartitionInfo> partitions = partitions(admin);
    Map<Integer, Integer> led = led(partitions);
    int most = led.values().stream().max(Integer::compare).orElseThrow();
    int controller = controller(admin);
    int node =
        led.getOrDefault(controller, 0) == most
            ? controller
            : led.entrySet().stream()
                .filter(e -> e.getValue() == most)
                .findFirst()
                .orElseThrow()
                .getKey();
    return new Choice(componentOf(node), node, most, partitions.size(), node == controller);
  }

  /** The same facts for a broker the schedule named ({@code kafka-1@25s!}). */
  static Choice of(Admin admin, String component) throws Exception {
    int node = nodeOf(component);
    List<TopicPartitionInfo> partitions = partitions(admin);
    return new Choice(
        component,
        node,
        led(partitions).getOrDefault(node, 0),
        partitions.size(),
        node == controller(admin));
  }

  /** The KRaft node id of the launcher's broker {@code component}: kafka is 1, kafka-1 is 2 … */
  static int nodeOf(String component) {
    return component.equals("kafka")
        ? 1
        : Integer.parseInt(component.substring("kafka-".length())) + 1;
  }

  private static String componentOf(int node) {
    return node == 1 ? "kafka" : "kafka-" + (node - 1);
  }

  private static Map<Integer, Integer> led(List<TopicPartitionInfo> partitions) {
    Map<Integer, Integer> led = new TreeMap<>();
    for (TopicPartitionInfo p : partitions) {
      if (p.leader() != null && !p.leader().isEmpty()) {
        led.merge(p.leader().id(), 1, Integer::sum);
      }
    }
    return led;
  }

  private static int controller(Admin admin) throws Exception {
    return admin.describeMetadataQuorum().quorumInfo().get(30, TimeUnit.SECONDS).leaderId();
  }

  /**
   * True once every partition of chess.game-events is led by a live broker and the dead node has
   * left every in-sync replica set: acks=all writes then need only the two that live.
   */
  static boolean takenOver(Admin admin, int deadNode) {
    try {
      for (TopicPartitionInfo p : partitions(admin)) {
        Node leader = p.leader();
        if (leader == null || leader.isEmpty() || leader.id() == deadNode) {
          return false;
        }
        if (p.isr().stream().anyMatch(n -> n.id() == deadNode)) {
          return false;
        }
      }
      return true;
    } catch (Exception e) {
      return false;
    }
  }

  private static List<TopicPartitionInfo> partitions(Admin admin) throws Exception {
    return admin
        .describeTopics(List.of(Topics.GAME_EVENTS))
        .allTopicNames()
        .get(30, TimeUnit.SECONDS)
        .get(Topics.GAME_EVENTS)
        .partitions();
  }
}
