package dev.chessplatform.engineservice.domain;

import dev.chessplatform.engine.search.SearchLimits;
import java.util.List;

/**
 * What an analysis job searches: positions in order and, for a game, the moves played between them
 * ({@code played.get(i)} leads from position {@code i} to {@code i + 1}).
 *
 * @param searches one spec per position; null where the position has no legal move
 * @param fens the FEN of every position
 * @param played the game's moves (UCI and SAN), empty for a plain list of positions
 * @param endings for a position without a legal move, whether it is checkmate; else null
 * @param limits the bounds of every search of the plan
 */
public record AnalysisPlan(
    List<SearchSpec> searches,
    List<String> fens,
    List<PlayedMove> played,
    List<Boolean> endings,
    SearchLimits limits) {

  /** A move of the analysed game. */
  public record PlayedMove(int ply, String uci, String san) {}

  public boolean isGame() {
    return !played.isEmpty();
  }

  public int size() {
    return fens.size();
  }
}
