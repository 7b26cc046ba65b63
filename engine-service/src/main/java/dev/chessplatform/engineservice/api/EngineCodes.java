package dev.chessplatform.engineservice.api;

import dev.chessplatform.engineservice.application.AnalysisJob;
import dev.chessplatform.engineservice.domain.MoveVerdicts;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

/**
 * The closed sets of the API as enums, so that the OpenAPI document lists their values and a
 * generated client gets one named type for each. They mirror the service's own enums by name
 * instead of exposing them: an internal rename must not change the contract silently, and {@code
 * EngineCodesTest} fails when the two drift apart.
 */
public final class EngineCodes {

  private EngineCodes() {}

  /** {@link AnalysisJob.Status}. */
  @Schema(
      description =
          "Where an analysis is: QUEUED (waiting for a worker, or for another one after its"
              + " engine instance stopped), RUNNING, DONE, CANCELLED (by its owner), EXPIRED (past"
              + " engine.analysis.deadline), FAILED (the engine broke, or the instances running it"
              + " kept stopping). EXPIRED and FAILED carry a `reason`. Only QUEUED and RUNNING still"
              + " change.")
  public enum AnalysisStatus {
    QUEUED,
    RUNNING,
    DONE,
    CANCELLED,
    EXPIRED,
    FAILED;

    static AnalysisStatus of(AnalysisJob.Status status) {
      return valueOf(status.name());
    }
  }

  /** {@link MoveVerdicts.Judgement}. */
  @Schema(
      description =
          "The name of what a move lost against the engine's best: GOOD (below 50 centipawns),"
              + " INACCURACY (from 50), MISTAKE (from 100), BLUNDER (from 300)")
  public enum MoveJudgement {
    GOOD,
    INACCURACY,
    MISTAKE,
    BLUNDER;

    static MoveJudgement of(MoveVerdicts.Judgement judgement) {
      return valueOf(judgement.name());
    }
  }

  /** Why a position of an analysis has no best move. */
  @Schema(description = "The game is over in this position: no move to search")
  public enum PositionEnding {
    CHECKMATE,
    STALEMATE
  }
}
