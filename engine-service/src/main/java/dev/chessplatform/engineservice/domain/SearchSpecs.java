package dev.chessplatform.engineservice.domain;

import dev.chessplatform.chess.Move;
import dev.chessplatform.chess.MoveResult;
import dev.chessplatform.chess.Position;
import dev.chessplatform.chess.notation.Fen;
import dev.chessplatform.chess.notation.FenException;
import dev.chessplatform.chess.notation.UciMoveException;
import dev.chessplatform.chess.notation.UciNotation;
import dev.chessplatform.engine.level.Level;
import dev.chessplatform.engine.search.SearchLimits;
import java.util.List;

/** Checks a {@link SearchAsk} against the rules of chess and the service's bounds. */
public final class SearchSpecs {

  /** The answer of {@link #check}: a spec to search, or why not. */
  public sealed interface Checked {}

  public record Valid(SearchSpec spec) implements Checked {}

  public record Invalid(SpecError error) implements Checked {}

  private SearchSpecs() {}

  public static Checked check(SearchAsk ask, SearchBounds bounds, long seed) {
    SpecError limitError = checkLimits(ask, bounds);
    if (limitError != null) {
      return new Invalid(limitError);
    }
    String fen = ask.fen() == null || ask.fen().isBlank() ? Fen.INITIAL : ask.fen().trim();
    Position position;
    try {
      position = Fen.read(fen);
    } catch (FenException e) {
      return new Invalid(new SpecError.BadFen(e.code(), SpecError.readable(e)));
    }
    List<String> moves = ask.moves();
    for (int i = 0; i < moves.size(); i++) {
      String uci = moves.get(i);
      Move move;
      try {
        move = UciNotation.read(position, uci == null ? "" : uci);
      } catch (UciMoveException e) {
        return new Invalid(new SpecError.IllegalMove(i, uci, SpecError.readable(e)));
      }
      if (position.play(move) instanceof MoveResult.Played<Position> played) {
        position = played.after();
      } else {
        return new Invalid(new SpecError.IllegalMove(i, uci, "not legal in this position"));
      }
    }
    if (position.legalMoves().isEmpty()) {
      return new Invalid(new SpecError.NoLegalMove(position.isCheck()));
    }
    Level level = ask.level() == null ? null : Level.of(ask.level());
    return new Valid(new SearchSpec(fen, moves, position, level, limits(ask, level, bounds), seed));
  }

  private static SpecError checkLimits(SearchAsk ask, SearchBounds b) {
    if (ask.level() != null && (ask.level() < 1 || ask.level() > 5)) {
      return new SpecError.BadLevel(ask.level());
    }
    if (ask.movetimeMs() != null
        && (ask.movetimeMs() < 1 || ask.movetimeMs() > b.maxMovetimeMs())) {
      return new SpecError.BadLimit(
          "movetimeMs", ask.movetimeMs(), "between 1 and " + b.maxMovetimeMs());
    }
    if (ask.depth() != null && (ask.depth() < 1 || ask.depth() > b.maxDepth())) {
      return new SpecError.BadLimit("depth", ask.depth(), "between 1 and " + b.maxDepth());
    }
    if (ask.nodes() != null && (ask.nodes() < 1 || ask.nodes() > b.maxNodes())) {
      return new SpecError.BadLimit("nodes", ask.nodes(), "between 1 and " + b.maxNodes());
    }
    if (ask.multiPv() != null && (ask.multiPv() < 1 || ask.multiPv() > b.maxMultiPv())) {
      return new SpecError.BadLimit("multiPv", ask.multiPv(), "between 1 and " + b.maxMultiPv());
    }
    return null;
  }

  /**
   * The engine's limits. With no bound at all a full-strength search gets the default move time (it
   * would otherwise run to the deadline); a weakened level brings its own horizon.
   */
  private static SearchLimits limits(SearchAsk ask, Level level, SearchBounds b) {
    long movetime = ask.movetimeMs() == null ? 0 : ask.movetimeMs();
    int depth = ask.depth() == null ? 0 : ask.depth();
    long nodes = ask.nodes() == null ? 0 : ask.nodes();
    boolean unbounded = movetime == 0 && depth == 0 && nodes == 0;
    if (unbounded && (level == null || level.isFullStrength())) {
      movetime = b.defaultMovetimeMs();
    }
    int multiPv = ask.multiPv() == null ? 1 : ask.multiPv();
    return new SearchLimits(depth, nodes, movetime, 0, 0, 0, 0, false, false, multiPv);
  }
}
