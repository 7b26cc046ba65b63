package dev.chessplatform.engineservice.api;

import com.fasterxml.jackson.annotation.JsonInclude;
import dev.chessplatform.engineservice.api.SearchViews.ScoreView;
import dev.chessplatform.engineservice.application.AnalysisJob;
import dev.chessplatform.engineservice.domain.MoveVerdicts;
import dev.chessplatform.engineservice.domain.SearchAnswer;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/** The answers of the analysis endpoints. */
public final class AnalysisViews {

  private AnalysisViews() {}

  public record ProgressView(int done, int total) {}

  /** The evaluation of one position; {@code ending} instead of a move when none is legal. */
  @JsonInclude(JsonInclude.Include.NON_NULL)
  public record PositionView(
      int index,
      String fen,
      String bestMove,
      String san,
      ScoreView score,
      Integer depth,
      List<String> pv,
      String ending) {}

  /** The verdict on one move of a game; scores are the mover's view. */
  @JsonInclude(JsonInclude.Include.NON_NULL)
  public record MoveView(
      int ply,
      String uci,
      String san,
      ScoreView scoreBefore,
      ScoreView scoreAfter,
      int lossCp,
      String judgement,
      String bestAlternative,
      String bestAlternativeSan) {}

  @JsonInclude(JsonInclude.Include.NON_NULL)
  public record AnalysisView(
      String id,
      String status,
      ProgressView progress,
      Instant createdAt,
      Instant finishedAt,
      List<PositionView> positions,
      List<MoveView> moves) {

    static AnalysisView of(AnalysisJob.Snapshot s) {
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
                  mate ? "CHECKMATE" : "STALEMATE"));
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
                  v.judgement(),
                  v.bestMove(),
                  v.bestSan()));
        }
      }
      return new AnalysisView(
          s.id(),
          s.status().name(),
          new ProgressView(s.done(), s.total()),
          s.createdAt(),
          s.finishedAt(),
          List.copyOf(positions),
          moves);
    }
  }
}
