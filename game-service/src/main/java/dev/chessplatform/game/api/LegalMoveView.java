package dev.chessplatform.game.api;

import dev.chessplatform.game.domain.MoveOptions;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

/** One legal move with what a client needs to draw it. */
public record LegalMoveView(
    @Schema(example = "e7e8q") String uci,
    @Schema(example = "e8=Q+") String san,
    @Schema(description = "The square the piece leaves", example = "e7") String from,
    @Schema(description = "The square the piece reaches", example = "e8") String to,
    @Schema(description = "Whether it captures (en passant included)") boolean capture,
    @Schema(description = "Whether it gives check or mate") boolean check,
    @Schema(description = "Whether it is castling (the king's move)") boolean castling,
    boolean enPassant,
    @Schema(
            description = "The piece a pawn becomes; absent for other moves",
            enumeration = {"QUEEN", "ROOK", "BISHOP", "KNIGHT"})
        String promotion) {

  static LegalMoveView of(MoveOptions.Option o) {
    return new LegalMoveView(
        o.uci(),
        o.san(),
        o.from(),
        o.to(),
        o.capture(),
        o.check(),
        o.castling(),
        o.enPassant(),
        o.promotion());
  }
}
