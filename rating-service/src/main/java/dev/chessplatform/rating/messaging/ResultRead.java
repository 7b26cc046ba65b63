package dev.chessplatform.rating.messaging;

import dev.chessplatform.events.results.GameResultRecord;
import dev.chessplatform.rating.domain.RatedGame;

/** The outcome of reading one record: a game to apply, or a reason to park it. */
public sealed interface ResultRead permits ResultRead.Readable, ResultRead.Unreadable {

  record Readable(GameResultRecord record, RatedGame game) implements ResultRead {}

  record Unreadable(ParkReason reason, String detail) implements ResultRead {}
}
