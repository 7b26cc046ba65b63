package dev.chessplatform.chess.perft;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.DynamicTest.dynamicTest;

import dev.chessplatform.chess.Board;
import dev.chessplatform.chess.notation.Fen;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Runs every {@code perft/*.perft} suite. The normal build checks each position only to depths of
 * at most {@code perft.maxNodes} leaves (20 million by default); {@code -Pperft-deep} lifts the
 * cap.
 */
class PerftSuiteTest {
  private static final long MAX_NODES = Long.getLong("perft.maxNodes", 20_000_000L);

  @TestFactory
  List<DynamicTest> publishedLeafCountsAreReproduced() throws IOException {
    List<DynamicTest> tests = new ArrayList<>();
    for (String file : List.of("/perft/standard.perft", "/perft/special.perft")) {
      for (PerftSuite.Case c : PerftSuite.load(file).cases()) {
        for (PerftSuite.Expectation e : c.expectations()) {
          if (e.leaves() <= MAX_NODES) {
            String name = "perft(" + e.depth() + ") of " + c.id() + " is " + e.leaves();
            tests.add(dynamicTest(name, () -> check(c.fen(), e)));
          }
        }
      }
    }
    return tests;
  }

  private static void check(String fen, PerftSuite.Expectation e) {
    Board board = Fen.readBoard(fen);
    long key = board.key();
    long leaves = Perft.count(board, e.depth());
    if (leaves != e.leaves()) {
      String why = e.depth() <= 5 ? PerftDiff.explain(board, e.depth()) : "(too deep to explain)";
      assertEquals(e.leaves(), leaves, "perft mismatch " + why);
    }
    assertEquals(key, board.key(), "perft must leave the board as it found it");
  }
}
