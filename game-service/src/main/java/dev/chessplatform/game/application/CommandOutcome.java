package dev.chessplatform.game.application;

import dev.chessplatform.events.game.GameEventEnvelope;
import dev.chessplatform.game.domain.GameError;
import dev.chessplatform.game.domain.GameState;
import java.util.List;

/** How a command ended, as the api layer answers it. */
public sealed interface CommandOutcome {

  /** The events are committed to Kafka; {@code state} is the game after them. */
  record Applied(GameState state, List<GameEventEnvelope> events) implements CommandOutcome {}

  /** The same Idempotency-Key was seen before: the first answer, nothing written. */
  record Replayed(GameState state) implements CommandOutcome {}

  /** The game refused the command; nothing written. */
  record Refused(GameError error, GameState state) implements CommandOutcome {}

  /** {@code If-Match} named another version than the current one; nothing written. */
  record VersionMismatch(long expected, GameState state) implements CommandOutcome {}

  /**
   * The game is private and the command's player may not read it: nothing written, and the answer
   * says nothing of the game ({@code Privacy}).
   */
  record Hidden(String gameId) implements CommandOutcome {}

  /** No game has this id. */
  record NotFound(String gameId) implements CommandOutcome {}

  /** The player named in the request's {@code field} ({@code given}) is no account. */
  record UnknownPlayer(String field, String given) implements CommandOutcome {}

  /** The player directory could not say in time whether {@code given} is a player. */
  record DirectoryBehind(String field, String given) implements CommandOutcome {}

  /** This instance cannot write the game now (not its owner yet, or Kafka failed). */
  record Unavailable(String reason) implements CommandOutcome {}
}
