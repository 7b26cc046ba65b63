package dev.chessplatform.engineservice.api;

import com.fasterxml.jackson.annotation.JsonInclude;
import dev.chessplatform.chess.notation.Fen;
import dev.chessplatform.engineservice.domain.SearchAnswer;
import dev.chessplatform.engineservice.domain.SearchSpec;
import java.util.ArrayList;
import java.util.List;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

/** The answers of the search endpoints. */
public final class SearchViews {

  private SearchViews() {}

  /** Centipawns or moves to mate, from the side to move's point of view; exactly one is set. */
  @JsonInclude(JsonInclude.Include.NON_NULL)
  @Schema(
      description =
          "An evaluation from the point of view of the side to move: exactly one of `cp` and"
              + " `mate` is present")
  public record ScoreView(
      @Schema(description = "Centipawns: positive is good for the side to move", example = "31")
          Integer cp,
      @Schema(
              description =
                  "Moves to mate: positive when the side to move mates, negative when it is"
                      + " mated; 0 when it is checkmated now")
          Integer mate) {
    static ScoreView of(SearchAnswer.Evaluation e) {
      return new ScoreView(e.cp(), e.mate());
    }
  }

  /** One principal variation, SAN and UCI. */
  @Schema(description = "One of the best lines (MultiPV), best first")
  public record LineView(
      @Schema(required = true, description = "1 for the best line, 2 for the next …") int multiPv,
      @Schema(required = true) ScoreView score,
      @Schema(required = true, description = "Depth reached, in plies") int depth,
      @Schema(required = true, description = "The line in SAN") List<String> pv,
      @Schema(required = true, description = "The line in UCI") List<String> pvUci) {}

  /** The answer of {@code POST /api/engine/best-move}. */
  @JsonInclude(JsonInclude.Include.NON_NULL)
  @Schema(description = "The engine's move in a position, with its evaluation and line")
  public record BestMoveView(
      @Schema(required = true, description = "The position searched (after `moves`), in FEN")
          String fen,
      @Schema(required = true, description = "The move chosen, in UCI", example = "g1f3")
          String bestMove,
      @Schema(required = true, description = "The move chosen, in SAN", example = "Nf3") String san,
      @Schema(required = true) ScoreView score,
      @Schema(required = true, description = "Depth reached, in plies") int depth,
      @Schema(required = true, description = "Nodes searched") long nodes,
      @Schema(required = true, description = "Nodes per second") long nps,
      @Schema(required = true, description = "Search time in milliseconds") long timeMs,
      @Schema(required = true, description = "The line of the move chosen, in SAN") List<String> pv,
      @Schema(required = true, description = "The same line in UCI") List<String> pvUci,
      @Schema(required = true, description = "The best lines, as many as `multiPv` asked")
          List<LineView> lines,
      @Schema(description = "The level played at; absent at full strength") Integer level,
      @Schema(
              required = true,
              description = "Whether the deadline cut the search: the best move found so far")
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
