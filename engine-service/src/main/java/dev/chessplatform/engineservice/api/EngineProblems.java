package dev.chessplatform.engineservice.api;

import dev.chessplatform.engineservice.domain.ReviewCaps;
import dev.chessplatform.engineservice.domain.SpecError;
import dev.chessplatform.problems.Problem;
import dev.chessplatform.problems.ProblemException;
import dev.chessplatform.problems.ProblemType;
import java.util.Map;

/** The problem types of engine-service (RFC 9457), documented in the README. */
public final class EngineProblems {

  /** The FEN is malformed or describes a position no game can reach. */
  public static final ProblemType INVALID_FEN =
      new ProblemType(
          "invalid-fen", "The FEN is malformed or describes an impossible position", 400);

  /** A move of the list is malformed or illegal in its position. */
  public static final ProblemType ILLEGAL_MOVE =
      new ProblemType("illegal-move", "A move of the list is illegal", 422);

  /** The level is not 1 to 5. */
  public static final ProblemType INVALID_LEVEL =
      new ProblemType("invalid-level", "The level must be 1 to 5", 400);

  /** movetimeMs, depth, nodes or multiPv is out of range. */
  public static final ProblemType INVALID_LIMITS =
      new ProblemType("invalid-limits", "A search limit is out of range", 400);

  /** The position is checkmate or stalemate. */
  public static final ProblemType NO_LEGAL_MOVE =
      new ProblemType("no-legal-move", "The side to move has no legal move", 422);

  /** The PGN cannot be read, or the analysis asks for nothing or too much. */
  public static final ProblemType INVALID_ANALYSIS =
      new ProblemType("invalid-analysis", "The analysis request cannot be run", 400);

  /** No analysis job of this caller has this id (it may have been forgotten). */
  public static final ProblemType ANALYSIS_NOT_FOUND =
      new ProblemType("analysis-not-found", "The analysis does not exist", 404);

  /** Every worker is busy and the queue is full, or the request waited past its deadline. */
  public static final ProblemType ENGINE_OVERLOADED =
      new ProblemType("engine-overloaded", "All engine workers are busy", 503);

  private EngineProblems() {}

  /** The problem for a rejected search; {@code prefix} names where the position came from. */
  static ProblemException of(SpecError error, String prefix) {
    if (error instanceof SpecError.BadFen e) {
      return new ProblemException(
          Problem.of(INVALID_FEN)
              .detail(e.detail())
              .with("field", prefix + "fen")
              .with("code", e.code())
              .build());
    }
    if (error instanceof SpecError.IllegalMove e) {
      return new ProblemException(
          Problem.of(ILLEGAL_MOVE)
              .detail(prefix + "moves[" + e.index() + "] '" + e.move() + "': " + e.detail())
              .with("field", prefix + "moves[" + e.index() + "]")
              .with("move", String.valueOf(e.move()))
              .build());
    }
    if (error instanceof SpecError.BadLevel e) {
      return new ProblemException(
          Problem.of(INVALID_LEVEL)
              .detail("level must be 1 to 5, was " + e.value())
              .with("field", "level")
              .build());
    }
    if (error instanceof SpecError.BadLimit e) {
      return new ProblemException(
          Problem.of(INVALID_LIMITS)
              .detail(e.field() + " must be " + e.rule() + ", was " + e.value())
              .with("field", e.field())
              .build());
    }
    if (error instanceof SpecError.NoLegalMove e) {
      return new ProblemException(
          Problem.of(NO_LEGAL_MOVE)
              .detail(e.checkmate() ? "The position is checkmate" : "The position is stalemate")
              .with("field", prefix + "fen")
              .build());
    }
    throw new IllegalStateException("unhandled search error: " + error);
  }

  static ProblemException overloaded(long retryAfterSeconds, String detail) {
    return new ProblemException(
        Problem.of(ENGINE_OVERLOADED)
            .detail(detail + "; retry in " + retryAfterSeconds + " s")
            .with("retryAfterSeconds", retryAfterSeconds)
            .build(),
        Map.of("Retry-After", Long.toString(retryAfterSeconds)));
  }

  /**
   * A request of a caller with {@code engine:review} alone past the review's caps: the platform's
   * {@code invalid-field}, naming the field and, when there is one, the largest value allowed.
   */
  static ProblemException beyondReview(ReviewCaps.Breach breach) {
    Problem.Builder problem =
        Problem.of(ProblemType.INVALID_FIELD)
            .detail(breach.detail())
            .with("field", breach.field())
            .with("requiredScope", BestMoveResource.SCOPE);
    if (breach.max() >= 0) {
      problem.with("max", breach.max());
    }
    return new ProblemException(problem.build());
  }

  static ProblemException invalidAnalysis(String field, String detail) {
    return new ProblemException(
        Problem.of(INVALID_ANALYSIS).detail(detail).with("field", field).build());
  }

  static ProblemException analysisNotFound(String id) {
    return new ProblemException(
        Problem.of(ANALYSIS_NOT_FOUND)
            .detail("No analysis '" + id + "' of yours is known here")
            .with("analysisId", id)
            .build());
  }
}
