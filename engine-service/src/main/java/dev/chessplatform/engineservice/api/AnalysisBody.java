package dev.chessplatform.engineservice.api;

import dev.chessplatform.problems.Multiline;
import java.util.List;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

/** The body of {@code POST /api/engine/analyses}: exactly one of pgn, positions, or fen/moves. */
@Schema(
    description =
        "Exactly one of: a PGN game (`pgn`), a list of positions (`positions`), or a game given"
            + " as `moves` from `fen` (or the initial position); plus limits per position (none:"
            + " engine.analysis.default-movetime). At most engine.analysis.max-positions (600 by"
            + " default) positions.")
public record AnalysisBody(
    @Schema(description = "A PGN game; its main line is analysed move by move") @Multiline
        String pgn,
    @Schema(description = "Positions in FEN, analysed one by one") List<String> positions,
    @Schema(description = "Start of a game given as moves; absent: the initial position")
        String fen,
    @Schema(description = "Moves of the game from fen, in UCI") List<String> moves,
    @Schema(
            description =
                "Time per position in ms, 1 to engine.limits.max-movetime; absent with no other"
                    + " limit: engine.analysis.default-movetime",
            minimum = "1")
        Long movetimeMs,
    @Schema(description = "Depth limit per position, in plies", minimum = "1") Integer depth,
    @Schema(description = "Node budget per position", minimum = "1") Long nodes) {}
