package dev.chessplatform.engineservice.api;

import dev.chessplatform.engineservice.domain.SearchAsk;
import java.util.List;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

/** The body of {@code POST /api/engine/best-move}. */
@Schema(
    description =
        "A position (FEN, or the initial position, plus UCI moves) and how to search it: a"
            + " `level`, or limits (none: engine.default-movetime at full strength)")
public record BestMoveBody(
    @Schema(
            description = "Start position in FEN; absent: the initial position",
            example = "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3")
        String fen,
    @Schema(description = "Moves played from fen, in UCI (e7e8q for a promotion)")
        List<String> moves,
    @Schema(
            description =
                "Playing level 1 to 5 (listEngineLevels); absent: full strength within the"
                    + " limits",
            minimum = "1",
            maximum = "5")
        Integer level,
    @Schema(
            description = "Time to search in ms, 1 to engine.limits.max-movetime (20 s by default)",
            minimum = "1")
        Long movetimeMs,
    @Schema(
            description = "Depth limit in plies, 1 to engine.limits.max-depth (64 by default)",
            minimum = "1")
        Integer depth,
    @Schema(description = "Node budget, 1 to engine.limits.max-nodes", minimum = "1") Long nodes,
    @Schema(
            description =
                "Best lines wanted, 1 to engine.limits.max-multi-pv (5 by default); default 1",
            minimum = "1")
        Integer multiPv) {

  SearchAsk toAsk() {
    return new SearchAsk(fen, moves, level, movetimeMs, depth, nodes, multiPv);
  }
}
