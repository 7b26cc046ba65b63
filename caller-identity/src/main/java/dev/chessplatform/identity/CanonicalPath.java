package dev.chessplatform.identity;

import java.util.Locale;
import java.util.Optional;

/**
 * The one form of a request path that the gateway decides on, routes and forwards, and that a
 * service routes. Vert.x Web routes {@code RoutingContext.normalizedPath()}: Vert.x core's {@code
 * HttpUtils.normalizePath} decodes percent-encoded unreserved characters (RFC 3986 §2.3, §6.2.2.2),
 * removes dot segments (§5.2.4) and drops empty segments; Quarkus REST decodes the rest of the path
 * once more when it matches. A path on which any of those changes something, or which a server
 * could read as another path, is not canonical and is refused before any decision, so that the path
 * a rule is checked against is the path that is served:
 *
 * <ul>
 *   <li>a dot segment, {@code .} or {@code ..}, raw or percent-encoded in any case ({@code %2e},
 *       {@code .%2E}): §3.3 and §5.2.4 remove it and the segment before it;
 *   <li>an empty segment ({@code //}), which Vert.x drops; a trailing {@code /} only where asked;
 *   <li>{@code %2F} or {@code %5C}, a raw {@code \}: a slash or a backslash that one server reads
 *       as data and another as a separator;
 *   <li>{@code ;}: matrix parameters (§3.3), which a servlet or JAX-RS container strips ({@code
 *       ;jsessionid=...}) before it matches;
 *   <li>{@code %00}, which ends a string in C and in some file APIs;
 *   <li>a percent-encoded unreserved character ({@code %61} for {@code a}): the router decodes it,
 *       so the path decided on would differ from the path routed.
 * </ul>
 *
 * A percent-encoded {@code %} ({@code %25}) is data, decoded once by the service and never again:
 * {@code %252e%252e} is the two-character text {@code %2e} twice, not a dot segment.
 */
public final class CanonicalPath {

  private CanonicalPath() {}

  /**
   * Why {@code path} (raw, as on the request line, without its query) is not canonical, in words
   * that follow "The path "; or nothing when it is.
   *
   * @param trailingSlash whether the path may end with {@code /} (the gateway's static files)
   */
  public static Optional<String> fault(String path, boolean trailingSlash) {
    if (path == null || !path.startsWith("/")) {
      return Optional.of("does not start with '/'");
    }
    if (path.equals("/")) {
      return Optional.empty();
    }
    String[] segments = path.substring(1).split("/", -1);
    for (int s = 0; s < segments.length; s++) {
      String segment = segments[s];
      boolean last = s == segments.length - 1;
      if (segment.isEmpty() && last) {
        if (trailingSlash) {
          continue;
        }
        return Optional.of("ends with '/': send it without (one resource, one path)");
      }
      if (segment.isEmpty()) {
        return Optional.of(
            "holds an empty segment ('//'), which routers drop: send the path without it");
      }
      String dots = segment.toLowerCase(Locale.ROOT).replace("%2e", ".");
      if (dots.equals(".") || dots.equals("..")) {
        return Optional.of(
            "holds the dot segment '"
                + segment
                + "', which routers remove with the segment before it (RFC 3986 §5.2.4):"
                + " send the path it stands for");
      }
      Optional<String> fault = characterFault(segment);
      if (fault.isPresent()) {
        return fault;
      }
    }
    return Optional.empty();
  }

  /** Whether {@code path} is canonical, with no trailing {@code /} (every path of the API). */
  public static boolean isCanonical(String path) {
    return fault(path, false).isEmpty();
  }

  private static Optional<String> characterFault(String segment) {
    for (int i = 0; i < segment.length(); i++) {
      char c = segment.charAt(i);
      if (c == '\\') {
        return Optional.of("holds a '\\', which some servers read as '/': percent-encode it");
      }
      if (c == ';') {
        return Optional.of(
            "holds ';', which begins matrix parameters that servers strip (RFC 3986 §3.3):"
                + " percent-encode it as %3B");
      }
      if (c != '%') {
        continue;
      }
      int octet = i + 2 < segment.length() ? hexOctet(segment, i + 1) : -1;
      if (octet < 0) {
        return Optional.of("holds a '%' not followed by two hexadecimal digits (RFC 3986 §2.1)");
      }
      String escape = segment.substring(i, i + 3);
      if (octet == '/' || octet == '\\') {
        return Optional.of(
            "holds '"
                + escape
                + "', an encoded "
                + (octet == '/' ? "slash" : "backslash")
                + " that one server reads as data and another as a separator");
      }
      if (octet == 0) {
        return Optional.of("holds '%00', a NUL byte");
      }
      if (unreserved(octet)) {
        return Optional.of(
            "holds '"
                + escape
                + "', an encoded unreserved character that routers decode (RFC 3986 §2.3,"
                + " §6.2.2.2): send '"
                + (char) octet
                + "' itself");
      }
      i += 2;
    }
    return Optional.empty();
  }

  private static int hexOctet(String text, int at) {
    int high = hex(text.charAt(at));
    int low = hex(text.charAt(at + 1));
    return high < 0 || low < 0 ? -1 : high * 16 + low;
  }

  /** ASCII only: {@link Character#digit} would take other scripts' digits too. */
  private static int hex(char c) {
    if (c >= '0' && c <= '9') {
      return c - '0';
    }
    char lower = (char) (c | 0x20);
    return lower >= 'a' && lower <= 'f' ? lower - 'a' + 10 : -1;
  }

  /** RFC 3986 §2.3: ALPHA / DIGIT / "-" / "." / "_" / "~". */
  private static boolean unreserved(int c) {
    return (c >= 'A' && c <= 'Z')
        || (c >= 'a' && c <= 'z')
        || (c >= '0' && c <= '9')
        || c == '-'
        || c == '.'
        || c == '_'
        || c == '~';
  }
}
