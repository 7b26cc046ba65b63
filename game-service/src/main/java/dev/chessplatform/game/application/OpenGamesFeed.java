package dev.chessplatform.game.application;

import java.time.Duration;

/**
 * How current {@link OpenGames} is: messaging's {@code OpenGamesTail} reads every partition of
 * {@code chess.game-events} into it on every instance.
 */
public interface OpenGamesFeed {

  /**
   * Waits until every event appended before this call is folded in (at most {@code within}), so a
   * list answered after a command's answer shows it, whichever instance answers.
   *
   * @return false when {@code within} passed first: the lists may then miss the latest events
   */
  boolean catchUp(Duration within);

  /** True once the topic has been read to the end once after the start. */
  boolean ready();
}
