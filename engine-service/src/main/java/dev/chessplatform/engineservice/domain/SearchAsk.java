package dev.chessplatform.engineservice.domain;

import java.util.List;

/**
 * A search as a caller asks for it, unchecked: from the REST body or a Kafka request. Null means
 * "not given".
 *
 * @param fen start position, null for the initial position
 * @param moves UCI moves from {@code fen}
 * @param level 1..5, or null for explicit limits at full strength
 */
public record SearchAsk(
    String fen,
    List<String> moves,
    Integer level,
    Long movetimeMs,
    Integer depth,
    Long nodes,
    Integer multiPv) {

  public SearchAsk {
    moves = moves == null ? List.of() : moves;
  }
}
