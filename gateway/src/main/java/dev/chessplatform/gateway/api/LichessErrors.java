package dev.chessplatform.gateway.api;

import dev.chessplatform.problems.Problem;

/**
 * Lichess's clients read an error's {@code error} member (lichess-bot logs it, berserk raises it);
 * ours read the problem. A refusal on Lichess's paths is both: our problem, with its stable type,
 * and its detail once more as {@code error}.
 */
final class LichessErrors {

  private LichessErrors() {}

  /** {@code problem} with an {@code error} member holding its detail (or its title). */
  static Problem withError(Problem problem) {
    Problem.Builder copy =
        Problem.of(problem.problemType())
            .detail(problem.getDetail())
            .instance(problem.getInstance());
    problem.getExtensions().forEach(copy::with);
    String error = problem.getDetail() == null ? problem.getTitle() : problem.getDetail();
    return copy.with("error", error).build();
  }
}
