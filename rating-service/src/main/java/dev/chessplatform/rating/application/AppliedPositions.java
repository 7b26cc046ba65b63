package dev.chessplatform.rating.application;

import java.util.OptionalLong;

/**
 * The last applied offset per (topic, partition), stored beside the standings: the truth for where
 * to resume reading (architecture.md, "MongoDB"), so an empty store means "replay from offset 0"
 * whatever offset Kafka's consumer group committed. persistence's {@code PositionRepository}
 * implements it.
 */
public interface AppliedPositions {

  /** The last applied offset, or empty when nothing was applied. */
  OptionalLong lastApplied(String topic, int partition);

  /** Records that every result up to {@code offset} is applied. */
  void save(String topic, int partition, long offset);
}
