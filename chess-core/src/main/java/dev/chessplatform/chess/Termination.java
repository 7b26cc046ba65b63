package dev.chessplatform.chess;

/**
 * Why a game ended by the rules on the board (clocks, resignation and agreement live elsewhere).
 */
public enum Termination {
  /** FIDE Laws 5.1.1. */
  CHECKMATE,
  /** FIDE Laws 5.2.1. */
  STALEMATE,
  /** FIDE Laws 9.2: claimed, or automatic under {@link RuleSet#AUTOMATIC}. */
  THREEFOLD_REPETITION,
  /** FIDE Laws 9.6.1: always automatic. */
  FIVEFOLD_REPETITION,
  /** FIDE Laws 9.3: fifty moves by each side without a capture or pawn move. */
  FIFTY_MOVES,
  /** FIDE Laws 9.6.2: seventy-five moves each, always automatic. */
  SEVENTY_FIVE_MOVES,
  /** FIDE Laws 5.2.2: neither side can mate by any series of legal moves. */
  INSUFFICIENT_MATERIAL
}
