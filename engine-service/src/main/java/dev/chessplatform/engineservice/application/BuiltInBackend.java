package dev.chessplatform.engineservice.application;

import dev.chessplatform.chess.Board;
import dev.chessplatform.chess.notation.Fen;
import dev.chessplatform.chess.notation.UciNotation;
import dev.chessplatform.engine.level.LevelPlayer;
import dev.chessplatform.engine.search.Engine;
import dev.chessplatform.engine.search.SearchControl;
import dev.chessplatform.engine.search.SearchListener;
import dev.chessplatform.engine.search.SearchResult;
import dev.chessplatform.engineservice.domain.SearchAnswer;
import dev.chessplatform.engineservice.domain.SearchSpec;

/** The platform's own engine (chess-engine), one single-threaded {@link Engine} per worker. */
public final class BuiltInBackend implements SearchBackend {

  private final Engine engine;

  public BuiltInBackend(int hashMb) {
    this.engine = new Engine();
    engine.setHash(hashMb);
  }

  @Override
  public SearchAnswer search(SearchSpec spec, SearchControl control) {
    Board board = Fen.readBoard(spec.fen());
    // Keys of the positions before each move, so the search sees repetitions (Engine's contract).
    long[] history = new long[spec.moves().size()];
    for (int i = 0; i < history.length; i++) {
      history[i] = board.key();
      board.makeMove(UciNotation.readPacked(board, spec.moves().get(i)));
    }
    SearchResult result =
        spec.level() == null
            ? engine.search(board, history, spec.limits(), SearchListener.NONE, control)
            : new LevelPlayer(engine, spec.seed())
                .play(spec.level(), board, history, spec.limits(), SearchListener.NONE, control);
    return SearchAnswer.of(spec.position(), result, control.isStopped());
  }

  @Override
  public void close() {
    // Nothing to release: the table is garbage once the worker ends.
  }
}
