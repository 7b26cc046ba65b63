package dev.chessplatform.gateway.paths;

import dev.chessplatform.gateway.domain.RouteAccess;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The attacker's ways of writing one path so that a router reads another: each rule of {@link
 * RouteAccess#table()} as a concrete path, and that path rewritten every way a router normalizes
 * (RFC 3986 §2.3 decoding, §5.2.4 dot segments, dropped empty segments) or a service could read
 * differently (matrix parameters, encoded separators, a NUL).
 */
final class PathVariants {

  /** Open prefixes that a {@code ..} climbs out of: the guard once decided on them alone. */
  private static final List<String> BASES =
      List.of("/api/platform", "/game/export", "/api/stream/game");

  /** Every method a rule that names none covers in the matrix (OPTIONS: finding 10). */
  static final List<String> ANY_METHOD = List.of("GET", "POST", "DELETE", "OPTIONS");

  private PathVariants() {}

  /** A concrete path of {@code rule}: a game's id for {@code *}, a sub-path below a prefix. */
  static String concrete(RouteAccess.Rule rule) {
    String path = rule.path().replace("*", "g1");
    if (!rule.prefix()) {
      return path;
    }
    // Under the accounts, the tokens: what findings 1, 2 and 4 reached.
    return path + (path.equals("/api/accounts") ? "/me/tokens" : "/x1");
  }

  static List<String> methods(RouteAccess.Rule rule) {
    return rule.methods().isEmpty() ? ANY_METHOD : rule.methods().stream().sorted().toList();
  }

  /**
   * Each way of writing {@code path}, by name; all but the double-encoded one are not canonical.
   */
  static Map<String, String> of(String path) {
    Map<String, String> variants = new LinkedHashMap<>();
    for (String base : BASES) {
      String name = base.substring(base.lastIndexOf('/') + 1);
      variants.put(name + "/../..", base + "/../.." + path);
      variants.put(name + "/%2e%2e", base + "/%2e%2e/%2e%2e" + path);
      variants.put(name + "/%2E%2E", base + "/%2E%2E/%2E%2E" + path);
      variants.put(name + "/.%2e/%2e.", base + "/.%2e/%2e." + path);
    }
    int second = path.indexOf('/', 1);
    variants.put("/./", path.substring(0, second) + "/." + path.substring(second));
    variants.put("// inside", path.substring(0, second) + "/" + path.substring(second));
    variants.put("// leading", "/" + path);
    variants.put(";x=1", path + ";x=1");
    int last = path.lastIndexOf('/');
    for (String separator : List.of("\\", "%2f", "%2F", "%5c", "%5C")) {
      variants.put(separator, path.substring(0, last) + separator + path.substring(last + 1));
    }
    char letter = path.charAt(second + 1);
    variants.put(
        "encoded letter",
        path.substring(0, second + 1)
            + String.format("%%%02x", (int) letter)
            + path.substring(second + 2));
    variants.put("trailing /.", path + "/.");
    variants.put("trailing /..", path + "/..");
    variants.put("trailing /", path + "/");
    variants.put("%00", path + "%00");
    // Double-encoded: the text "%2e", canonical as it is; decoded twice it would climb out.
    variants.put("%252e%252e", "/api/platform/%252e%252e/%252e%252e" + path);
    return variants;
  }
}
