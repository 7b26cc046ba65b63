package dev.chessplatform.game.application;

import dev.chessplatform.chess.Move;
import dev.chessplatform.chess.notation.Fen;
import dev.chessplatform.events.engine.EngineLimits;
import dev.chessplatform.events.engine.EngineRequest;
import dev.chessplatform.game.domain.GameState;
import java.time.Duration;
import java.time.Instant;

/**
 * The one way game-service asks the engine about a game's current position: its start FEN and every
 * UCI move (so repetitions count), {@code forSeq} = the game's version, one line.
 */
public final class EngineRequests {

  private EngineRequests() {}

  /**
   * A request for the position of {@code s}; {@code level} null means full strength within {@code
   * limits}; the answer is useless after {@code timeout}.
   */
  public static EngineRequest forPosition(
      GameState s,
      String requestId,
      Integer level,
      EngineLimits limits,
      Instant now,
      Duration timeout) {
    return new EngineRequest(
        requestId,
        EngineRequest.SCHEMA_VERSION,
        s.gameId(),
        s.version(),
        Fen.write(s.game().initialPosition()),
        s.game().moves().stream().map(Move::uci).toList(),
        level,
        limits,
        1,
        now,
        now.plus(timeout));
  }
}
