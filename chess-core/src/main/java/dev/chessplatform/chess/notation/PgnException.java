package dev.chessplatform.chess.notation;

/**
 * PGN text that cannot be read: bad syntax, a bad tag, or a move that is not legal where it stands.
 */
public final class PgnException extends ChessFormatException {
  /** What is wrong. */
  public enum Reason {
    SYNTAX,
    BAD_TAG,
    BAD_FEN_TAG,
    ILLEGAL_MOVE,
    UNCLOSED,
    TOO_DEEP,
    TOO_LARGE
  }

  private final Reason reason;
  private final int line;

  public PgnException(Reason reason, String detail, int line, String context) {
    super("Invalid PGN (" + reason + ") at line " + line + ": " + detail, clip(context));
    this.reason = reason;
    this.line = line;
  }

  public Reason reason() {
    return reason;
  }

  /** 1-based line of the fault. */
  public int line() {
    return line;
  }

  @Override
  public String code() {
    return reason.name();
  }
}
