package dev.chessplatform.engineservice.api;

import com.fasterxml.jackson.annotation.JsonInclude;
import dev.chessplatform.chess.notation.Fen;
import dev.chessplatform.engineservice.domain.SearchAnswer;
import dev.chessplatform.engineservice.domain.SearchSpec;
import java.util.ArrayList;
import java.util.List;

/** The answers of the search endpoints. */
public final class SearchViews {

  private SearchViews() {}

  /** Centipawns or moves to mate, from the side to move's point of view; exactly one is set. */
  @JsonInclude(JsonInclude.Include.NON_NULL)
  public record ScoreView(Integer cp, Integer mate) {
    static ScoreView of(SearchAnswer.Evaluation e) {
      return new ScoreView(e.cp(), e.mate());
    }
  }

  /** One principal variation, SAN and UCI. */
  public record LineView(
      int multiPv, ScoreView score, int depth, List<String> pv, List<String> pvUci) {}

  /** The answer of {@code POST /api/engine/best-move}. */
  @JsonInclude(JsonInclude.Include.NON_NULL)
  public record BestMoveView(
      String fen,
      String bestMove,
      String san,
      ScoreView score,
      int depth,
      long nodes,
      long nps,
      long timeMs,
      List<String> pv,
      List<String> pvUci,
      List<LineView> lines,
      Integer level,
      boolean stopped) {

    static BestMoveView of(SearchSpec spec, SearchAnswer a) {
      List<LineView> lines = new ArrayList<>();
      int wanted = spec.limits().multiPv();
      for (int i = 0; i < a.lines().size() && i < wanted; i++) {
        SearchAnswer.Line l = a.lines().get(i);
        lines.add(new LineView(i + 1, ScoreView.of(l.score()), l.depth(), l.san(), l.uci()));
      }
      SearchAnswer.Line first = a.lines().isEmpty() ? null : a.lines().get(0);
      boolean firstIsBest =
          first != null && !first.uci().isEmpty() && first.uci().get(0).equals(a.bestMove());
      SearchAnswer.Line chosen = firstIsBest ? first : chosenLine(a);
      return new BestMoveView(
          Fen.write(spec.position()),
          a.bestMove(),
          a.san(),
          ScoreView.of(a.score()),
          a.depth(),
          a.nodes(),
          a.nps(),
          a.timeMs(),
          chosen == null ? List.of(a.san()) : chosen.san(),
          chosen == null ? List.of(a.bestMove()) : chosen.uci(),
          List.copyOf(lines),
          spec.level() == null ? null : spec.level().number(),
          a.stopped());
    }

    /** A weakened level may choose another line than the best one. */
    private static SearchAnswer.Line chosenLine(SearchAnswer a) {
      for (SearchAnswer.Line l : a.lines()) {
        if (!l.uci().isEmpty() && l.uci().get(0).equals(a.bestMove())) {
          return l;
        }
      }
      return null;
    }
  }
}
