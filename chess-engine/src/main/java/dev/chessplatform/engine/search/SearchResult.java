package dev.chessplatform.engine.search;

import dev.chessplatform.chess.Move;
import java.util.List;

/**
 * The outcome of one search.
 *
 * @param bestMove null only when the side to move has no legal move
 * @param ponder the expected reply, or null
 * @param score of the best line (see {@link Score}), side to move's view
 * @param lines every MultiPV line, best first; {@code lines.get(0)} is the best line
 */
public record SearchResult(
    Move bestMove,
    Move ponder,
    int score,
    int depth,
    long nodes,
    long nps,
    long timeMs,
    List<Line> lines) {

  /** One principal variation with its score. */
  public record Line(int score, int depth, List<Move> pv) {
    public Move move() {
      return pv.get(0);
    }
  }

  public boolean isMate() {
    return Score.isMate(score);
  }

  public int mateMoves() {
    return Score.mateMoves(score);
  }
}
