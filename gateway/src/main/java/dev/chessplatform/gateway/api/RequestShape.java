package dev.chessplatform.gateway.api;

import dev.chessplatform.gateway.config.GatewayConfig;
import dev.chessplatform.identity.CanonicalPath;
import dev.chessplatform.problems.Problem;
import io.vertx.core.MultiMap;
import io.vertx.core.http.HttpServerRequest;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import java.net.URI;
import java.util.Map;
import java.util.Optional;

/**
 * The first handler of every request, before the guard and every route: the request target and the
 * header fields are read as they came and refused with a problem when a service could not read them
 * or they exceed the gateway's limits. Vert.x's codec lets more through (its limits are raised in
 * {@code application.properties}) so that these refusals are problems, not the codec's empty 414
 * and 431. Quarkus' own check of the target is off ({@code config.GatewayMain}) for the same
 * reason.
 *
 * <ul>
 *   <li>path longer than {@code max-path-length}, or path and query longer than {@code
 *       max-target-length}: 414 {@code uri-too-long};
 *   <li>a character a URI cannot hold unencoded, or a {@code %} not followed by two hexadecimal
 *       digits (RFC 3986 §2.1, §3.3, §3.4): 400 {@code invalid-uri};
 *   <li>a path that is not canonical ({@link CanonicalPath}: a dot segment raw or encoded, {@code
 *       //}, {@code %2F}, {@code %5C}, {@code \}, {@code ;}, {@code %00}, an encoded unreserved
 *       character; a trailing {@code /} under {@code /api/} and {@code /game/}): 400 {@code
 *       invalid-uri}, without the path as its instance, which a client would resolve to another;
 *   <li>header fields larger than {@code max-header-bytes}: 431 {@code header-fields-too-large},
 *       naming the largest in {@code field}.
 * </ul>
 *
 * Every later decision (the guard's scope, bot restriction and buckets, the route, the proxy's
 * target) reads the one path this lets through: as a last line, a request whose raw path is not
 * what the router matches ({@code normalizedPath()}) and what the proxy forwards (the path of
 * {@code uri()}) is refused too, so a change in Vert.x's normalization cannot split them again.
 */
@ApplicationScoped
public class RequestShape {

  private final GatewayConfig.Limits limits;

  public RequestShape(GatewayConfig config) {
    this.limits = config.limits();
  }

  void install(@Observes Router router) {
    router.route().order(Integer.MIN_VALUE).handler(this::check);
  }

  private void check(RoutingContext rc) {
    HttpServerRequest request = rc.request();
    Optional<Problem.Builder> refusal = refusal(request.path(), request.query(), request.headers());
    if (refusal.isEmpty()) {
      refusal = onePath(request.path(), rc.normalizedPath(), request.uri());
    }
    if (refusal.isEmpty()) {
      rc.next();
      return;
    }
    String path = request.path();
    // The path is the instance when it is one; a path too long, not a URI or not canonical is not
    // repeated.
    if (path != null
        && path.length() <= limits.maxPathLength()
        && Targets.fault(path, false).isEmpty()
        && CanonicalPath.fault(path, !api(path)).isEmpty()
        && path.equals(rc.normalizedPath())) {
      refusal.get().instance(URI.create(path));
    }
    Problem problem = refusal.get().build();
    // The rest of the request is not read: the connection ends with the answer.
    ProblemBodies.send(rc.response(), problem, Map.of("Connection", "close"));
  }

  /** Why the gateway refuses a request with this raw path, raw query and headers; or nothing. */
  Optional<Problem.Builder> refusal(String path, String query, MultiMap headers) {
    String target = path == null ? "" : path;
    int length = target.length() + (query == null ? 0 : query.length() + 1);
    if (target.length() > limits.maxPathLength()) {
      return Optional.of(tooLong("The path", target.length(), limits.maxPathLength()));
    }
    if (length > limits.maxTargetLength()) {
      return Optional.of(
          tooLong("The request target (path and query)", length, limits.maxTargetLength()));
    }
    if (!target.startsWith("/")) {
      return Optional.of(
          Problem.of(GatewayProblems.INVALID_URI)
              .detail("The request target must be a path that starts with '/'"));
    }
    Optional<String> fault = Targets.fault(target, false);
    if (fault.isPresent()) {
      return Optional.of(Problem.of(GatewayProblems.INVALID_URI).detail("The path " + fault.get()));
    }
    fault = CanonicalPath.fault(target, !api(target));
    if (fault.isPresent()) {
      return Optional.of(Problem.of(GatewayProblems.INVALID_URI).detail("The path " + fault.get()));
    }
    fault = query == null ? Optional.empty() : Targets.fault(query, true);
    if (fault.isPresent()) {
      return Optional.of(
          Problem.of(GatewayProblems.INVALID_URI).detail("The query " + fault.get()));
    }
    return headerRefusal(headers);
  }

  /**
   * The API's paths ({@code /api/}, Lichess's {@code /game/}) have no trailing {@code /}: one
   * resource, one path, so that an exact rule of {@code RouteAccess} or {@code BotRestriction}
   * ({@code POST /api/games}) cannot be passed by with {@code /api/games/}. Elsewhere (the web
   * client, {@code /q/swagger-ui/}) a trailing {@code /} names a directory's index.
   */
  static boolean api(String path) {
    return path.startsWith("/api/") || path.equals("/api") || path.startsWith("/game/");
  }

  /**
   * The last line: the raw path equals the path the router matches and the path the proxy forwards,
   * or the request is refused. {@link CanonicalPath} makes it so for Vert.x 4.5's normalization
   * (its tests prove it); this holds whatever a later version does.
   */
  static Optional<Problem.Builder> onePath(String path, String routed, String uri) {
    int start = uri.startsWith("/") ? 0 : uri.indexOf('/', uri.indexOf("://") + 3);
    int end = uri.indexOf('?');
    String forwarded = start < 0 ? "" : uri.substring(start, end < start ? uri.length() : end);
    if (path.equals(routed) && path.equals(forwarded)) {
      return Optional.empty();
    }
    return Optional.of(
        Problem.of(GatewayProblems.INVALID_URI)
            .detail(
                "The path is not in the one form that is routed and forwarded; send it normalized"));
  }

  private Optional<Problem.Builder> headerRefusal(MultiMap headers) {
    long bytes = 0;
    String largest = null;
    long largestBytes = 0;
    for (Map.Entry<String, String> header : headers) {
      long size = header.getKey().length() + header.getValue().length() + 4L;
      bytes += size;
      if (size > largestBytes) {
        largest = header.getKey();
        largestBytes = size;
      }
    }
    if (bytes <= limits.maxHeaderBytes()) {
      return Optional.empty();
    }
    return Optional.of(
        Problem.of(GatewayProblems.HEADER_FIELDS_TOO_LARGE)
            .detail(
                "The header fields take "
                    + bytes
                    + " bytes, "
                    + largestBytes
                    + " of them "
                    + largest
                    + "; at most "
                    + limits.maxHeaderBytes()
                    + " are read")
            .with("field", largest)
            .with("maxBytes", limits.maxHeaderBytes()));
  }

  private static Problem.Builder tooLong(String what, int length, int max) {
    return Problem.of(GatewayProblems.URI_TOO_LONG)
        .detail(what + " has " + length + " characters; at most " + max + " are read")
        .with("maxBytes", max);
  }
}
