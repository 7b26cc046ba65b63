package dev.chessplatform.chess;

/**
 * Why a game ended: the one vocabulary of the platform, from the board, the players and the clock
 * (FIDE Laws of Chess, 2023), plus the two words of the platform itself ({@link #ABORTED}, {@link
 * #UNKNOWN}). The rules of this library ({@link Game#outcome()}) decide only the board's ends, the
 * first seven; the others are decided by whoever runs the game. Events, results and the HTTP API
 * carry a termination by its {@link #name()}, so a constant is never renamed; a new constant is a
 * contract change that readers learn before a writer writes it.
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
  INSUFFICIENT_MATERIAL,
  /** FIDE Laws 9.1 (5.2.3): a draw agreed by the players. */
  AGREEMENT,
  /** FIDE Laws 5.1.2: a player resigned. */
  RESIGNATION,
  /** FIDE Laws 6.9: the flag fell and the opponent can mate. */
  TIMEOUT,
  /** FIDE Laws 6.9: the flag fell but the opponent cannot mate by any series of moves: a draw. */
  TIMEOUT_VS_INSUFFICIENT_MATERIAL,
  /**
   * Not a FIDE end: the platform called the game off before both sides had moved (no result; a
   * result record writes it as an unrated draw that counts for nothing).
   */
  ABORTED,
  /**
   * Not a FIDE end: an imported game whose PGN names no end of these (its {@code Termination} tag
   * is kept with the game's tags). A played game never ends with it.
   */
  UNKNOWN
}
