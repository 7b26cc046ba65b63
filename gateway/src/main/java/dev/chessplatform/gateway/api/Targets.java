package dev.chessplatform.gateway.api;

import java.util.Optional;

/**
 * The characters a request target may hold as sent (RFC 3986 §2–§3): a path of unreserved
 * characters, sub-delimiters, {@code : @ /} and percent-encoded bytes; a query the same plus {@code
 * ?}. What {@link java.net.URI} would refuse is refused, with words that say where and why.
 */
final class Targets {

  private static final String ALLOWED =
      "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~!$&'()*+,;=:@/";

  private Targets() {}

  /** Why {@code raw} cannot be a path (or a query), in words after "The path …"; or nothing. */
  static Optional<String> fault(String raw, boolean query) {
    for (int i = 0; i < raw.length(); i++) {
      char c = raw.charAt(i);
      if (c == '%') {
        if (i + 2 < raw.length() && hex(raw.charAt(i + 1)) && hex(raw.charAt(i + 2))) {
          i += 2;
          continue;
        }
        String escape = raw.substring(i, Math.min(raw.length(), i + 3));
        return Optional.of(
            "holds '"
                + (printable(escape) ? escape : "%")
                + "' at index "
                + i
                + ": a '%' must be followed by two hexadecimal digits (RFC 3986 §2.1);"
                + " send a '%' itself as %25");
      }
      if (ALLOWED.indexOf(c) < 0 && !(query && c == '?')) {
        return Optional.of(
            "holds "
                + String.format("U+%04X", (int) c)
                + (printable(String.valueOf(c)) ? " ('" + c + "')" : "")
                + " at index "
                + i
                + ", which a URI cannot hold as it is: percent-encode it (RFC 3986 §2.1)");
      }
    }
    return Optional.empty();
  }

  /** Visible ASCII, safe to quote in a detail or to use as an instance. */
  static boolean printable(String text) {
    return text.chars().allMatch(c -> c > 0x20 && c < 0x7f);
  }

  private static boolean hex(char c) {
    return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
  }
}
