package dev.chessplatform.browser;

import dev.chessplatform.chess.Game;
import dev.chessplatform.chess.Move;
import dev.chessplatform.chess.Outcome;
import dev.chessplatform.chess.Position;
import dev.chessplatform.chess.Side;
import dev.chessplatform.chess.notation.Fen;
import dev.chessplatform.chess.notation.San;
import java.util.ArrayList;
import java.util.List;

/**
 * The {@code state} answer: the position, its legal moves, the SAN of the moves played, and how the
 * game stands (an end decided by the board, a draw to claim, and who could still mate, which
 * decides a flag fall: FIDE Laws 6.9, TIMEOUT or TIMEOUT_VS_INSUFFICIENT_MATERIAL).
 */
final class StateAnswer {
  private StateAnswer() {}

  static JsonObject of(GameLine line) {
    Game game = line.game();
    Position p = game.position();
    Outcome end = game.outcome().orElse(null);
    List<JsonObject> legal = new ArrayList<>();
    if (end == null) {
      for (Move m : p.legalMoves()) {
        JsonObject move =
            new JsonObject()
                .put("uci", m.uci())
                .put("san", San.write(p, m))
                .put("from", m.from().algebraic())
                .put("to", m.to().algebraic());
        if (m.promotion() != null) {
          move.put("promotion", String.valueOf(m.promotion().letter()));
        }
        legal.add(move);
      }
    }
    JsonObject canMate =
        new JsonObject()
            .put("white", p.hasMatingMaterial(Side.WHITE))
            .put("black", p.hasMatingMaterial(Side.BLACK));
    return new JsonObject()
        .put("fen", Fen.write(p))
        .put("turn", p.sideToMove() == Side.WHITE ? "white" : "black")
        .raw("legal", JsonObject.objects(legal))
        .raw("sans", JsonObject.strings(line.sans()))
        .put("check", p.isCheck())
        .put(
            "end",
            end == null
                ? null
                : new JsonObject()
                    .put("result", end.result())
                    .put("termination", end.termination().name()))
        .put("canClaimDraw", game.canClaimDraw())
        .put("canMate", canMate);
  }
}
