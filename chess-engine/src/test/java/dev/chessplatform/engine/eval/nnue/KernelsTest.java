package dev.chessplatform.engine.eval.nnue;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The vector kernels give the scalar reference's numbers, wrap-around included; a network they
 * cannot compute exactly gets the scalar ones. The tests run with the vector module (the module's
 * pom), so the vector kernels are the ones under test here.
 */
class KernelsTest {

  private final SplittableRandom random = new SplittableRandom(36);

  @Test
  void theVectorKernelsComputeWhatTheScalarOnesDo() {
    for (int hidden : new int[] {64, 128, 256}) {
      Kernels vector = Kernels.best(hidden, 128);
      assertTrue(vector.describe().startsWith("vector"), vector.describe());
      Kernels scalar = ScalarKernels.INSTANCE;
      for (int round = 0; round < 200; round++) {
        short[] acc = shorts(hidden, -400, 400);
        short[] w = shorts(hidden, -128, 129);
        assertEquals(scalar.screlu(acc, w), vector.screlu(acc, w), "screlu, hidden " + hidden);

        short[] from = shorts(hidden, Short.MIN_VALUE, Short.MAX_VALUE + 1); // sums wrap
        short[] add = shorts(hidden, Short.MIN_VALUE, Short.MAX_VALUE + 1);
        short[] sub = shorts(hidden, Short.MIN_VALUE, Short.MAX_VALUE + 1);
        short[] expected = new short[hidden];
        short[] actual = new short[hidden];
        scalar.addSubtract(from, expected, add, sub);
        vector.addSubtract(from, actual, add, sub);
        assertArrayEquals(expected, actual, "addSubtract");
        short[] a = from.clone();
        short[] b = from.clone();
        scalar.add(a, add);
        vector.add(b, add);
        assertArrayEquals(a, b, "add");
        scalar.subtract(a, sub);
        vector.subtract(b, sub);
        assertArrayEquals(a, b, "subtract");
      }
    }
  }

  @Test
  void aNetworkTheLanesCannotHoldExactlyIsComputedByTheScalarKernels() {
    assertEquals("scalar", Kernels.best(256, 129).describe(), "x × w past a short");
    assertEquals("scalar", Kernels.best(512, 128).describe(), "the sum past an int");
    assertEquals("scalar", Kernels.best(12, 100).describe(), "not a whole number of vectors");
  }

  @Test
  void aNetworkEvaluatesTheSameWithEitherKernels() {
    Network net = TestNetworks.random(5, 128);
    Network scalar = net.scalar();
    assertEquals("scalar", scalar.kernels());
    for (int round = 0; round < 200; round++) {
      short[] us = shorts(128, -200, 500);
      short[] them = shorts(128, -200, 500);
      assertEquals(scalar.evaluate(us, them), net.evaluate(us, them));
    }
  }

  private short[] shorts(int n, int from, int to) {
    short[] out = new short[n];
    for (int i = 0; i < n; i++) {
      out[i] = (short) random.nextInt(from, to);
    }
    return out;
  }
}
