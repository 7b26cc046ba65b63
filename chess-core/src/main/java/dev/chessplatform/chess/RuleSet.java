package dev.chessplatform.chess;

/**
 * How the two drawing rules that FIDE leaves to a claim are applied in a game. Fivefold repetition,
 * the 75-move rule, stalemate and dead positions end the game automatically in both.
 */
public enum RuleSet {
  /**
   * The product's default: threefold repetition and the fifty-move rule end the game at once, as
   * the product's source documents require (and as lichess does).
   */
  AUTOMATIC,
  /** FIDE Laws 9.2 and 9.3: threefold and fifty moves only entitle a player to claim a draw. */
  CLAIM
}
