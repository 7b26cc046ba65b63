package dev.chessplatform.engineservice.domain;

import dev.chessplatform.chess.Position;
import dev.chessplatform.engine.level.Level;
import dev.chessplatform.engine.search.SearchLimits;
import java.util.List;

/**
 * A checked search: the start position and moves that reach {@code position}, how strong to play
 * and how far to look.
 *
 * @param level the playing level, or null for full strength within {@code limits}
 * @param seed makes a weakened level's choice reproducible for the same request
 */
public record SearchSpec(
    String fen,
    List<String> moves,
    Position position,
    Level level,
    SearchLimits limits,
    long seed) {

  public SearchSpec {
    moves = List.copyOf(moves);
  }

  /** The tag of the latency timer: the level number, or "limits". */
  public String levelTag() {
    return level == null ? "limits" : String.valueOf(level.number());
  }
}
