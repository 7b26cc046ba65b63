package dev.chessplatform.rating.api;

import dev.chessplatform.problems.Problem;
import dev.chessplatform.problems.ProblemException;
import dev.chessplatform.problems.ProblemType;
import dev.chessplatform.rating.domain.ComputerOpponents;

/** The problem types of rating-service (RFC 9457), documented in the README. */
public final class RatingProblems {

  /** The id cannot be a player: blank, or a computer level outside 1..5. */
  public static final ProblemType UNKNOWN_PLAYER =
      new ProblemType("unknown-player", "No such player", 404);

  /** {@code page} or {@code size} is not a number in range. */
  public static final ProblemType INVALID_PAGING =
      new ProblemType("invalid-paging", "The page or page size is out of range", 400);

  /** The preview's {@code opponent} is missing or is the player themself. */
  public static final ProblemType INVALID_OPPONENT =
      new ProblemType("invalid-opponent", "The opponent cannot be previewed", 400);

  private RatingProblems() {}

  static ProblemException unknownPlayer(String field, String playerId) {
    return new ProblemException(
        Problem.of(UNKNOWN_PLAYER)
            .detail(
                "'"
                    + playerId
                    + "' is not a player id: give an account id, or computer:1 to computer:"
                    + ComputerOpponents.LEVELS
                    + " for the engine's levels")
            .with("playerId", playerId)
            .with("field", field)
            .build());
  }

  static ProblemException invalidPaging(String field, String value, String rule) {
    return new ProblemException(
        Problem.of(INVALID_PAGING)
            .detail("'" + field + "' must be " + rule + ", was '" + value + "'")
            .with("field", field)
            .build());
  }

  static ProblemException invalidOpponent(String detail) {
    return new ProblemException(
        Problem.of(INVALID_OPPONENT).detail(detail).with("field", "opponent").build());
  }
}
