package dev.chessplatform.engineservice.api;

import java.util.List;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

/** The body of {@code POST /api/engine/analyses}: exactly one of pgn, positions, or fen/moves. */
@Schema(
    description =
        "A PGN game, a list of positions, or a start position with moves; and limits per position")
public record AnalysisBody(
    @Schema(description = "A PGN game; its main line is analysed move by move") String pgn,
    @Schema(description = "FENs analysed one by one") List<String> positions,
    @Schema(description = "Start of a game given as moves; absent: the initial position")
        String fen,
    @Schema(description = "UCI moves of the game from fen") List<String> moves,
    @Schema(
            description =
                "Per position; absent with no other limit: engine.analysis.default-movetime")
        Long movetimeMs,
    @Schema(description = "Per position depth limit") Integer depth,
    @Schema(description = "Per position node budget") Long nodes) {}
