package dev.chessplatform.game.messaging;

import dev.chessplatform.chess.Termination;
import dev.chessplatform.events.game.GameEvent.GameEnded;
import dev.chessplatform.events.results.GameResultCodec;
import dev.chessplatform.events.results.GameResultRecord;
import dev.chessplatform.game.domain.GameState;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.UUID;

/** The {@code chess.game-results} record of an ended game, written in the GameEnded transaction. */
final class ResultRecords {

  private ResultRecords() {}

  static String json(GameState before, GameEnded ended, Instant at) {
    boolean aborted = ended.termination() == Termination.ABORTED;
    GameResultRecord record =
        new GameResultRecord(
            UUID.nameUUIDFromBytes(("result:" + before.gameId()).getBytes(StandardCharsets.UTF_8))
                .toString(),
            before.gameId(),
            GameResultRecord.SCHEMA_VERSION,
            before.white(),
            before.black(),
            // GameResultRecord knows no "*": an aborted game is written as an unrated draw with
            // the termination ABORTED, which readers must not count.
            aborted ? GameResultRecord.DRAW : ended.result(),
            // The same names by contract (GameResultCodecTest in game-events).
            ended.termination(),
            !aborted && before.settings() != null && before.settings().rated(),
            at);
    return GameResultCodec.encode(record);
  }
}
