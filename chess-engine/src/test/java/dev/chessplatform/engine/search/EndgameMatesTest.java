package dev.chessplatform.engine.search;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.chessplatform.chess.Board;
import dev.chessplatform.chess.MoveGenerator;
import dev.chessplatform.chess.MoveList;
import dev.chessplatform.chess.PackedMove;
import dev.chessplatform.chess.notation.Fen;
import dev.chessplatform.chess.notation.UciNotation;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class EndgameMatesTest {
  /** Plays the engine against itself at a fixed depth; true once the defender is mated. */
  private static boolean matesWithin(String fen, int plies, int depth) {
    Engine engine = new Engine();
    Board board = Fen.readBoard(fen);
    long[] history = new long[plies];
    for (int ply = 0; ply < plies; ply++) {
      MoveList moves = new MoveList();
      if (MoveGenerator.generate(board, moves) == 0) {
        return board.isInCheck();
      }
      SearchResult r =
          engine.search(
              board,
              java.util.Arrays.copyOf(history, ply),
              SearchLimits.depth(depth),
              SearchListener.NONE,
              new SearchControl());
      history[ply] = board.key();
      board.makeMove(UciNotation.readPacked(board, r.bestMove().uci()));
    }
    MoveList moves = new MoveList();
    return MoveGenerator.generate(board, moves) == 0 && board.isInCheck();
  }

  @ParameterizedTest(name = "{0} mates from {1}")
  @CsvSource({
    "KQK, 8/8/8/4k3/8/8/8/KQ6 w - - 0 1, 40",
    "KRK, 8/8/8/4k3/8/8/8/KR6 w - - 0 1, 70",
    "KBNK, 8/8/4k3/8/8/8/2B5/KN6 w - - 0 1, 130",
  })
  void theBasicMatesAreForced(String name, String fen, int plies) {
    assertTrue(matesWithin(fen, plies, 9), name + " not mated within " + plies + " plies");
    assertTrue(PackedMove.NONE == 0);
  }
}
