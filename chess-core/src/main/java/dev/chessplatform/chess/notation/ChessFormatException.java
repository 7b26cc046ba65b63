package dev.chessplatform.chess.notation;

/**
 * The one error type that every parser in this library throws: callers catch this and nothing else.
 * Each subtype names its fault with a stable machine code ({@link #code()}) and a message that says
 * what is wrong and where.
 */
public abstract sealed class ChessFormatException extends RuntimeException
    permits FenException, SanException, UciMoveException, PgnException {
  private final String input;

  ChessFormatException(String message, String input) {
    super(message);
    this.input = input;
  }

  /** Stable machine-readable code, e.g. {@code TWO_KINGS}; the name of the subtype's reason. */
  public abstract String code();

  /** The text that failed to parse, possibly shortened to 200 characters. */
  public String input() {
    return input;
  }

  static String clip(String s) {
    if (s == null) {
      return "";
    }
    return s.length() <= 200 ? s : s.substring(0, 200) + "…";
  }
}
