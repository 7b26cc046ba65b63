package dev.chessplatform.infra;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

/**
 * The KRaft nodes of one Kafka cluster on one host, each broker and controller at once: one node
 * (replication 1) or three (node ids 1..3, every one a voter of the controller quorum, replication
 * 3 and min ISR 2, as production's cluster in deploy/k8s/base/kafka.yaml). Every node is formatted
 * with the same cluster id.
 *
 * <p>Why 1 or 3: a KRaft quorum needs a majority of its voters, so two nodes stop as soon as one is
 * lost (no better than one) and four survive no more than three do; three is the smallest cluster
 * that keeps both its controller and acks=all writes (min ISR 2) through the loss of a node, and it
 * is production's size.
 *
 * @param host the address every listener binds to
 * @param nodes each node's ports and log dir, in node id order (node {@code i} has id {@code i+1})
 */
public record KraftCluster(String host, List<Node> nodes) {

  /** One node's client port, controller port and log dir. */
  public record Node(int port, int controllerPort, Path logDir) {}

  public KraftCluster {
    nodes = List.copyOf(nodes);
    if (nodes.size() != 1 && nodes.size() != 3) {
      throw new IllegalArgumentException(
          "a KRaft cluster here has 1 or 3 nodes (a quorum of 2 is lost with either node), not "
              + nodes.size());
    }
  }

  /** The {@code server.properties} of each node, node id 1 first. */
  public List<KraftBrokerConfig> configs() {
    if (nodes.size() == 1) {
      Node only = nodes.get(0);
      return List.of(
          new KraftBrokerConfig(host, only.port(), only.controllerPort(), only.logDir()));
    }
    String voters =
        IntStream.range(0, nodes.size())
            .mapToObj(i -> (i + 1) + "@" + host + ":" + nodes.get(i).controllerPort())
            .collect(Collectors.joining(","));
    List<KraftBrokerConfig> configs = new ArrayList<>();
    for (int i = 0; i < nodes.size(); i++) {
      Node n = nodes.get(i);
      configs.add(
          new KraftBrokerConfig(
              host, n.port(), n.controllerPort(), n.logDir(), i + 1, voters, nodes.size()));
    }
    return configs;
  }

  /** Every node's client address, comma-separated, as clients take {@code bootstrap.servers}. */
  public String bootstrapServers() {
    return nodes.stream().map(n -> host + ":" + n.port()).collect(Collectors.joining(","));
  }

  /** The replication factor of the platform's topics on this cluster: one copy per node. */
  public short replicationFactor() {
    return (short) nodes.size();
  }
}
