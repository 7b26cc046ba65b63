package dev.chessplatform.engine.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.chessplatform.chess.notation.Fen;
import dev.chessplatform.engine.eval.EvalParams;
import dev.chessplatform.engine.eval.nnue.TestNetworks;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The search on a network: its accumulators stay in step with the board through every make, unmake
 * and null move (Search asserts it at each evaluation, and the tests run with assertions on), and
 * setting the network back to none is the hand-written evaluation again.
 */
class NetworkSearchTest {

  private static final List<String> POSITIONS =
      List.of(
          Fen.INITIAL,
          "r3k2r/ppp1qppp/2n2n2/3pP3/1b1P4/2N2N2/PPPQ1PPP/R3K2R w KQkq d6 0 9",
          "1n2k3/P5P1/8/8/8/8/p5p1/1N2K3 w - - 0 1",
          "8/2k5/8/2P5/8/8/5K2/8 w - - 0 1");

  @Test
  void aSearchOnANetworkKeepsItsAccumulatorsInStepWithTheBoard() {
    assertTrue(NetworkSearchTest.class.desiredAssertionStatus(), "run with -ea, as surefire does");
    Engine engine = new Engine(16, 1, EvalParams.defaults());
    engine.setNetwork(TestNetworks.random(21, 16));
    for (String fen : POSITIONS) {
      SearchResult r =
          engine.search(
              Fen.readBoard(fen),
              new long[0],
              SearchLimits.depth(8),
              SearchListener.NONE,
              new SearchControl());
      assertNotNull(r.bestMove(), fen);
      assertTrue(
          r.nodes() > 500,
          fen + ": " + r.nodes() + " nodes, depth " + r.depth() + ", score " + r.score());
    }
  }

  @Test
  void noNetworkIsTheHandWrittenEvaluationAgain() {
    Engine classical = new Engine(16, 1, EvalParams.defaults());
    Engine switched = new Engine(16, 1, EvalParams.defaults());
    switched.setNetwork(TestNetworks.random(4, 16));
    switched.setNetwork(null);
    for (String fen : POSITIONS) {
      SearchResult a = search(classical, fen);
      SearchResult b = search(switched, fen);
      assertEquals(a.bestMove(), b.bestMove(), fen);
      assertEquals(a.score(), b.score(), fen);
      assertEquals(a.nodes(), b.nodes(), fen);
    }
  }

  private static SearchResult search(Engine engine, String fen) {
    engine.newGame();
    return engine.search(
        Fen.readBoard(fen),
        new long[0],
        SearchLimits.depth(6),
        SearchListener.NONE,
        new SearchControl());
  }
}
