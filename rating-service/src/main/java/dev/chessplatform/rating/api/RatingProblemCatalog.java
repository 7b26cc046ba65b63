package dev.chessplatform.rating.api;

import dev.chessplatform.problems.ProblemCatalog;
import dev.chessplatform.problems.ProblemType;
import java.util.List;

/**
 * The problem types of rating-service, registered for {@link java.util.ServiceLoader} so that the
 * OpenAPI document's {@code Problem.type} enum lists them (the platform's come from http-problems).
 */
public final class RatingProblemCatalog implements ProblemCatalog {

  @Override
  public List<ProblemType> types() {
    return List.of(
        RatingProblems.UNKNOWN_PLAYER,
        RatingProblems.INVALID_PAGING,
        RatingProblems.INVALID_OPPONENT);
  }
}
