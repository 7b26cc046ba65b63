package dev.chessplatform.infra;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Properties;

/**
 * The {@code server.properties} of one KRaft node that is both broker and controller: alone (a
 * single node, replication 1, the tests' and the launcher's default) or one of the three nodes of a
 * {@link KraftCluster} (replication 3, min ISR 2: production's settings, deploy/k8s/base).
 *
 * @param host the address both listeners bind to and advertise
 * @param port the client (PLAINTEXT) port
 * @param controllerPort the KRaft controller port
 * @param logDir where the node keeps its log segments and metadata
 * @param nodeId {@code node.id}, 1 for a single node, 1..3 in a cluster
 * @param quorumVoters {@code controller.quorum.voters}: every controller as {@code id@host:port}
 * @param replication the replication factor of the internal topics and the default of the others: 1
 *     alone, 3 in a cluster
 */
public record KraftBrokerConfig(
    String host,
    int port,
    int controllerPort,
    Path logDir,
    int nodeId,
    String quorumVoters,
    int replication) {

  /** A single node: node 1, its own only voter, replication 1. */
  public KraftBrokerConfig(String host, int port, int controllerPort, Path logDir) {
    this(host, port, controllerPort, logDir, 1, "1@" + host + ":" + controllerPort, 1);
  }

  public KraftBrokerConfig {
    if (replication != 1 && replication != 3) {
      throw new IllegalArgumentException(
          "replication 1 (one node) or 3 (three), not " + replication);
    }
  }

  /**
   * {@code min.insync.replicas} (topics and transaction log): with three copies an acknowledged
   * write is on two nodes and writes go on with one node down; alone, the one copy.
   */
  public int minInsyncReplicas() {
    return replication == 1 ? 1 : 2;
  }

  /**
   * How fast a cluster notices a dead node (Kafka's defaults in brackets). Every partition of a
   * three-node cluster has the dead node in its in-sync replicas, and an acks=all write waits for
   * all of them until the controller fences the node, which it does when the node's heartbeats have
   * been missing for {@code broker.session.timeout.ms}: with Kafka's 9 s, a lost broker stopped
   * every move for 14–17 s (BrokerKillIT). A lost active controller is noticed by the other voters
   * after {@code controller.quorum.fetch.timeout.ms}, and the new controller gives every broker a
   * fresh session, so its loss costs the fetch timeout, an election and a session. The price of
   * short timeouts: a node that cannot heartbeat for 1.5 s (a long GC pause, a starved machine) is
   * fenced and its partitions move, which costs a pause but loses nothing.
   */
  static final java.util.Map<String, String> FAILURE_DETECTION =
      java.util.Map.of(
          "broker.heartbeat.interval.ms", "500", // [2000] three beats per session
          "broker.session.timeout.ms", "1500", // [9000]
          "controller.quorum.fetch.timeout.ms", "1000", // [2000]
          "controller.quorum.election.timeout.ms", "500", // [1000]
          "controller.quorum.election.backoff.max.ms", "500"); // [1000]

  /**
   * A lone node's session, for a launcher that may have to restart it (Kafka's defaults in
   * brackets). After a {@code kill -9}, the restarted node's controller replays the old
   * incarnation's registration, gives it a fresh session as any newly active controller does, and
   * refuses the new incarnation as a duplicate until that session expires: the session is what a
   * restart waits beyond a start, 9 s by default (13 s in all; with this and the class-data
   * archive, ≈ 3 s: docs/benchmarks.md). The price: a node that cannot heartbeat its own controller
   * for 1 s (a starved machine) is fenced and its partitions stop until its next beat, a quarter
   * second later. Not in {@link #toProperties()}: the tests' in-process broker is never restarted
   * and keeps the default.
   */
  public static final java.util.Map<String, String> LONE_NODE_SESSION =
      java.util.Map.of(
          "broker.heartbeat.interval.ms", "250", // [2000]
          "broker.session.timeout.ms", "1000"); // [9000]

  public Properties toProperties() {
    Properties p = new Properties();
    p.setProperty("process.roles", "broker,controller");
    p.setProperty("node.id", Integer.toString(nodeId));
    p.setProperty("controller.quorum.voters", quorumVoters);
    p.setProperty(
        "listeners",
        "PLAINTEXT://" + host + ":" + port + ",CONTROLLER://" + host + ":" + controllerPort);
    p.setProperty("advertised.listeners", "PLAINTEXT://" + host + ":" + port);
    p.setProperty("controller.listener.names", "CONTROLLER");
    p.setProperty("inter.broker.listener.name", "PLAINTEXT");
    p.setProperty("listener.security.protocol.map", "PLAINTEXT:PLAINTEXT,CONTROLLER:PLAINTEXT");
    p.setProperty("log.dirs", logDir.toAbsolutePath().toString());
    p.setProperty("num.partitions", "1");
    String copies = Integer.toString(replication);
    String minInsync = Integer.toString(minInsyncReplicas());
    p.setProperty("offsets.topic.replication.factor", copies);
    p.setProperty("offsets.topic.num.partitions", "4");
    p.setProperty("transaction.state.log.replication.factor", copies);
    p.setProperty("transaction.state.log.min.isr", minInsync);
    p.setProperty("transaction.state.log.num.partitions", "4");
    p.setProperty("share.coordinator.state.topic.replication.factor", copies);
    p.setProperty("share.coordinator.state.topic.min.isr", minInsync);
    p.setProperty("min.insync.replicas", minInsync);
    p.setProperty("default.replication.factor", copies);
    p.setProperty("group.initial.rebalance.delay.ms", "0");
    // Topics are created with their intended settings by TopicCreator, never implicitly by a typo.
    p.setProperty("auto.create.topics.enable", "false");
    if (replication > 1) {
      p.putAll(FAILURE_DETECTION);
    }
    return p;
  }

  /** Writes the properties file the broker and {@code StorageTool format} read. */
  public Path write(Path file) throws IOException {
    return write(file, java.util.Map.of());
  }

  /** The same with {@code more} settings (e.g. {@link #LONE_NODE_SESSION}) over these. */
  public Path write(Path file, java.util.Map<String, String> more) throws IOException {
    Files.createDirectories(file.getParent());
    Properties properties = toProperties();
    properties.putAll(more);
    try (OutputStream out = Files.newOutputStream(file)) {
      properties.store(
          out,
          replication == 1
              ? "single-node KRaft broker of the chess platform"
              : "node " + nodeId + " of the chess platform's KRaft cluster");
    }
    return file;
  }

  /** True when {@code log.dirs} was formatted before: formatting twice would refuse to start. */
  public boolean isFormatted() {
    return Files.exists(logDir.resolve("meta.properties"));
  }

  public String bootstrapServers() {
    return host + ":" + port;
  }
}
