package dev.chessplatform.problems;

import java.util.List;

/** The platform-wide problem types: the constants of {@link ProblemType}. */
public final class PlatformProblems implements ProblemCatalog {

  static final List<ProblemType> TYPES =
      List.of(
          ProblemType.MALFORMED_REQUEST,
          ProblemType.INVALID_FIELD,
          ProblemType.UNAUTHENTICATED,
          ProblemType.FORBIDDEN,
          ProblemType.NOT_FOUND,
          ProblemType.METHOD_NOT_ALLOWED,
          ProblemType.NOT_ACCEPTABLE,
          ProblemType.CONFLICT,
          ProblemType.PAYLOAD_TOO_LARGE,
          ProblemType.UNSUPPORTED_MEDIA_TYPE,
          ProblemType.RATE_LIMITED,
          ProblemType.INTERNAL,
          ProblemType.BAD_GATEWAY,
          ProblemType.SERVICE_UNAVAILABLE,
          ProblemType.UPSTREAM_TIMEOUT);

  @Override
  public List<ProblemType> types() {
    return TYPES;
  }
}
