package dev.chessplatform.game.application;

import dev.chessplatform.game.domain.GameCommand.Standing;
import java.util.Optional;
import java.util.concurrent.CompletionStage;

/** Players' standings at rating-service, as game-service records them at a game's start. */
public interface PlayerRatings {

  /**
   * The standing of {@code playerId} (a player rating-service does not know is provisional and
   * unrated); empty when rating-service gave no usable answer in time. Never fails.
   */
  CompletionStage<Optional<Standing>> standing(String playerId);
}
