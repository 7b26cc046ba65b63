package dev.chessplatform.game.api;

import dev.chessplatform.game.application.NamedCommands.Prepared;
import dev.chessplatform.problems.Problem;
import dev.chessplatform.problems.ProblemType;
import jakarta.ws.rs.core.Response;

/** The answers to a command whose named player could not be found: nothing was written. */
final class PlayerProblems {

  private PlayerProblems() {}

  static Response answer(Prepared prepared, String path) {
    if (prepared instanceof Prepared.UnknownPlayer u) {
      return CommandAnswers.problem(
          Problem.of(GameProblems.UNKNOWN_PLAYER)
              .detail("No player is named '" + u.given() + "'")
              .with("field", u.field()),
          path);
    }
    if (prepared instanceof Prepared.DirectoryBehind d) {
      return Response.fromResponse(
              CommandAnswers.problem(
                  Problem.of(ProblemType.SERVICE_UNAVAILABLE)
                      .detail(
                          "The player directory is catching up: whether '"
                              + d.given()
                              + "' is a player is not known yet; try again")
                      .with("field", d.field()),
                  path))
          .header("Retry-After", "1")
          .build();
    }
    throw new IllegalStateException("not a refusal: " + prepared);
  }
}
