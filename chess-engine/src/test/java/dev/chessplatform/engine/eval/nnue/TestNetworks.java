package dev.chessplatform.engine.eval.nnue;

import java.util.SplittableRandom;

/** Networks for tests: small random weights, so that every feature counts and nothing overflows. */
public final class TestNetworks {

  private TestNetworks() {}

  public static Network random(long seed, int hidden) {
    SplittableRandom r = new SplittableRandom(seed);
    short[] fw = new short[Network.INPUTS * hidden];
    short[] fb = new short[hidden];
    short[] ow = new short[2 * hidden];
    for (int i = 0; i < fw.length; i++) {
      fw[i] = (short) r.nextInt(-60, 61);
    }
    for (int i = 0; i < fb.length; i++) {
      fb[i] = (short) r.nextInt(0, 120);
    }
    for (int i = 0; i < ow.length; i++) {
      ow[i] = (short) r.nextInt(-64, 65);
    }
    return new Network(hidden, fw, fb, ow, r.nextInt(-2000, 2001));
  }
}
