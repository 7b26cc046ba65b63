package dev.chessplatform.problems;

import jakarta.ws.rs.core.Response;
import java.net.URI;
import java.util.Set;

/**
 * A stable problem type: a URI clients switch on, with its fixed title and HTTP status. Services
 * declare their own types as constants (for example {@code GameProblems.ILLEGAL_MOVE}); the
 * platform-wide ones are here.
 *
 * @param slug last path segment of the type URI, kebab-case, never changed once published
 * @param title the fixed human title of the type
 * @param status the HTTP status code it is answered with
 */
public record ProblemType(String slug, String title, int status) {

  /** Base of every type URI. The URIs are identifiers; the README documents each one. */
  public static final String BASE = "https://chess-platform.dev/problems/";

  static final Set<String> STANDARD_MEMBERS =
      Set.of("type", "title", "status", "detail", "instance");

  public static final ProblemType MALFORMED_REQUEST =
      new ProblemType("malformed-request", "The request body could not be read", 400);
  public static final ProblemType INVALID_FIELD =
      new ProblemType("invalid-field", "A field of the request is invalid", 400);
  public static final ProblemType UNAUTHENTICATED =
      new ProblemType("unauthenticated", "Authentication is required", 401);
  public static final ProblemType FORBIDDEN =
      new ProblemType("forbidden", "The caller may not do this", 403);
  public static final ProblemType NOT_FOUND =
      new ProblemType("not-found", "The resource does not exist", 404);
  public static final ProblemType METHOD_NOT_ALLOWED =
      new ProblemType("method-not-allowed", "The method is not allowed on this resource", 405);
  public static final ProblemType NOT_ACCEPTABLE =
      new ProblemType("not-acceptable", "No acceptable representation", 406);
  public static final ProblemType CONFLICT =
      new ProblemType("conflict", "The request conflicts with the current state", 409);
  public static final ProblemType PAYLOAD_TOO_LARGE =
      new ProblemType("payload-too-large", "The request body is too large", 413);
  public static final ProblemType UNSUPPORTED_MEDIA_TYPE =
      new ProblemType("unsupported-media-type", "The request body has an unsupported type", 415);
  public static final ProblemType RATE_LIMITED =
      new ProblemType("rate-limited", "Too many requests", 429);
  public static final ProblemType INTERNAL =
      new ProblemType("internal-error", "An unexpected error occurred", 500);
  public static final ProblemType BAD_GATEWAY =
      new ProblemType("bad-gateway", "A service answered badly or not at all", 502);
  public static final ProblemType SERVICE_UNAVAILABLE =
      new ProblemType("service-unavailable", "The service is unavailable", 503);
  public static final ProblemType UPSTREAM_TIMEOUT =
      new ProblemType("upstream-timeout", "A service did not answer in time", 504);

  public ProblemType {
    if (!slug.matches("[a-z0-9]+(-[a-z0-9]+)*")) {
      throw new IllegalArgumentException("problem slug must be kebab-case: " + slug);
    }
    if (status < 400 || status > 599) {
      throw new IllegalArgumentException("problem status must be 4xx or 5xx: " + status);
    }
  }

  public URI uri() {
    return URI.create(BASE + slug);
  }

  /**
   * The platform-wide type for a bare HTTP error status, used when a framework error has no type:
   * the platform's type of that status (for 400, two have it: a framework's bare 400 is a body it
   * could not read, {@code malformed-request}), else the type of its class.
   *
   * @throws IllegalArgumentException if {@code status} is not a 4xx or 5xx
   */
  public static ProblemType forStatus(int status) {
    if (status == MALFORMED_REQUEST.status()) {
      return MALFORMED_REQUEST;
    }
    for (ProblemType type : PlatformProblems.TYPES) {
      if (type.status() == status) {
        return type;
      }
    }
    return switch (Response.Status.Family.familyOf(status)) {
      case CLIENT_ERROR -> MALFORMED_REQUEST;
      case SERVER_ERROR -> INTERNAL;
      case INFORMATIONAL, SUCCESSFUL, REDIRECTION, OTHER ->
          throw new IllegalArgumentException("not an error status: " + status);
    };
  }
}
