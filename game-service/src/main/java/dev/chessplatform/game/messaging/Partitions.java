package dev.chessplatform.game.messaging;

import java.nio.charset.StandardCharsets;
import org.apache.kafka.common.utils.Utils;

/** The partition of a game: Kafka's default partitioner for the key (murmur2 of the game id). */
public final class Partitions {

  private Partitions() {}

  public static int of(String gameId, int partitions) {
    return Utils.toPositive(Utils.murmur2(gameId.getBytes(StandardCharsets.UTF_8))) % partitions;
  }
}
