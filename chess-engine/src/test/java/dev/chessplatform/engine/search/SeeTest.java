package dev.chessplatform.engine.search;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.chessplatform.chess.Board;
import dev.chessplatform.chess.notation.Fen;
import dev.chessplatform.chess.notation.UciNotation;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class SeeTest {
  @ParameterizedTest(name = "{1} in {0} gains {2}")
  @CsvSource({
    "1k1r4/1pp4p/p7/4p3/8/P5P1/1PP4P/2K1R3 w - - 0 1, e1e5, 100",
    "1k1r3q/1ppn3p/p4b2/4p3/8/P2N2P1/1PP1R1BP/2K1Q3 w - - 0 1, d3e5, -220",
    "4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1, e4d5, 100",
    "4k3/8/2p5/3p4/4P3/8/8/4K3 w - - 0 1, e4d5, 0",
    "4k3/8/8/3q4/8/8/3R4/3RK3 w - - 0 1, d2d5, 950",
  })
  void staticExchangeEvaluationCountsTheWholeExchange(String fen, String move, int gain) {
    Board b = Fen.readBoard(fen);
    assertEquals(gain, See.evaluate(b, UciNotation.readPacked(b, move)));
  }
}
