package dev.chessplatform.engine.train;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.chessplatform.chess.Board;
import dev.chessplatform.chess.MoveGenerator;
import dev.chessplatform.chess.MoveList;
import dev.chessplatform.chess.notation.Fen;
import dev.chessplatform.engine.eval.nnue.Accumulators;
import dev.chessplatform.engine.eval.nnue.Network;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The trainer learns what a label says, and the engine reads the net it writes as it was. */
class TrainerTest {

  private static final int[] VALUE = {100, 300, 300, 500, 900, 0};

  @TempDir Path dir;

  @Test
  void aNetworkLearnsMaterialFromPositionsLabelledWithItAndKeepsItQuantised() throws Exception {
    Path data = dir.resolve("material.bin");
    Files.write(data, materialPositions(20000, 17));
    Path out = dir.resolve("net.bin");
    var s = new Trainer.Settings(data, out, 16, 16, 256, 0.01f, 0f, 3, 2, 10, false);
    var outcome = Trainer.train(s, new PrintStream(PrintStream.nullOutputStream()));
    List<Double> loss = outcome.validationLoss();
    assertEquals(16, loss.size());
    assertTrue(loss.get(15) < loss.get(0) * 0.5, "the validation loss halves: " + loss);

    Network net;
    try (InputStream in = Files.newInputStream(out)) {
      net = Network.read(in);
    }
    // the engine's integer network ranks material as the labels did
    int queenUp = white(net, "rnb1kbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    int rookUp = white(net, "rnbqkbn1/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQq - 0 1");
    int even = white(net, Fen.INITIAL);
    int queenDown = white(net, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNB1KBNR w KQkq - 0 1");
    assertTrue(
        queenUp > rookUp && rookUp > even && even > queenDown,
        List.of(queenUp, rookUp, even, queenDown).toString());
  }

  private static int white(Network net, String fen) {
    Accumulators acc = new Accumulators(net, 0);
    acc.refresh(Fen.readBoard(fen));
    return acc.evaluate(0);
  }

  @Test
  void theQuantisedNetworkEvaluatesAsTheFloatOneDoes() {
    List<Labelled> positions = material(200, 5);
    var s =
        new Trainer.Settings(
            dir.resolve("unused"), dir.resolve("n.bin"), 16, 1, 256, 0.01f, 0f, 3, 1, 10, false);
    Trainer t = new Trainer(s); // untrained is fine: the two must agree at any weights
    float[][] params = t.parameters();
    SplittableRandom random = new SplittableRandom(11);
    for (int j = 0; j < params[1].length; j++) {
      params[1][j] = (float) random.nextDouble(-0.2, 0.6); // neurons off, sloped and saturated
    }
    params[3][0] = 0.1f;
    Network net = t.quantised();
    TrainingSet set = TrainingSet.of(positions.stream().map(Labelled::packed).toList());
    for (int i = 0; i < positions.size(); i++) {
      Accumulators acc = new Accumulators(net, 0);
      acc.refresh(positions.get(i).board());
      float expected = t.evaluate(set, i);
      int side = positions.get(i).packed().sideToMove();
      assertEquals(expected, acc.evaluate(side), 6 + Math.abs(expected) * 0.02, "position " + i);
    }
  }

  @Test
  void theGradientIsTheLossesSlopeInEveryKindOfParameter() throws Exception {
    Path data = dir.resolve("few.bin");
    Files.write(data, materialPositions(40, 9));
    var s =
        new Trainer.Settings(
            data, dir.resolve("n.bin"), 4, 1, 8, 0.01f, 0.3f, 7, 1, 1_000_000, false);
    Trainer t = new Trainer(s);
    TrainingSet set = TrainingSet.read(data, 1_000_000)[0];
    float[][] params = t.parameters();
    params[1][0] = 0.3f; // bias the neurons into SCReLU's sloped part
    params[1][1] = 0.4f;
    params[1][2] = 0.5f;
    params[1][3] = 0.6f;
    for (int position = 0; position < set.size(); position += 7) {
      float[][] gradient = new float[4][];
      t.lossWithGradient(set, position, gradient);
      int feature = set.us[position * TrainingSet.MAX_PIECES];
      int[][] checked = {{0, feature * 4 + 1}, {1, 2}, {2, 0}, {2, 5}, {3, 0}};
      for (int[] c : checked) {
        float[] p = params[c[0]];
        float kept = p[c[1]];
        double h = 1e-2;
        p[c[1]] = (float) (kept + h);
        double up = t.lossWithGradient(set, position, new float[4][]);
        p[c[1]] = (float) (kept - h);
        double down = t.lossWithGradient(set, position, new float[4][]);
        p[c[1]] = kept;
        double numeric = (up - down) / (2 * h);
        double analytic = gradient[c[0]][c[1]];
        assertEquals(
            numeric, analytic, 1e-4 + Math.abs(numeric) * 0.05, "parameter " + c[0] + "/" + c[1]);
      }
    }
  }

  /** A position of {@link #material} and its record. */
  record Labelled(Board board, PackedPosition packed) {}

  /** The records of {@link #material}, as a data file holds them. */
  static byte[] materialPositions(int count, long seed) {
    ByteBuffer out = ByteBuffer.allocate(count * PackedPosition.BYTES);
    material(count, seed).forEach(p -> p.packed().write(out));
    return out.array();
  }

  /** Positions of random games, each labelled with its material balance for white. */
  static List<Labelled> material(int count, long seed) {
    SplittableRandom random = new SplittableRandom(seed);
    List<Labelled> out = new ArrayList<>(count);
    MoveList list = new MoveList();
    int game = 0;
    while (out.size() < count) {
      Board board = Fen.readBoard(Fen.INITIAL);
      game++;
      for (int ply = 0; ply < 40 && out.size() < count; ply++) {
        if (MoveGenerator.generate(board, list) == 0) {
          break;
        }
        board.makeMove(list.get(random.nextInt(list.size())));
        if (ply >= 6 && !board.isInCheck()) {
          int material = 0;
          for (int sq = 0; sq < 64; sq++) {
            int piece = board.pieceAt(sq);
            if (piece != Board.NO_PIECE) {
              material += piece < 6 ? VALUE[piece] : -VALUE[piece - 6];
            }
          }
          out.add(
              new Labelled(
                  board.copy(), PackedPosition.of(board, material, PackedPosition.DRAW, game)));
        }
      }
    }
    return out;
  }
}
