package dev.chessplatform.game.api;

import dev.chessplatform.problems.ProblemCatalog;
import dev.chessplatform.problems.ProblemType;
import java.util.List;

/**
 * The problem types of game-service, registered for {@link java.util.ServiceLoader} so that the
 * OpenAPI document's {@code Problem.type} enum lists them (the platform's come from http-problems).
 * {@code GameProblemCatalogTest} checks that every {@code ProblemType} constant of the service is
 * here.
 */
public final class GameProblemCatalog implements ProblemCatalog {

  @Override
  public List<ProblemType> types() {
    return GameProblems.ALL;
  }
}
