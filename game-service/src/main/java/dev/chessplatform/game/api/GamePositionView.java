package dev.chessplatform.game.api;

import dev.chessplatform.chess.Move;
import dev.chessplatform.chess.Position;
import dev.chessplatform.chess.Termination;
import dev.chessplatform.chess.notation.Fen;
import dev.chessplatform.events.game.Colour;
import dev.chessplatform.game.api.GameView.LastMoveView;
import dev.chessplatform.game.domain.Colours;
import dev.chessplatform.game.domain.GameState;
import dev.chessplatform.game.domain.GameStatus;
import java.util.List;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

/** A game as it stood after a number of half-moves of its line. */
@Schema(
    description =
        "The game after `ply` half-moves of the line that stands (moves taken back or undone are"
            + " not in it): position, the moves up to there, both clocks as that position was"
            + " reached; `status` and the end are the game's now")
public record GamePositionView(
    @Schema(description = GameApi.GAME_ID) String gameId,
    @Schema(description = "The game's version now (the seq of its last event)") long version,
    @Schema(description = "Half-moves played to reach this position, 0 = the start", example = "4")
        int ply,
    @Schema(description = "Half-moves of the whole line now", example = "37") int plies,
    @Schema(description = "The position in FEN") String fen,
    @Schema(description = "The side to move in this position") Colour turn,
    @Schema(description = "Whether the side to move is in check") boolean check,
    @Schema(description = "Whether the side to move is checkmated") boolean checkmate,
    @Schema(description = "Whether the side to move is stalemated") boolean stalemate,
    @Schema(description = "The move into this position; absent at ply 0") LastMoveView lastMove,
    @Schema(description = "The moves up to this position, in SAN") List<String> moves,
    @Schema(description = "The moves up to this position, in UCI") List<String> uciMoves,
    @Schema(description = "White's time left when this position was reached, ms; absent untimed")
        Long whiteMs,
    @Schema(description = "Black's time left when this position was reached, ms; absent untimed")
        Long blackMs,
    @Schema(description = "The time the move into this position took, ms; absent at ply 0")
        Long spentMs,
    @Schema(description = "The game's status now") GameStatus status,
    @Schema(description = "The game's result now, once it has ended") GameResult result,
    @Schema(description = "How the game ended, once it has", ref = EventSchemas.TERMINATION_REF)
        Termination termination) {

  /** {@code s} after {@code ply} half-moves; the caller checked {@code 0 <= ply <= plies}. */
  static GamePositionView of(GameState s, int ply) {
    List<Position> positions = s.game().positions();
    List<Move> moves = s.game().moves();
    Position p = positions.get(ply);
    List<String> san = s.sanMoves().subList(0, ply);
    GameState.ClockMark clock =
        s.timed() && ply < s.clockMarks().size() ? s.clockMarks().get(ply) : null;
    return new GamePositionView(
        s.gameId(),
        s.version(),
        ply,
        moves.size(),
        Fen.write(p),
        Colours.of(p.sideToMove()),
        p.isCheck(),
        p.isCheckmate(),
        p.isStalemate(),
        ply == 0 ? null : new LastMoveView(moves.get(ply - 1).uci(), san.get(ply - 1)),
        san,
        moves.subList(0, ply).stream().map(Move::uci).toList(),
        clock == null ? null : clock.whiteMs(),
        clock == null ? null : clock.blackMs(),
        clock == null || ply == 0 ? null : clock.spentMs(),
        s.status(),
        GameResult.of(s.result()),
        s.termination());
  }
}
