package dev.chessplatform.engineservice.domain;

import dev.chessplatform.chess.Move;
import dev.chessplatform.chess.MoveResult;
import dev.chessplatform.chess.Position;
import dev.chessplatform.chess.notation.San;
import dev.chessplatform.engine.search.Score;
import dev.chessplatform.engine.search.SearchResult;
import java.util.ArrayList;
import java.util.List;

/**
 * What a search found, in the caller's terms: moves in UCI and SAN, the score in centipawns or
 * moves to mate (side to move's view).
 *
 * @param lines every principal variation, best first (MultiPV)
 * @param stopped true when the search was cut short by its deadline or its caller
 */
public record SearchAnswer(
    String bestMove,
    String san,
    Evaluation score,
    int depth,
    long nodes,
    long nps,
    long timeMs,
    List<Line> lines,
    boolean stopped) {

  /** A score: exactly one of {@code cp} and {@code mate} is set. */
  public record Evaluation(Integer cp, Integer mate) {
    public static Evaluation of(int engineScore) {
      return Score.isMate(engineScore)
          ? new Evaluation(null, Score.mateMoves(engineScore))
          : new Evaluation(engineScore, null);
    }

    /** Centipawns for comparisons: a mate counts as ±(100000 − moves). */
    public int comparable() {
      if (mate == null) {
        return cp;
      }
      return mate > 0 ? 100_000 - mate : -100_000 - mate;
    }

    /** The same score from the other side's point of view. */
    public Evaluation negate() {
      return mate == null ? new Evaluation(-cp, null) : new Evaluation(null, -mate);
    }
  }

  /** One principal variation. */
  public record Line(Evaluation score, int depth, List<String> uci, List<String> san) {}

  public static SearchAnswer of(Position position, SearchResult r, boolean stopped) {
    List<Line> lines = new ArrayList<>();
    for (SearchResult.Line l : r.lines()) {
      lines.add(line(position, l.score(), l.depth(), l.pv()));
    }
    Move best = r.bestMove();
    return new SearchAnswer(
        best.uci(),
        San.write(position, best),
        Evaluation.of(r.score()),
        r.depth(),
        r.nodes(),
        r.nps(),
        r.timeMs(),
        List.copyOf(lines),
        stopped);
  }

  /** A line with its SAN; the SAN stops at the first move that is not legal (never expected). */
  public static Line line(Position position, int score, int depth, List<Move> pv) {
    return line(position, Evaluation.of(score), depth, pv);
  }

  /** A line with its SAN, for a score already in cp or mate. */
  public static Line line(Position position, Evaluation score, int depth, List<Move> pv) {
    List<String> uci = new ArrayList<>();
    List<String> san = new ArrayList<>();
    Position p = position;
    for (Move m : pv) {
      if (!(p.play(m) instanceof MoveResult.Played<Position> played)) {
        break;
      }
      uci.add(m.uci());
      san.add(San.write(p, m));
      p = played.after();
    }
    return new Line(score, depth, List.copyOf(uci), List.copyOf(san));
  }
}
