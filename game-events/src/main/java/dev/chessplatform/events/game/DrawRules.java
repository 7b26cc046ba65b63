package dev.chessplatform.events.game;

/**
 * How threefold repetition and the fifty-move rule are applied. Fivefold repetition, the 75-move
 * rule, stalemate and dead positions end the game automatically under both.
 */
public enum DrawRules {
  /** The product's default: the source documents say these positions "都判和" (are drawn). */
  AUTOMATIC,
  /** FIDE Laws 9.2 and 9.3: the player to move may claim the draw. */
  CLAIM
}
