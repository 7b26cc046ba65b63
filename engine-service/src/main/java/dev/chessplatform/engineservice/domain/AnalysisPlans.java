package dev.chessplatform.engineservice.domain;

import dev.chessplatform.chess.Move;
import dev.chessplatform.chess.MoveResult;
import dev.chessplatform.chess.Position;
import dev.chessplatform.chess.notation.Fen;
import dev.chessplatform.chess.notation.FenException;
import dev.chessplatform.chess.notation.PgnGame;
import dev.chessplatform.chess.notation.San;
import dev.chessplatform.chess.notation.UciMoveException;
import dev.chessplatform.chess.notation.UciNotation;
import dev.chessplatform.engine.search.SearchLimits;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * Builds an {@link AnalysisPlan} from a position list, a start position and moves, or a PGN game.
 */
public final class AnalysisPlans {

  /** The answer: a plan, or the first fault with the field it is in. */
  public sealed interface Built {}

  public record Planned(AnalysisPlan plan) implements Built {}

  public record Refused(String field, SpecError error) implements Built {}

  private AnalysisPlans() {}

  public static Built positions(List<String> fens, SearchLimits limits) {
    List<Position> positions = new ArrayList<>();
    for (int i = 0; i < fens.size(); i++) {
      try {
        positions.add(Fen.read(fens.get(i) == null ? "" : fens.get(i).trim()));
      } catch (FenException e) {
        return new Refused(
            "positions[" + i + "]", new SpecError.BadFen(e.code(), SpecError.readable(e)));
      }
    }
    return new Planned(plan(positions, List.of(), limits));
  }

  public static Built game(String fen, List<String> moves, SearchLimits limits) {
    Position p;
    try {
      p = Fen.read(fen == null || fen.isBlank() ? Fen.INITIAL : fen.trim());
    } catch (FenException e) {
      return new Refused("fen", new SpecError.BadFen(e.code(), SpecError.readable(e)));
    }
    List<Position> positions = new ArrayList<>(List.of(p));
    List<AnalysisPlan.PlayedMove> played = new ArrayList<>();
    for (int i = 0; i < moves.size(); i++) {
      String uci = moves.get(i) == null ? "" : moves.get(i);
      Move move;
      try {
        move = UciNotation.read(p, uci);
      } catch (UciMoveException e) {
        return new Refused(
            "moves[" + i + "]", new SpecError.IllegalMove(i, uci, SpecError.readable(e)));
      }
      if (!(p.play(move) instanceof MoveResult.Played<Position> next)) {
        return new Refused(
            "moves[" + i + "]", new SpecError.IllegalMove(i, uci, "not legal in this position"));
      }
      played.add(new AnalysisPlan.PlayedMove(i + 1, move.uci(), San.write(p, move)));
      p = next.after();
      positions.add(p);
    }
    return new Planned(plan(positions, played, limits));
  }

  /** The main line of a game read by chess-core's PGN reader (every move already checked). */
  public static Built pgn(PgnGame game, SearchLimits limits) {
    List<String> moves = game.mainline().stream().map(m -> m.move().uci()).toList();
    return game(Fen.write(game.start()), moves, limits);
  }

  /**
   * A plan again from what {@link #plan} wrote down (a stored job's FENs, moves, endings and
   * limits): the same searches, without replaying the moves or generating any legal move.
   */
  public static AnalysisPlan restore(
      List<String> fens,
      List<AnalysisPlan.PlayedMove> played,
      List<Boolean> endings,
      SearchLimits limits) {
    List<SearchSpec> searches = new ArrayList<>();
    for (int i = 0; i < fens.size(); i++) {
      String fen = fens.get(i);
      searches.add(
          endings.get(i) != null
              ? null
              : new SearchSpec(fen, List.of(), Fen.read(fen), null, limits, i));
    }
    return of(searches, fens, played, new ArrayList<>(endings), limits);
  }

  private static AnalysisPlan plan(
      List<Position> positions, List<AnalysisPlan.PlayedMove> played, SearchLimits limits) {
    List<SearchSpec> searches = new ArrayList<>();
    List<String> fens = new ArrayList<>();
    List<Boolean> endings = new ArrayList<>();
    for (int i = 0; i < positions.size(); i++) {
      Position p = positions.get(i);
      String fen = Fen.write(p);
      fens.add(fen);
      boolean over = p.legalMoves().isEmpty();
      endings.add(over ? p.isCheck() : null);
      searches.add(over ? null : new SearchSpec(fen, List.of(), p, null, limits, i));
    }
    return of(searches, fens, played, endings, limits);
  }

  private static AnalysisPlan of(
      List<SearchSpec> searches,
      List<String> fens,
      List<AnalysisPlan.PlayedMove> played,
      List<Boolean> endings,
      SearchLimits limits) {
    // Unmodifiable views, not List.copyOf: both lists hold nulls.
    return new AnalysisPlan(
        Collections.unmodifiableList(searches),
        List.copyOf(fens),
        List.copyOf(played),
        Collections.unmodifiableList(endings),
        limits);
  }
}
