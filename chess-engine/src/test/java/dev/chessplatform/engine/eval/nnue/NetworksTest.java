package dev.chessplatform.engine.eval.nnue;

import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.chessplatform.chess.notation.Fen;
import org.junit.jupiter.api.Test;

/** The network built into the jar: there, read once, and sane on positions anyone can judge. */
class NetworksTest {

  @Test
  void theBuiltInNetworkReadsFromTheJarAndJudgesMaterialAsAPlayerWould() {
    Network net = Networks.bundled();
    assertSame(net, Networks.bundled(), "read once");
    int start = white(net, Fen.INITIAL);
    int queenUp = white(net, "rnb1kbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    int knightDown = white(net, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/R1BQKBNR w KQkq - 0 1");
    assertTrue(Math.abs(start) < 80, "the start is about even: " + start);
    assertTrue(queenUp > 500, "a queen up is winning: " + queenUp);
    assertTrue(knightDown < -150, "a knight down is losing: " + knightDown);
  }

  private static int white(Network net, String fen) {
    Accumulators acc = new Accumulators(net, 0);
    acc.refresh(Fen.readBoard(fen));
    return acc.evaluate(0);
  }
}
