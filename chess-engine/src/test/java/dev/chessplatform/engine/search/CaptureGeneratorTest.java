package dev.chessplatform.engine.search;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.chessplatform.chess.Board;
import dev.chessplatform.chess.MoveGenerator;
import dev.chessplatform.chess.MoveList;
import dev.chessplatform.chess.PackedMove;
import dev.chessplatform.chess.notation.Fen;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

class CaptureGeneratorTest {
  private static final int PLAYOUTS = 40;
  private static final int PLIES = 80;

  /** The legal captures and queen promotions, as chess-core's generator lists them. */
  private static Set<Integer> expected(Board b) {
    MoveList all = new MoveList();
    MoveGenerator.generate(b, all);
    Set<Integer> out = new TreeSet<>();
    for (int i = 0; i < all.size(); i++) {
      int m = all.get(i);
      boolean promotion = PackedMove.kind(m) == PackedMove.PROMOTION;
      if (promotion ? PackedMove.promotionType(m) == 4 : MoveOrdering.isTactical(b, m)) {
        out.add(m);
      }
    }
    return out;
  }

  private static Set<Integer> generated(Board b) {
    int[] moves = new int[256];
    int n = CaptureGenerator.generate(b, moves);
    Set<Integer> out = new TreeSet<>();
    for (int i = 0; i < n; i++) {
      b.makeMove(moves[i]);
      boolean illegal = CaptureGenerator.leavesKingAttacked(b);
      b.unmakeMove(moves[i]);
      if (!illegal) {
        out.add(moves[i]);
      }
    }
    return out;
  }

  @Test
  void theLegalCapturesAreExactlyThoseOfTheFullGeneratorInRandomGames() {
    Random random = new Random(7);
    for (String fen : Bench.POSITIONS) {
      for (int game = 0; game < PLAYOUTS / 4; game++) {
        Board b = Fen.readBoard(fen);
        MoveList moves = new MoveList();
        for (int ply = 0; ply < PLIES && MoveGenerator.generate(b, moves) > 0; ply++) {
          if (!b.isInCheck()) {
            assertEquals(expected(b), generated(b), Fen.write(b));
          }
          b.makeMove(moves.get(random.nextInt(moves.size())));
        }
      }
    }
  }
}
