package dev.chessplatform.deploy;

import dev.chessplatform.infra.KraftBrokerConfig;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Properties;

/**
 * One Kafka node as the launcher runs it ({@link BrokerLaunch}, {@link KraftBrokerConfig}), alone
 * on free ports in a scratch folder under deploy/target: what the broker's restart bench starts.
 */
final class ScratchBroker {

  private static final Duration FORMAT = Duration.ofSeconds(60);

  final PlatformSettings settings;
  final Path home;
  final Path properties;

  private ScratchBroker(PlatformSettings settings, Path home, Path properties) {
    this.settings = settings;
    this.home = home;
    this.properties = properties;
  }

  /**
   * A new, formatted node in {@code deploy/target/<folder>} (emptied first), with {@code extra}
   * added to its properties; {@code home} as {@code --home} gave it.
   */
  static ScratchBroker format(CheckoutHome home, String folder, Properties extra)
      throws IOException {
    PlatformSettings settings = new PlatformSettings();
    settings.checkout = home;
    Path root = settings.home();
    settings.dataDir = root.resolve("deploy/target").resolve(folder);
    settings.host = "127.0.0.1";
    settings.kafkaPort = Ports.anyFree();
    settings.kafkaControllerPort = Ports.anyFree();
    settings.kafkaBrokers = 1;
    Folders.deleteRecursively(settings.dataDir());
    KraftBrokerConfig config = settings.kafkaCluster().configs().get(0);
    Path properties =
        BrokerLaunch.writeProperties(config, settings.brokerDir(0).resolve("server.properties"));
    if (!extra.isEmpty()) {
      try (OutputStream out = Files.newOutputStream(properties, StandardOpenOption.APPEND)) {
        extra.store(out, "added");
      }
    }
    String clusterId = org.apache.kafka.common.Uuid.randomUuid().toString();
    List<String> format = BrokerLaunch.formatArgs(root, clusterId, properties);
    try {
      if (ChildProcess.runJava(settings, "kafka-format", format, FORMAT) != 0) {
        throw new IOException("formatting failed; see " + settings.logs());
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IOException(e);
    }
    return new ScratchBroker(settings, root, properties);
  }

  /** Launches the node with {@code jvm} flags. */
  ChildProcess start(List<String> jvm) throws IOException {
    return ChildProcess.startJava(
        settings, "kafka", jvm, BrokerLaunch.mainArgs(home, properties), Map.of());
  }

  String bootstrap() {
    return settings.kafkaBootstrap();
  }

  boolean accepts() {
    return Ports.accepts(settings.host, settings.kafkaPort);
  }

  boolean portsFree() {
    return Ports.isFree(settings.host, settings.kafkaPort)
        && Ports.isFree(settings.host, settings.kafkaControllerPort);
  }

  void delete() throws IOException {
    Folders.deleteRecursively(settings.dataDir());
  }
}
