package dev.chessplatform.infra;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import kafka.server.KafkaConfig;
import kafka.server.KafkaRaftServer;
import kafka.tools.StorageTool;
import org.apache.kafka.common.Uuid;
import org.apache.kafka.common.utils.Time;

/**
 * A real Apache Kafka broker (KRaft) running inside this JVM: a single node, or one node of a
 * {@link KraftCluster} (each started on its own thread: a node's start waits for the quorum). Tests
 * use it; the local platform runs the same configuration as a separate JVM ({@code kafka.Kafka}).
 */
public final class EmbeddedKafka implements AutoCloseable {

  private final KraftBrokerConfig config;
  private final KafkaRaftServer server;

  private EmbeddedKafka(KraftBrokerConfig config, KafkaRaftServer server) {
    this.config = config;
    this.server = server;
  }

  /** Formats {@code config.logDir()} when it is new, then starts the broker and returns once up. */
  public static EmbeddedKafka start(KraftBrokerConfig config) throws IOException {
    return start(config, Uuid.randomUuid().toString());
  }

  /**
   * The same, formatting a new log dir with {@code clusterId}: every node of one cluster must be
   * formatted with the same id. Returns once this node is up, which for a node of a cluster is once
   * a majority of the quorum runs.
   */
  public static EmbeddedKafka start(KraftBrokerConfig config, String clusterId) throws IOException {
    Path propertiesFile = config.write(config.logDir().resolveSibling("server.properties"));
    if (!config.isFormatted()) {
      format(propertiesFile, clusterId);
    }
    KafkaRaftServer server =
        new KafkaRaftServer(new KafkaConfig(config.toProperties(), false), Time.SYSTEM);
    server.startup();
    return new EmbeddedKafka(config, server);
  }

  private static void format(Path propertiesFile, String clusterId) {
    ByteArrayOutputStream output = new ByteArrayOutputStream();
    String[] args = {"format", "-t", clusterId, "-c", propertiesFile.toString()};
    // StorageTool.main calls System.exit; execute() throws instead, which is what we want here.
    StorageTool.execute(args, new PrintStream(output, true, StandardCharsets.UTF_8));
  }

  public String bootstrapServers() {
    return config.bootstrapServers();
  }

  @Override
  public void close() {
    server.shutdown();
    server.awaitShutdown();
  }
}
