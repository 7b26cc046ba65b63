package dev.chessplatform.problems;

import java.util.Optional;

/**
 * Which characters a text field of a request may hold: printable Unicode text, nothing a person
 * cannot see or a store, log or terminal may take for something else.
 *
 * <p>Refused everywhere: the C0 controls U+0000–U+001F (NUL included), DEL U+007F and the C1
 * controls U+0080–U+009F (Unicode's general category Cc), and a lone surrogate (a high surrogate
 * not followed by a low one, or a low one alone): JSON's {@code \ud800} escape can name one, but it
 * is no character and has no UTF-8 form (Unicode 15, §3.9 D91; RFC 8259 §8.2). A multi-line field
 * (PGN) may also hold the ordinary whitespace TAB, LF and CR.
 */
public final class RequestText {

  private RequestText() {}

  /** Why {@code text} cannot be accepted, in words that end a sentence "Field 'x' …"; or none. */
  public static Optional<String> fault(String text, boolean multiline) {
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (Character.isHighSurrogate(c)) {
        if (i + 1 < text.length() && Character.isLowSurrogate(text.charAt(i + 1))) {
          i++;
          continue;
        }
        return Optional.of(loneSurrogate(c, i));
      }
      if (Character.isLowSurrogate(c)) {
        return Optional.of(loneSurrogate(c, i));
      }
      if (Character.getType(c) == Character.CONTROL
          && !(multiline && (c == '\t' || c == '\n' || c == '\r'))) {
        return Optional.of(
            "holds the control character "
                + codePoint(c)
                + " at index "
                + i
                + (multiline
                    ? ": only printable text, tabs and line breaks are accepted"
                    : ": only printable text on one line is accepted"));
      }
    }
    return Optional.empty();
  }

  private static String loneSurrogate(char c, int index) {
    return "holds "
        + codePoint(c)
        + " at index "
        + index
        + ", half of a UTF-16 surrogate pair without its other half: send whole characters";
  }

  /** U+0000 notation. */
  static String codePoint(int c) {
    return String.format("U+%04X", c);
  }
}
