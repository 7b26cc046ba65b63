package dev.chessplatform.chess;

/** What a position alone says: play on, or the game has ended here. */
public enum Status {
  PLAYING,
  /** FIDE Laws 5.1.1. */
  CHECKMATE,
  /** FIDE Laws 5.2.1. */
  STALEMATE,
  /** Neither side can mate by any series of legal moves (FIDE Laws 5.2.2), as far as decided. */
  INSUFFICIENT_MATERIAL
}
