package dev.chessplatform.gateway.api;

import dev.chessplatform.problems.ProblemCatalog;
import dev.chessplatform.problems.ProblemType;
import java.util.List;

/**
 * The gateway's own problem types, registered for {@link java.util.ServiceLoader} so that the
 * OpenAPI document's {@code Problem.type} enum lists them beside the platform's.
 */
public final class GatewayProblemCatalog implements ProblemCatalog {

  @Override
  public List<ProblemType> types() {
    return ProblemCatalog.constantsOf(GatewayProblems.class);
  }
}
