package dev.chessplatform.engineservice.api;

import dev.chessplatform.problems.ProblemCatalog;
import dev.chessplatform.problems.ProblemType;
import java.util.List;

/**
 * The problem types of engine-service, registered for {@link java.util.ServiceLoader} so that the
 * OpenAPI document's {@code Problem.type} enum lists them (the platform's come from http-problems).
 */
public final class EngineProblemCatalog implements ProblemCatalog {

  @Override
  public List<ProblemType> types() {
    return List.of(
        EngineProblems.INVALID_FEN,
        EngineProblems.ILLEGAL_MOVE,
        EngineProblems.INVALID_LEVEL,
        EngineProblems.INVALID_LIMITS,
        EngineProblems.NO_LEGAL_MOVE,
        EngineProblems.INVALID_ANALYSIS,
        EngineProblems.ANALYSIS_NOT_FOUND,
        EngineProblems.ENGINE_OVERLOADED);
  }
}
