package dev.chessplatform.events;

import java.util.Map;

/**
 * A Kafka topic of the platform with its intended settings. The local launcher creates topics from
 * these specs; production manifests (Strimzi {@code KafkaTopic}) repeat them with replication 3.
 *
 * @param name the topic name
 * @param partitions partitions on the local single-node platform
 * @param config topic-level configs ({@code retention.ms}, {@code cleanup.policy}, ...)
 */
public record TopicSpec(String name, int partitions, Map<String, String> config) {

  public TopicSpec {
    if (partitions < 1) {
      throw new IllegalArgumentException("partitions must be >= 1: " + name);
    }
    config = Map.copyOf(config);
  }
}
