package dev.chessplatform.deploy;

import dev.chessplatform.infra.KraftBrokerConfig;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * The launcher's Kafka brokers by name: {@code kafka}, then {@code kafka-1}, {@code kafka-2} with
 * {@code --kafka-brokers 3}; each its data in the folder of that name.
 */
final class Brokers {

  private static final Pattern NAME = Pattern.compile("kafka(-[1-9][0-9]?)?");

  private Brokers() {}

  /** True for the name of a broker process ({@code kafka}, {@code kafka-1} …). */
  static boolean isBroker(String component) {
    return NAME.matcher(component).matches();
  }

  /** The names of the brokers {@code s} starts, the first one first. */
  static List<String> names(PlatformSettings s) {
    List<String> names = new ArrayList<>();
    for (int i = 0; i < s.kafkaBrokers; i++) {
      names.add(ServiceSpec.instanceName("kafka", i));
    }
    return names;
  }

  /**
   * Why the data folder's Kafka data cannot be started with {@code --kafka-brokers} as given, or
   * null when it can: a broker's log dir is formatted for one cluster (its id, its quorum), so a
   * folder written by one broker is not a three-broker cluster's, nor the other way round.
   */
  static String dataProblem(PlatformSettings s) {
    List<KraftBrokerConfig> configs = s.kafkaCluster().configs();
    List<String> formatted = new ArrayList<>();
    List<String> fresh = new ArrayList<>();
    for (int i = 0; i < configs.size(); i++) {
      (configs.get(i).isFormatted() ? formatted : fresh).add(ServiceSpec.instanceName("kafka", i));
    }
    boolean clusterData = Files.exists(s.brokerDir(1).resolve("logs/meta.properties"));
    if (s.kafkaBrokers == 1 && clusterData) {
      return s.dataDir()
          + " holds the data of a three-broker Kafka cluster: start it with --kafka-brokers 3, or"
          + " choose another --data-dir";
    }
    if (!formatted.isEmpty() && !fresh.isEmpty()) {
      return s.dataDir()
          + " holds Kafka data of "
          + String.join(", ", formatted)
          + " but none of "
          + String.join(", ", fresh)
          + (formatted.equals(List.of("kafka"))
              ? ": a single broker's; start it with --kafka-brokers 1, or choose another --data-dir"
              : ": remove the folder to start afresh, or choose another --data-dir");
    }
    return null;
  }
}
