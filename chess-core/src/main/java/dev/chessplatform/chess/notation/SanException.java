package dev.chessplatform.chess.notation;

/** A SAN move that is malformed, illegal, ambiguous or lacks a required promotion piece. */
public final class SanException extends ChessFormatException {
  /** What is wrong. */
  public enum Reason {
    EMPTY,
    SYNTAX,
    ILLEGAL,
    AMBIGUOUS,
    PROMOTION_REQUIRED
  }

  private final Reason reason;

  public SanException(Reason reason, String detail, String san) {
    super("Invalid SAN (" + reason + "): " + detail + " in \"" + clip(san) + "\"", clip(san));
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
