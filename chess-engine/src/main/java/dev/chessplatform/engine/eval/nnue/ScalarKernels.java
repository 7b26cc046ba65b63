package dev.chessplatform.engine.eval.nnue;

/** {@link Kernels} in plain Java: the reference the vector kernels are tested against. */
final class ScalarKernels implements Kernels {

  static final ScalarKernels INSTANCE = new ScalarKernels();

  private ScalarKernels() {}

  @Override
  public void addSubtract(short[] from, short[] to, short[] add, short[] sub) {
    for (int i = 0; i < to.length; i++) {
      to[i] = (short) (from[i] + add[i] - sub[i]);
    }
  }

  @Override
  public void add(short[] acc, short[] w) {
    for (int i = 0; i < acc.length; i++) {
      acc[i] += w[i];
    }
  }

  @Override
  public void subtract(short[] acc, short[] w) {
    for (int i = 0; i < acc.length; i++) {
      acc[i] -= w[i];
    }
  }

  @Override
  public long screlu(short[] acc, short[] w) {
    long sum = 0;
    for (int i = 0; i < acc.length; i++) {
      int x = Math.min(Math.max(acc[i], 0), Network.QA);
      sum += x * x * w[i];
    }
    return sum;
  }

  @Override
  public String describe() {
    return "scalar";
  }
}
