package dev.chessplatform.deploy;

import dev.chessplatform.infra.KraftCluster;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * Every address of the local platform. Each option defaults to an environment variable, so the same
 * names work on the command line, in the shell and in CI.
 */
public class PlatformSettings {

  @Option(
      names = "--data-dir",
      defaultValue = "${env:CHESS_DATA_DIR:-data}",
      description = "Folder for all data and logs (env CHESS_DATA_DIR, default ${DEFAULT-VALUE}).")
  Path dataDir;

  @Mixin CheckoutHome checkout = new CheckoutHome();

  /** {@code platform archives}' run: every JVM writes its class-data archive as it exits. */
  @Option(
      names = "--dump-class-archives",
      hidden = true,
      description = "Every JVM writes its class-data archive as it exits (platform archives).")
  boolean dumpArchives;

  @Option(
      names = "--host",
      defaultValue = "${env:CHESS_HOST:-127.0.0.1}",
      description = "Address every process binds to (env CHESS_HOST).")
  String host;

  @Option(
      names = "--kafka-port",
      defaultValue = "${env:KAFKA_PORT:-9092}",
      description =
          "Kafka broker port (first broker) (env KAFKA_PORT, default 9092); broker i listens on"
              + " --kafka-port + 100 i.")
  int kafkaPort;

  @Option(
      names = "--kafka-controller-port",
      defaultValue = "${env:KAFKA_CONTROLLER_PORT:-9093}",
      description =
          "Kafka KRaft controller port (first broker) (env KAFKA_CONTROLLER_PORT, default 9093);"
              + " broker i on --kafka-controller-port + 100 i.")
  int kafkaControllerPort;

  @Option(
      names = "--kafka-brokers",
      defaultValue = "${env:CHESS_KAFKA_BROKERS:-1}",
      description =
          "Kafka brokers (env CHESS_KAFKA_BROKERS, default ${DEFAULT-VALUE}): 1, or 3 for"
              + " production's cluster (KRaft quorum of three, replication 3, min.insync.replicas"
              + " 2) that survives the loss of a broker.")
  int kafkaBrokers;

  @Option(
      names = "--mongo-port",
      defaultValue = "${env:MONGO_PORT:-27017}",
      description = "MongoDB-wire store port (env MONGO_PORT, default 27017).")
  int mongoPort;

  @Option(
      names = "--gateway-port",
      defaultValue = "${env:GATEWAY_PORT:-8080}",
      description =
          "Gateway port (the public API and the web client; first instance) (env GATEWAY_PORT,"
              + " default 8080).")
  int gatewayPort;

  @Option(
      names = "--gateway-management-port",
      defaultValue = "${env:GATEWAY_MANAGEMENT_PORT:-9000}",
      description =
          "The gateway's management port (its /q/health, /q/metrics and /q/platform/health, on"
              + " loopback: never the public port; first instance) (env GATEWAY_MANAGEMENT_PORT,"
              + " default 9000).")
  int gatewayManagementPort;

  @Option(
      names = "--game-port",
      defaultValue = "${env:GAME_SERVICE_PORT:-8081}",
      description = "Game-service port (first instance) (env GAME_SERVICE_PORT, default 8081).")
  int gamePort;

  @Option(
      names = "--engine-port",
      defaultValue = "${env:ENGINE_SERVICE_PORT:-8082}",
      description = "Engine-service port (first instance) (env ENGINE_SERVICE_PORT, default 8082).")
  int enginePort;

  @Option(
      names = "--rating-port",
      defaultValue = "${env:RATING_SERVICE_PORT:-8083}",
      description = "Rating-service port (first instance) (env RATING_SERVICE_PORT, default 8083).")
  int ratingPort;

  @Option(
      names = "--facade-port",
      defaultValue = "${env:LICHESS_FACADE_PORT:-8084}",
      description =
          "lichess-facade port (Lichess's Bot and Board API, behind the gateway; first instance)"
              + " (env LICHESS_FACADE_PORT, default 8084).")
  int facadePort;

  @Option(
      names = "--game-instances",
      defaultValue = "${env:CHESS_GAME_INSTANCES:-1}",
      description =
          "game-service instances, sharing the owners' group (env CHESS_GAME_INSTANCES, default"
              + " ${DEFAULT-VALUE}); instance i listens on --game-port + 100 i.")
  int gameInstances;

  @Option(
      names = "--engine-instances",
      defaultValue = "${env:CHESS_ENGINE_INSTANCES:-1}",
      description =
          "engine-service instances, sharing the engine requests' group (env"
              + " CHESS_ENGINE_INSTANCES, default ${DEFAULT-VALUE}); instance i listens on"
              + " --engine-port + 100 i.")
  int engineInstances;

