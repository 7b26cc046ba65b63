package dev.chessplatform.chess.notation;

import static dev.chessplatform.chess.notation.PgnException.Reason.*;

/**
 * Splits PGN text into tokens (PGN standard, section 7): tag pairs, comments in braces or after a
 * semicolon, {@code %} escape lines, NAGs, variation parentheses, move numbers and symbols. It
 * works on a char array with an index, so any input finishes in time linear in its length.
 */
final class PgnLexer {
  enum Kind {
    TAG,
    COMMENT,
    NAG,
    OPEN,
    CLOSE,
    RESULT,
    SYMBOL,
    END
  }

  /** A token; for TAG, {@code text} is the name and {@code value} the unescaped value. */
  record Token(Kind kind, String text, String value, int line) {}

  private final String s;
  private int i;
  private int line = 1;

  PgnLexer(String text) {
    this.s = text;
  }

  Token next() {
    while (i < s.length()) {
      char c = s.charAt(i);
      if (c == '\n') {
        line++;
        i++;
      } else if (Character.isWhitespace(c) || c == '\uFEFF') {
        i++;
      } else if (c == '%' && (i == 0 || s.charAt(i - 1) == '\n')) {
        skipLine();
      } else if (c == ';') {
        int start = ++i;
        skipLine();
        return new Token(Kind.COMMENT, s.substring(start, i).strip(), null, line - 1);
      } else if (c == '{') {
        int startLine = line;
        int end = s.indexOf('}', i + 1);
        if (end < 0) {
          throw new PgnException(UNCLOSED, "comment never closed", startLine, s.substring(i));
        }
        String body = s.substring(i + 1, end);
        line += (int) body.chars().filter(ch -> ch == '\n').count();
        i = end + 1;
        return new Token(Kind.COMMENT, body.strip().replaceAll("\\s+", " "), null, startLine);
      } else if (c == '[') {
        return tag();
      } else if (c == '(' || c == ')') {
        i++;
        return new Token(c == '(' ? Kind.OPEN : Kind.CLOSE, String.valueOf(c), null, line);
      } else if (c == '$') {
        int start = ++i;
        while (i < s.length() && Character.isDigit(s.charAt(i)) && i - start < 3) {
          i++;
        }
        if (i == start) {
          throw new PgnException(SYNTAX, "'$' without a number", line, s.substring(start - 1));
        }
        return new Token(Kind.NAG, s.substring(start, i), null, line);
      } else {
        return symbol();
      }
    }
    return new Token(Kind.END, "", null, line);
  }

  private void skipLine() {
    while (i < s.length() && s.charAt(i) != '\n') {
      i++;
    }
  }

  private Token symbol() {
    int start = i;
    if (s.charAt(i) == ']' || s.charAt(i) == '}') {
      throw new PgnException(
          SYNTAX,
          "unexpected '" + s.charAt(i) + "'",
          line,
          s.substring(i, Math.min(s.length(), i + 40)));
    }
    while (i < s.length()
        && !Character.isWhitespace(s.charAt(i))
        && "{}()[];$".indexOf(s.charAt(i)) < 0) {
      i++;
    }
    String text = s.substring(start, i);
    boolean result =
        text.equals("1-0") || text.equals("0-1") || text.equals("1/2-1/2") || text.equals("*");
    return new Token(result ? Kind.RESULT : Kind.SYMBOL, text, null, line);
  }

  private Token tag() {
    int startLine = line;
    int end = i + 1;
    while (end < s.length() && Character.isWhitespace(s.charAt(end))) {
      end++;
    }
    int nameStart = end;
    while (end < s.length() && (Character.isLetterOrDigit(s.charAt(end)) || s.charAt(end) == '_')) {
      end++;
    }
    String name = s.substring(nameStart, end);
    while (end < s.length() && Character.isWhitespace(s.charAt(end))) {
      end++;
    }
    if (name.isEmpty() || end >= s.length() || s.charAt(end) != '"') {
      throw new PgnException(
          BAD_TAG,
          "expected [Name \"value\"]",
          startLine,
          s.substring(i, Math.min(s.length(), i + 80)));
    }
    StringBuilder value = new StringBuilder();
    end++;
    while (end < s.length() && s.charAt(end) != '"' && s.charAt(end) != '\n') {
      char c = s.charAt(end);
      if (c == '\\'
          && end + 1 < s.length()
          && (s.charAt(end + 1) == '"' || s.charAt(end + 1) == '\\')) {
        c = s.charAt(++end);
      }
      value.append(c);
      end++;
    }
    int close = end + 1;
    while (close < s.length() && s.charAt(close) == ' ') {
      close++;
    }
    if (end >= s.length()
        || s.charAt(end) != '"'
        || close >= s.length()
        || s.charAt(close) != ']') {
      throw new PgnException(
          BAD_TAG,
          "tag " + name + " is not closed",
          startLine,
          s.substring(i, Math.min(s.length(), i + 80)));
    }
    i = close + 1;
    return new Token(Kind.TAG, name, value.toString(), startLine);
  }
}
