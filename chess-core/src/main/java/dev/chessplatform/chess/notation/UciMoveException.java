package dev.chessplatform.chess.notation;

/** A UCI long-algebraic move (e.g. {@code e7e8q}) that is malformed or illegal. */
public final class UciMoveException extends ChessFormatException {
  /** What is wrong. */
  public enum Reason {
    SYNTAX,
    ILLEGAL,
    PROMOTION_REQUIRED
  }

  private final Reason reason;

  public UciMoveException(Reason reason, String detail, String san) {
    super("Invalid UCI move (" + reason + "): " + detail + " in \"" + clip(san) + "\"", clip(san));
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
