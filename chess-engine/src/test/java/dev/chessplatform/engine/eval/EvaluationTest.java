package dev.chessplatform.engine.eval;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.chessplatform.chess.notation.Fen;
import dev.chessplatform.engine.search.Bench;
import org.junit.jupiter.api.Test;

class EvaluationTest {
  private final Evaluation eval = new Evaluation(EvalParams.defaults());

  /** The same position with colours swapped and the board flipped top to bottom. */
  static String mirror(String fen) {
    String[] f = fen.split(" ");
    String[] ranks = f[0].split("/");
    StringBuilder placement = new StringBuilder();
    for (int i = ranks.length - 1; i >= 0; i--) {
      placement.append(swapCase(ranks[i])).append(i > 0 ? "/" : "");
    }
    String castling = f[2].equals("-") ? "-" : sortCastling(swapCase(f[2]));
    String ep = f[3].equals("-") ? "-" : f[3].charAt(0) + (f[3].charAt(1) == '3' ? "6" : "3");
    return placement
        + " "
        + (f[1].equals("w") ? "b" : "w")
        + " "
        + castling
        + " "
        + ep
        + " "
        + f[4]
        + " "
        + f[5];
  }

  private static String sortCastling(String c) {
    StringBuilder s = new StringBuilder();
    for (char k : "KQkq".toCharArray()) {
      if (c.indexOf(k) >= 0) {
        s.append(k);
      }
    }
    return s.toString();
  }

  private static String swapCase(String s) {
    StringBuilder b = new StringBuilder();
    for (char c : s.toCharArray()) {
      b.append(Character.isUpperCase(c) ? Character.toLowerCase(c) : Character.toUpperCase(c));
    }
    return b.toString();
  }

  @Test
  void theEvaluationIsTheSameForBothColours() {
    for (String fen : Bench.POSITIONS) {
      assertEquals(
          eval.evaluate(Fen.readBoard(fen)), eval.evaluate(Fen.readBoard(mirror(fen))), fen);
    }
  }

  @Test
  void deadDrawsByMaterialAreScoredZero() {
    assertEquals(0, eval.evaluate(Fen.readBoard("8/8/4k3/8/8/8/2N5/K7 w - - 0 1")));
    assertEquals(0, eval.evaluate(Fen.readBoard("8/8/4k3/8/8/8/2B5/K6b w - - 0 1")));
  }

  @Test
  void aRookAgainstABishopIsScoredCloseToADraw() {
    int rookVsBishop = eval.evaluate(Fen.readBoard("8/8/4k3/8/2b5/8/2R5/K7 w - - 0 1"));
    assertTrue(Math.abs(rookVsBishop) < 60, "score " + rookVsBishop);
  }

  @Test
  void anExtraQueenIsWorthMoreThanAnExtraRook() {
    int queen = eval.evaluate(Fen.readBoard("4k3/pppppppp/8/8/8/8/PPPPPPPP/3QK3 w - - 0 1"));
    int rook = eval.evaluate(Fen.readBoard("4k3/pppppppp/8/8/8/8/PPPPPPPP/3RK3 w - - 0 1"));
    assertTrue(queen > rook && rook > 300, queen + " " + rook);
  }
}
