package dev.chessplatform.engineservice.api;

import com.fasterxml.jackson.annotation.JsonInclude;
import dev.chessplatform.engineservice.api.EngineCodes.AnalysisStatus;
import dev.chessplatform.engineservice.api.EngineCodes.MoveJudgement;
import dev.chessplatform.engineservice.api.EngineCodes.PositionEnding;
import dev.chessplatform.engineservice.api.SearchViews.ScoreView;
import dev.chessplatform.engineservice.application.AnalysisJob;
import dev.chessplatform.engineservice.domain.MoveVerdicts;
import dev.chessplatform.engineservice.domain.SearchAnswer;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

/** The answers of the analysis endpoints. */
public final class AnalysisViews {

  private AnalysisViews() {}

  @Schema(description = "How many positions of the analysis are evaluated")
  public record ProgressView(
      @Schema(required = true, description = "Positions evaluated (or ended) so far") int done,
      @Schema(required = true, description = "Positions in the analysis") int total) {}

  /** The evaluation of one position; {@code ending} instead of a move when none is legal. */
  @JsonInclude(JsonInclude.Include.NON_NULL)
  @Schema(
      description =
          "The evaluation of one position: a best move, score and line, or `ending` when the game"
              + " is over there. Positions not evaluated yet are not listed.")
  public record PositionView(
      @Schema(required = true, description = "0-based index of the position in the analysis")
          int index,
      @Schema(required = true, description = "The position, in FEN") String fen,
      @Schema(description = "Best move in UCI; absent with `ending`", example = "e2e4")
          String bestMove,
      @Schema(description = "Best move in SAN; absent with `ending`", example = "e4") String san,
      @Schema(description = "Evaluation of the position; absent with `ending`") ScoreView score,
      @Schema(description = "Depth reached, in plies; absent with `ending`") Integer depth,
      @Schema(description = "Principal variation in SAN; absent with `ending`") List<String> pv,
      @Schema(description = "Present when the side to move has no legal move")
          PositionEnding ending) {}

  /** The verdict on one move of a game; scores are the mover's view. */
  @JsonInclude(JsonInclude.Include.NON_NULL)
  @Schema(
      description =
          "The verdict on one move of the game, once the positions before and after it are"
              + " evaluated; scores are from the mover's point of view")
  public record MoveView(
      @Schema(required = true, description = "1-based ply of the move in the game") int ply,
      @Schema(required = true, description = "The move played, in UCI", example = "g2g4")
          String uci,
      @Schema(required = true, description = "The move played, in SAN", example = "g4") String san,
      @Schema(required = true, description = "The mover's evaluation before the move")
          ScoreView scoreBefore,
      @Schema(required = true, description = "The mover's evaluation after the move")
          ScoreView scoreAfter,
      @Schema(
              required = true,
              description =
                  "Centipawns the move lost against the engine's best (mate counts as 2000)")
          int lossCp,
      @Schema(required = true) MoveJudgement judgement,
      @Schema(description = "The engine's best move in UCI, when the move played was not it")
          String bestAlternative,
      @Schema(description = "The same in SAN") String bestAlternativeSan) {}

  @JsonInclude(JsonInclude.Include.NON_NULL)
  @Schema(description = "An analysis job: where it is, and what it has evaluated so far")
  public record AnalysisView(
      @Schema(required = true, description = "The job's id, as in the Location of its start")
          String id,
      @Schema(required = true) AnalysisStatus status,
      @Schema(required = true) ProgressView progress,
      @Schema(
              required = true,
              implementation = String.class,
              format = "date-time",
              description = "When the job was started",
              example = "2026-11-29T12:00:00Z")
          Instant createdAt,
      @Schema(
              implementation = String.class,
              format = "date-time",
              description = "When the job stopped changing; absent while QUEUED or RUNNING",
              example = "2026-11-29T12:00:04Z")
          Instant finishedAt,
      @Schema(required = true, description = "The evaluated positions, by index")
          List<PositionView> positions,
      @Schema(description = "For a game (pgn or fen/moves): the verdict on each move so far")
          List<MoveView> moves,
      @Schema(
              description =
                  "Why the job ended FAILED or EXPIRED, and what to do about it; absent otherwise",
              example =
                  "The engine instance running this analysis stopped before it finished (3 times);"
                      + " what was evaluated stays readable. Start the analysis again.")
          String reason) {

    static AnalysisView of(AnalysisJob s) {
      List<PositionView> positions = new ArrayList<>();
      for (int i = 0; i < s.total(); i++) {
        Boolean mate = s.plan().endings().get(i);
        SearchAnswer a = s.answers().get(i);
        if (mate != null) {
          positions.add(
              new PositionView(
                  i,
                  s.plan().fens().get(i),
                  null,
                  null,
                  null,
                  null,
                  null,
                  mate ? PositionEnding.CHECKMATE : PositionEnding.STALEMATE));
        } else if (a != null) {
          String[] none = {};
          List<String> pv = a.lines().isEmpty() ? List.of(none) : a.lines().get(0).san();
          positions.add(
              new PositionView(
                  i,
                  s.plan().fens().get(i),
                  a.bestMove(),
                  a.san(),
                  ScoreView.of(a.score()),
                  a.depth(),
                  pv,
                  null));
        }
      }
      List<MoveView> moves = null;
      if (s.plan().isGame()) {
        moves = new ArrayList<>();
        for (MoveVerdicts.Verdict v : MoveVerdicts.judge(s.plan(), s.answers())) {
          moves.add(
              new MoveView(
                  v.move().ply(),
                  v.move().uci(),
                  v.move().san(),
                  ScoreView.of(v.before()),
                  ScoreView.of(v.after()),
                  v.lossCp(),
                  MoveJudgement.of(v.judgement()),
                  v.bestMove(),
                  v.bestSan()));
        }
      }
      return new AnalysisView(
          s.id(),
          AnalysisStatus.of(s.status()),
          new ProgressView(s.done(), s.total()),
          s.createdAt(),
          s.finishedAt(),
          List.copyOf(positions),
          moves,
          s.reason());
    }
  }
}
