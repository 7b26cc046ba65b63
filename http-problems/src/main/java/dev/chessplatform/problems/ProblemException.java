package dev.chessplatform.problems;

import java.util.Map;

/**
 * Thrown by a service's {@code api} layer to answer with a problem. Domain code returns typed
 * errors as values; the resource maps them to a {@code ProblemException}.
 */
public class ProblemException extends RuntimeException {

  private final transient Problem problem;
  private final Map<String, String> headers;

  public ProblemException(Problem problem) {
    this(problem, Map.of());
  }

  /** A problem with extra response headers, for example {@code Retry-After} on 429 and 503. */
  public ProblemException(Problem problem, Map<String, String> headers) {
    super(problem.getTitle() + (problem.getDetail() == null ? "" : ": " + problem.getDetail()));
    this.problem = problem;
    this.headers = Map.copyOf(headers);
  }

  public Problem problem() {
    return problem;
  }

  public Map<String, String> headers() {
    return headers;
  }
}
