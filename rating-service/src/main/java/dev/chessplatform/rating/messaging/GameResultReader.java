package dev.chessplatform.rating.messaging;

import dev.chessplatform.events.results.GameResultCodec;
import dev.chessplatform.events.results.GameResultRecord;
import dev.chessplatform.rating.domain.GameResult;
import dev.chessplatform.rating.domain.PlayerId;
import dev.chessplatform.rating.domain.PlayerIdFormat;
import dev.chessplatform.rating.domain.RatedGame;
import java.util.Optional;

/**
 * Reads a {@link GameResultRecord} with the contract's codec ({@link GameResultCodec}, which
 * ignores unknown fields and answers a record outside the contract with the field at fault) and
 * maps it to the domain's {@link RatedGame}. Only the player ids are this service's to check: a
 * computer level it does not know, or one player on both sides, is an invalid field too. Never
 * throws.
 */
public final class GameResultReader {

  public ResultRead read(byte[] value) {
    GameResultCodec.Decoded decoded = GameResultCodec.decode(value);
    if (decoded instanceof GameResultCodec.Failed failed) {
      return new ResultRead.Unreadable(reason(failed.failure()), failed.detail());
    }
    if (!(decoded instanceof GameResultCodec.Read read)) {
      throw new IllegalStateException("unhandled decoding: " + decoded);
    }
    GameResultRecord record = read.record();
    Optional<PlayerId> white = PlayerIdFormat.parse(record.white());
    Optional<PlayerId> black = PlayerIdFormat.parse(record.black());
    if (white.isEmpty() || black.isEmpty()) {
      return invalid("field '" + (white.isEmpty() ? "white" : "black") + "' is not a player id");
    }
    if (white.get().equals(black.get())) {
      return invalid("field 'black' is the same player as 'white'");
    }
    RatedGame game =
        new RatedGame(
            record.gameId(), white.get(), black.get(), gameResult(record.result()), record.rated());
    return new ResultRead.Readable(record, game);
  }

  private static ParkReason reason(GameResultCodec.Failure failure) {
    return switch (failure) {
      case NOT_JSON -> ParkReason.NOT_JSON;
      case MISSING_FIELD -> ParkReason.MISSING_FIELD;
      case INVALID_FIELD -> ParkReason.INVALID_FIELD;
      case UNKNOWN_VERSION -> ParkReason.UNKNOWN_VERSION;
    };
  }

  /** The codec admits only the three PGN results. */
  private static GameResult gameResult(String pgn) {
    return switch (pgn) {
      case GameResultRecord.WHITE_WINS -> GameResult.WHITE_WINS;
      case GameResultRecord.BLACK_WINS -> GameResult.BLACK_WINS;
      case GameResultRecord.DRAW -> GameResult.DRAW;
      default -> throw new IllegalStateException("result outside the contract: " + pgn);
    };
  }

  private static ResultRead invalid(String detail) {
    return new ResultRead.Unreadable(ParkReason.INVALID_FIELD, detail);
  }
}
