package dev.chessplatform.engine.eval.nnue;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.chessplatform.chess.notation.Fen;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

/** The network file's format, and the arithmetic of one evaluation worked by hand. */
class NetworkTest {

  @Test
  void aWrittenNetworkReadsBackTheSame() throws IOException {
    Network net = AccumulatorsTest.randomNetwork(1);
    byte[] bytes = bytes(net);
    assertEquals(24 + 2 * (768 * 16 + 16 + 32) + 4, bytes.length);
    Network back = Network.read(new ByteArrayInputStream(bytes));
    assertArrayEquals(bytes, bytes(back));
  }

  @Test
  void anythingButAWholeNetworkOfOurQuantisationIsRefused() throws IOException {
    byte[] good = bytes(AccumulatorsTest.randomNetwork(2));
    byte[] magic = good.clone();
    magic[0] = 'X';
    byte[] version = good.clone();
    version[4] = 2;
    byte[] qa = good.clone();
    qa[12] = 1;
    byte[] longer = Arrays.copyOf(good, good.length + 1);
    for (byte[] bad :
        new byte[][] {magic, version, qa, Arrays.copyOf(good, good.length - 1), longer}) {
      assertThrows(IOException.class, () -> Network.read(new ByteArrayInputStream(bad)));
    }
  }

  @Test
  void theFeaturesOfAPieceAreItsOwnSideFirstAndTheBoardFlippedForBlack() {
    assertEquals(12, Network.feature(0, 0, 12)); // a white pawn on e2, as white sees it
    assertEquals(6 * 64 + 52, Network.feature(1, 0, 12)); // the same pawn as black sees it
    assertEquals(5 * 64 + 4, Network.feature(1, 11, 60)); // black's king on e8, as black sees it
    assertEquals(767, Network.feature(0, 11, 63));
  }

  @Test
  void anEvaluationIsTheScaledSumOfTheSquaredClippedActivations() {
    // one neuron, bias 100: its own king on e1 adds 200 and the other king on e8 50 to either
    // view; a white pawn on e2 takes 150 from black's view only
    short[] fw = new short[768];
    fw[5 * 64 + 4] = 200;
    fw[11 * 64 + 60] = 50;
    fw[Network.feature(1, 0, 12)] = -150;
    Network net = new Network(1, fw, new short[] {100}, new short[] {64, -32}, 1000);
    Accumulators acc = new Accumulators(net, 0);
    acc.refresh(Fen.readBoard("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1"));
    // white's view 350, clipped to 255; black's view 200
    long white = 255L * 255 * 64 + 200L * 200 * -32;
    assertEquals((int) ((white / 255 + 1000) * 400 / (255 * 64)), acc.evaluate(0));
    assertEquals(301, acc.evaluate(0));
    long black = 200L * 200 * 64 + 255L * 255 * -32;
    assertEquals((int) ((black / 255 + 1000) * 400 / (255 * 64)), acc.evaluate(1));
  }

  private static byte[] bytes(Network net) throws IOException {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    net.write(out);
    return out.toByteArray();
  }
}