  @Option(
      names = "--rating-instances",
      defaultValue = "${env:CHESS_RATING_INSTANCES:-1}",
      description =
          "rating-service instances, sharing the results' group (one reads, the others stand by"
              + " and answer reads) (env CHESS_RATING_INSTANCES, default ${DEFAULT-VALUE});"
              + " instance i listens on --rating-port + 100 i.")
  int ratingInstances;

  @Option(
      names = "--facade-instances",
      defaultValue = "${env:CHESS_FACADE_INSTANCES:-1}",
      description =
          "lichess-facade instances, stateless (env CHESS_FACADE_INSTANCES, default"
              + " ${DEFAULT-VALUE}); instance i listens on --facade-port + 100 i.")
  int facadeInstances;

  @Option(
      names = "--gateway-instances",
      defaultValue = "${env:CHESS_GATEWAY_INSTANCES:-1}",
      description =
          "gateway instances, each given every service instance (env CHESS_GATEWAY_INSTANCES,"
              + " default ${DEFAULT-VALUE}); instance i listens on --gateway-port + 100 i.")
  int gatewayInstances;

  /** Ports of the instances of one service, and of the brokers, are this far apart. */
  static final int INSTANCE_PORT_STEP = 100;

  /** Most instances of one service: the partitions of its topic (Topics.ALL) cap what helps. */
  static final int MAX_INSTANCES = 12;

  private String internalSecret;

  /**
   * The secret the gateway signs caller identities with and the services check: {@code
   * CHESS_INTERNAL_SECRET} when set, otherwise a new random one for each start.
   */
  synchronized String internalSecret() {
    if (internalSecret == null) {
      String fromEnv = System.getenv("CHESS_INTERNAL_SECRET");
      if (fromEnv != null && !fromEnv.isBlank()) {
        internalSecret = fromEnv;
      } else {
        byte[] random = new byte[32];
        new java.security.SecureRandom().nextBytes(random);
        internalSecret = java.util.Base64.getUrlEncoder().withoutPadding().encodeToString(random);
      }
    }
    return internalSecret;
  }

  Path dataDir() {
    return dataDir.toAbsolutePath().normalize();
  }

  Path home() {
    return checkout.path();
  }

  Path logs() {
    return dataDir().resolve("logs");
  }

  Path runDir() {
    return dataDir().resolve("run");
  }

  /** Every broker's client address, comma-separated: what the services are given. */
  String kafkaBootstrap() {
    return kafkaCluster().bootstrapServers();
  }

  /**
   * The brokers: broker i (from 0) is node i + 1, listens on --kafka-port + 100 i and
   * --kafka-controller-port + 100 i, and keeps its data in {@code kafka} (the first, as a single
   * broker always did) or {@code kafka-<i>}.
   */
  KraftCluster kafkaCluster() {
    List<KraftCluster.Node> nodes = new ArrayList<>();
    for (int i = 0; i < kafkaBrokers; i++) {
      nodes.add(
          new KraftCluster.Node(
              instancePort(kafkaPort, i),
              instancePort(kafkaControllerPort, i),
              brokerDir(i).resolve("logs")));
    }
    return new KraftCluster(host, nodes);
  }

  /** The folder of broker {@code i}: its server.properties and its log dir. */
  Path brokerDir(int i) {
    return dataDir().resolve(ServiceSpec.instanceName("kafka", i));
  }

  String mongoUri() {
    return "mongodb://" + host + ":" + mongoPort;
  }

  /**
   * The port of instance {@code i} (0 is the first) of a service whose first port is {@code base}.
   */
  static int instancePort(int base, int i) {
    return base + INSTANCE_PORT_STEP * i;
  }

  /** Why the instance and broker counts cannot be started, or null when they can. */
  String instancesProblem() {
    for (int n : new int[] {gameInstances, engineInstances}) {
      if (n < 1 || n > MAX_INSTANCES) {
        return "--game-instances and --engine-instances take 1 to "
            + MAX_INSTANCES
            + " (the partitions of chess.game-events and chess.engine-requests), not "
            + n;
      }
    }
    for (int n : new int[] {ratingInstances, gatewayInstances, facadeInstances}) {
      if (n < 1 || n > MAX_INSTANCES) {
        return "--rating-instances, --facade-instances and --gateway-instances take 1 to "
            + MAX_INSTANCES
            + " (as every service), not "
            + n;
      }
    }
    if (kafkaBrokers != 1 && kafkaBrokers != 3) {
      return "--kafka-brokers takes 1 or 3 (a KRaft quorum needs a majority: 2 brokers stop with"
          + " either one, 4 survive no more than 3), not "
          + kafkaBrokers;
    }
    return null;
  }

  String url(int port) {
    return "http://" + host + ":" + port;
  }
}
