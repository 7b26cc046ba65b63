package dev.chessplatform.engine.level;

import dev.chessplatform.chess.Board;
import dev.chessplatform.engine.search.Engine;
import dev.chessplatform.engine.search.SearchControl;
import dev.chessplatform.engine.search.SearchLimits;
import dev.chessplatform.engine.search.SearchListener;
import dev.chessplatform.engine.search.SearchResult;
import java.util.List;
import java.util.Random;

/**
 * Plays a {@link Level}: full strength searches normally; weaker levels search a few candidate
 * lines (MultiPV) with a small horizon and choose among them with a judgement error drawn from a
 * normal distribution (see {@link Level}). Not thread-safe: one player per game or worker.
 *
 * <p>In the opening (the first {@link #OPENING_MOVES} moves) the choice is held to moves within
 * {@link #OPENING_MAX_LOSS_CP} of the best with half the noise: players of every strength know the
 * first moves of their openings, and a weak player's mistakes come later, from what they fail to
 * see, not from 1...h6.
 */
public final class LevelPlayer {
  /** Moves (full moves, as in a FEN) that count as the opening. */
  static final int OPENING_MOVES = 8;

  /** In the opening no level chooses a move more than this worse than the best it saw. */
  static final int OPENING_MAX_LOSS_CP = 30;

  private final Engine engine;
  private final Random random;

  /** {@code seed} makes the choices reproducible (tests, replays). */
  public LevelPlayer(Engine engine, long seed) {
    this.engine = engine;
    this.random = new Random(seed);
  }

  public SearchResult play(
      Level level,
      Board board,
      long[] history,
      SearchLimits limits,
      SearchListener listener,
      SearchControl control) {
    if (level.isFullStrength()) {
      return engine.search(board, history, limits, listener, control);
    }
    SearchLimits weak =
        new SearchLimits(
            level.depth(),
            level.nodes(),
            Math.min(Level.MAX_THINK_MS, budgetMs(limits)),
            0,
            0,
            0,
            0,
            false,
            false,
            level.candidates());
    SearchResult r = engine.search(board, history, weak, listener, control);
    return choose(level, r, board.fullmoveNumber() <= OPENING_MOVES);
  }

  private static long budgetMs(SearchLimits limits) {
    if (limits.movetimeMs() > 0) {
      return limits.movetimeMs();
    }
    if (limits.timeMs() > 0) {
      return Math.max(20, limits.timeMs() / 30 + limits.incrementMs() / 2);
    }
    return Level.MAX_THINK_MS;
  }

  /** The candidate with the best score after adding the level's judgement error. */
  SearchResult choose(Level level, SearchResult r, boolean opening) {
    List<SearchResult.Line> lines = r.lines();
    if (lines.size() <= 1) {
      return r;
    }
    int best = lines.get(0).score();
    SearchResult.Line chosen = lines.get(0);
    double chosenValue = Double.NEGATIVE_INFINITY;
    int maxLoss = opening ? Math.min(OPENING_MAX_LOSS_CP, level.maxLossCp()) : level.maxLossCp();
    double noise = opening ? level.noiseCp() / 2.0 : level.noiseCp();
    for (SearchResult.Line line : lines) {
      if (line.score() < best - maxLoss) {
        continue;
      }
      double value = line.score() + random.nextGaussian() * noise;
      if (value > chosenValue) {
        chosenValue = value;
        chosen = line;
      }
    }
    return new SearchResult(
        chosen.move(),
        chosen.pv().size() > 1 ? chosen.pv().get(1) : null,
        chosen.score(),
        chosen.depth(),
        r.nodes(),
        r.nps(),
        r.timeMs(),
        r.lines());
  }
}
