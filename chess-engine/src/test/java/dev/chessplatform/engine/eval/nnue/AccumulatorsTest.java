package dev.chessplatform.engine.eval.nnue;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.chessplatform.chess.Board;
import dev.chessplatform.chess.MoveGenerator;
import dev.chessplatform.chess.MoveList;
import dev.chessplatform.chess.PackedMove;
import dev.chessplatform.chess.notation.Fen;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The incremental accumulators against a refresh from the pieces, along random games. */
class AccumulatorsTest {

  static final int HIDDEN = 16;

  static Network randomNetwork(long seed) {
    return TestNetworks.random(seed, HIDDEN);
  }

  @Test
  void everyMoveOfRandomGamesUpdatesAsARefreshWouldAndTakingItBackRestoresIt() {
    Network net = randomNetwork(7);
    SplittableRandom random = new SplittableRandom(11);
    String[] starts = {
      Fen.INITIAL,
      // castling both ways for both sides, en passant at once, promotions with captures
      "r3k2r/ppp1qppp/2n2n2/3pP3/1b1P4/2N2N2/PPPQ1PPP/R3K2R w KQkq d6 0 9",
      "1n2k3/P5P1/8/8/8/8/p5p1/1N2K3 w - - 0 1"
    };
    int kinds = 0;
    for (String fen : starts) {
      for (int game = 0; game < 40; game++) {
        kinds |= playAndUnwind(net, Fen.readBoard(fen), random);
      }
    }
    // every kind of move was met: normal, promotion, en passant, castling
    assertEquals(0b1111, kinds);
  }

  private static int playAndUnwind(Network net, Board board, SplittableRandom random) {
    Accumulators acc = new Accumulators(net, 80);
    acc.refresh(board);
    int[] played = new int[80];
    int plies = 0;
    int kinds = 0;
    MoveList list = new MoveList();
    while (plies < 80 && MoveGenerator.generate(board, list) > 0) {
      int move = list.get(random.nextInt(list.size()));
      kinds |= 1 << (PackedMove.kind(move) >>> 14);
      acc.push(board, move);
      board.makeMove(move);
      played[plies++] = move;
      assertSameAsRefresh(net, board, acc);
    }
    for (int i = plies - 1; i >= 0; i--) {
      board.unmakeMove(played[i]);
      acc.pop();
      assertSameAsRefresh(net, board, acc);
    }
    assertEquals(0, acc.ply());
    return kinds;
  }

  private static void assertSameAsRefresh(Network net, Board board, Accumulators acc) {
    Accumulators fresh = new Accumulators(net, 0);
    fresh.refresh(board);
    int side = board.sideToMove();
    assertEquals(fresh.evaluate(side), acc.evaluate(side), Fen.write(board));
    short[] w = new short[HIDDEN];
    short[] b = new short[HIDDEN];
    Accumulators.fill(net, board, w, b);
    assertArrayEquals(w, acc.white(), Fen.write(board));
    assertArrayEquals(b, acc.black(), Fen.write(board));
  }

  @Test
  void aNullMoveKeepsThePiecesAndHandsTheEvaluationToTheOtherSide() {
    Network net = randomNetwork(3);
    Board board =
        Fen.readBoard("r3k2r/pppq1ppp/2n2n2/3pP3/1b1P4/2N2N2/PPPQ1PPP/R3K2R w KQkq - 0 9");
    Accumulators acc = new Accumulators(net, 4);
    acc.refresh(board);
    int white = acc.evaluate(0);
    int black = acc.evaluate(1);
    acc.pushNull();
    assertEquals(white, acc.evaluate(0));
    assertEquals(black, acc.evaluate(1));
    acc.pop();
    assertEquals(0, acc.ply());
  }

  @Test
  void aMirroredPositionEvaluatesTheSameForTheOtherSide() {
    Network net = randomNetwork(5);
    Accumulators a = new Accumulators(net, 0);
    Accumulators b = new Accumulators(net, 0);
    a.refresh(Fen.readBoard("r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3"));
    b.refresh(Fen.readBoard("rnbqkb1r/pppp1ppp/5n2/4p3/4P3/2N5/PPPP1PPP/R1BQKBNR b KQkq - 2 3"));
    assertEquals(a.evaluate(0), b.evaluate(1));
    assertEquals(a.evaluate(1), b.evaluate(0));
  }
}
