package dev.chessplatform.chess.notation;

/** A FEN string that is malformed or describes an impossible position. */
public final class FenException extends ChessFormatException {
  /** What is wrong. */
  public enum Reason {
    EMPTY,
    TOO_LONG,
    FIELD_COUNT,
    RANK_COUNT,
    RANK_LENGTH,
    UNKNOWN_PIECE,
    KING_COUNT,
    TOO_MANY_PIECES,
    PAWN_ON_BACK_RANK,
    BAD_SIDE_TO_MOVE,
    BAD_CASTLING,
    CASTLING_WITHOUT_KING_OR_ROOK,
    BAD_EN_PASSANT,
    IMPOSSIBLE_EN_PASSANT,
    BAD_HALFMOVE_CLOCK,
    BAD_FULLMOVE_NUMBER,
    OPPONENT_IN_CHECK,
    IMPOSSIBLE_CHECK
  }

  private final Reason reason;

  public FenException(Reason reason, String detail, String fen) {
    super("Invalid FEN (" + reason + "): " + detail + " in \"" + clip(fen) + "\"", clip(fen));
    this.reason = reason;
  }

  public Reason reason() {
    return reason;
  }

  @Override
  public String code() {
    return reason.name();
  }
}
