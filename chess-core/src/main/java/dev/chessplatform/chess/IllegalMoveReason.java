package dev.chessplatform.chess;

/** Why a move was refused, most specific reason first. */
public enum IllegalMoveReason {
  /** The game is already over. */
  GAME_OVER,
  /** No piece stands on the from-square. */
  NO_PIECE,
  /** The piece on the from-square belongs to the side not to move. */
  NOT_YOUR_PIECE,
  /** A pawn reaching the last rank needs a promotion piece (FIDE Laws 3.7.5.1). */
  PROMOTION_REQUIRED,
  /**
   * A promotion piece was given for a move that is not a promotion, or the piece is a king/pawn.
   */
  INVALID_PROMOTION,
  /** Castling is not allowed now: rights lost, pieces between, or the king in or passing check. */
  CASTLING_NOT_ALLOWED,
  /** The piece could move there but the move would leave the own king in check (FIDE 3.9). */
  KING_IN_CHECK,
  /** The piece does not move that way. */
  NOT_A_MOVE
}
