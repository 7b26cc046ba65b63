package dev.chessplatform.infra;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Properties;

/**
 * The {@code server.properties} of a single-node KRaft broker that is both broker and controller.
 * Internal topics get replication factor 1 and min ISR 1 because there is one node; production
 * clusters (3 brokers) override them in their own config, never here.
 *
 * @param host the address both listeners bind to and advertise
 * @param port the client (PLAINTEXT) port
 * @param controllerPort the KRaft controller port
 * @param logDir where the broker keeps its log segments and metadata
 */
public record KraftBrokerConfig(String host, int port, int controllerPort, Path logDir) {

  public Properties toProperties() {
    Properties p = new Properties();
    p.setProperty("process.roles", "broker,controller");
    p.setProperty("node.id", "1");
    p.setProperty("controller.quorum.voters", "1@" + host + ":" + controllerPort);
    p.setProperty(
        "listeners",
        "PLAINTEXT://" + host + ":" + port + ",CONTROLLER://" + host + ":" + controllerPort);
    p.setProperty("advertised.listeners", "PLAINTEXT://" + host + ":" + port);
    p.setProperty("controller.listener.names", "CONTROLLER");
    p.setProperty("inter.broker.listener.name", "PLAINTEXT");
    p.setProperty("listener.security.protocol.map", "PLAINTEXT:PLAINTEXT,CONTROLLER:PLAINTEXT");
    p.setProperty("log.dirs", logDir.toAbsolutePath().toString());
    p.setProperty("num.partitions", "1");
    p.setProperty("offsets.topic.replication.factor", "1");
    p.setProperty("offsets.topic.num.partitions", "4");
    p.setProperty("transaction.state.log.replication.factor", "1");
    p.setProperty("transaction.state.log.min.isr", "1");
    p.setProperty("transaction.state.log.num.partitions", "4");
    p.setProperty("share.coordinator.state.topic.replication.factor", "1");
    p.setProperty("share.coordinator.state.topic.min.isr", "1");
    p.setProperty("min.insync.replicas", "1");
    p.setProperty("default.replication.factor", "1");
    p.setProperty("group.initial.rebalance.delay.ms", "0");
    // Topics are created with their intended settings by TopicCreator, never implicitly by a typo.
    p.setProperty("auto.create.topics.enable", "false");
    return p;
  }

  /** Writes the properties file the broker and {@code StorageTool format} read. */
  public Path write(Path file) throws IOException {
    Files.createDirectories(file.getParent());
    try (OutputStream out = Files.newOutputStream(file)) {
      toProperties().store(out, "single-node KRaft broker of the chess platform");
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
