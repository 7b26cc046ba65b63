package dev.chessplatform.game.domain;

import dev.chessplatform.chess.Game;
import dev.chessplatform.chess.IllegalMoveReason;
import dev.chessplatform.chess.Move;
import java.util.Map;

/**
 * A refused UCI move in the words game-service's API gives it (a problem's {@code code}, {@code
 * detail} and {@code castling}), for a client that plays without game-service: browser-engine's
 * offline games say the same sentence as the server.
 */
public final class RefusedMove {

  /**
   * @param code chess-core's {@link IllegalMoveReason} name
   * @param english the sentence, e.g. "e1g1 is not legal: the king would pass through f1, which is
   *     attacked"
   * @param castling for a refused castling: reason, side, and square and captured when they apply
   *     (see {@link CastlingRefusal}); else null
   */
  public record Words(String code, String english, Map<String, Object> castling) {}

  private RefusedMove() {}

  /** Why {@code move}, refused for {@code reason} in the current position of {@code game}. */
  @SuppressWarnings("unchecked")
  public static Words of(Game game, Move move, IllegalMoveReason reason) {
    MoveRefusals.Refusal r = MoveRefusals.uci(game, move, reason);
    // Not get() on an empty Map.of(): TeaVM 0.16's empty map computes hash % 0 there, which its
    // WebAssembly build traps on (browser-engine's chess.wasm).
    Object castling = r.members().isEmpty() ? null : r.members().get("castling");
    return new Words(r.code(), r.detail(), (Map<String, Object>) castling);
  }
}
