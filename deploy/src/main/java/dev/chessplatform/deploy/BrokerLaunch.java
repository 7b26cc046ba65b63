package dev.chessplatform.deploy;

import dev.chessplatform.infra.KraftBrokerConfig;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The command line of a Kafka node as the launcher runs it, for {@code platform start} (and so
 * {@code platform archives}) and for the broker's benchmarks: {@code kafka.Kafka} on deploy's
 * {@code target/lib}, with {@link ServiceSpec#KAFKA_JVM} (or {@code CHESS_KAFKA_JVM_OPTS}) and the
 * class-data archive the build made ({@value #ARCHIVE}), which takes about a second off each start.
 */
final class BrokerLaunch {

  /** The archive, relative to the checkout. */
  static final String ARCHIVE = "deploy/target/kafka.jsa";

  /** The store's archive, relative to the checkout. */
  static final String STORE_ARCHIVE = "deploy/target/mongo.jsa";

  /** The broker logs through slf4j-simple: each line with its time, to read a fail-over by. */
  private static final List<String> LOG_TIMES =
      List.of(
          "-Dorg.slf4j.simpleLogger.showDateTime=true",
          "-Dorg.slf4j.simpleLogger.dateTimeFormat=HH:mm:ss.SSS");

  private BrokerLaunch() {}

  /**
   * Writes a node's {@code server.properties}: {@link KraftBrokerConfig}'s, and for a lone node its
   * short session ({@link KraftBrokerConfig#LONE_NODE_SESSION}), so that a restart after a kill
   * waits ≈ 1 s for the old incarnation's session, not 9 (a cluster has its own failure detection).
   */
  static Path writeProperties(KraftBrokerConfig config, Path file) throws IOException {
    return config.write(
        file, config.replication() == 1 ? KraftBrokerConfig.LONE_NODE_SESSION : Map.of());
  }

  static Path archive(Path home) {
    return home.resolve(ARCHIVE);
  }

  /** The JVM flags of a broker: the defaults or the environment's, and the archive when made. */
  static List<String> jvmArgs(Path home, Map<String, String> environment) {
    List<String> flags = ServiceSpec.jvmArgs("kafka", ServiceSpec.KAFKA_JVM, environment);
    return ClassArchive.map(flags, archive(home), archive(home).toString());
  }

  /**
   * The same for broker {@code node} of a platform start: the archive written at exit when {@code
   * dumpAll} ({@code platform archives}), or by the first broker when there is none up to date
   * ({@link ClassArchive#forStart}).
   */
  static List<String> jvmArgs(
      Path home, Map<String, String> environment, boolean dumpAll, int node) {
    List<String> flags = ServiceSpec.jvmArgs("kafka", ServiceSpec.KAFKA_JVM, environment);
    return ClassArchive.forStart(
        flags, archive(home), archive(home).toString(), lib(home), dumpAll, node == 0);
  }

  /** deploy's runtime jars, which the broker's and the store's archives serve. */
  static Path lib(Path home) {
    return home.resolve("deploy/target/lib");
  }

  /** The store's archive in the checkout at {@code home} (the store runs on the same jars). */
  static Path storeArchive(Path home) {
    return home.resolve(STORE_ARCHIVE);
  }

  /** What follows the JVM flags: the class path and {@code kafka.Kafka <properties>}. */
  static List<String> mainArgs(Path home, Path properties) {
    List<String> args = new ArrayList<>(LOG_TIMES);
    args.addAll(classpath(home));
    args.addAll(List.of("kafka.Kafka", properties.toString()));
    return List.copyOf(args);
  }

  /** {@code StorageTool format} of a node's log dir, before its first start. */
  static List<String> formatArgs(Path home, String clusterId, Path properties) {
    List<String> args = new ArrayList<>(classpath(home));
    args.addAll(
        List.of("kafka.tools.StorageTool", "format", "-t", clusterId, "-c", properties.toString()));
    return List.copyOf(args);
  }

  /**
   * deploy's runtime jars as one wildcard entry, always written the same way: an archive serves
   * only the class path it was made with.
   */
  static List<String> classpath(Path home) {
    return List.of("-cp", libClasspath(home));
  }

  /** deploy's runtime jars ({@code deploy/target/lib/*}), which the store runs from too. */
  static String libClasspath(Path home) {
    return home.resolve("deploy/target/lib") + "/*";
  }
}
