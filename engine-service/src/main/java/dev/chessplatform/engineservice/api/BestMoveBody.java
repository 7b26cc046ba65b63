package dev.chessplatform.engineservice.api;

import dev.chessplatform.engineservice.domain.SearchAsk;
import java.util.List;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

/** The body of {@code POST /api/engine/best-move}. */
@Schema(
    description = "A position (FEN, or the initial position, plus UCI moves) and how to search it")
public record BestMoveBody(
    @Schema(description = "Start position; absent: the initial position") String fen,
    @Schema(description = "UCI moves played from fen", example = "[\"e2e4\", \"e7e5\"]")
        List<String> moves,
    @Schema(description = "Playing level 1 to 5; absent: full strength within the limits")
        Integer level,
    @Schema(description = "Time to search, 1 to engine.limits.max-movetime ms") Long movetimeMs,
    @Schema(description = "Depth limit in plies") Integer depth,
    @Schema(description = "Node budget") Long nodes,
    @Schema(description = "Best lines wanted, 1 to engine.limits.max-multi-pv") Integer multiPv) {

  SearchAsk toAsk() {
    return new SearchAsk(fen, moves, level, movetimeMs, depth, nodes, multiPv);
  }
}
