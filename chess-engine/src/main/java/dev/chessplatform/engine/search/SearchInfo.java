package dev.chessplatform.engine.search;

import dev.chessplatform.chess.Move;
import java.util.List;

/**
 * One progress report.
 *
 * @param multiPv 1-based line number
 * @param score centipawns or a mate score (see {@link Score}), side to move's view
 * @param nodes nodes of all search threads so far
 * @param hashfull transposition table use in permille
 */
public record SearchInfo(
    int depth,
    int selDepth,
    int multiPv,
    int score,
    long nodes,
    long nps,
    long timeMs,
    int hashfull,
    List<Move> pv) {

  public boolean isMate() {
    return Score.isMate(score);
  }

  /** Moves to mate, positive when the side to move mates; meaningful only when {@link #isMate}. */
  public int mateMoves() {
    return Score.mateMoves(score);
  }
}
