package dev.chessplatform.engine.eval.nnue;

/**
 * The network's arithmetic on accumulators. {@link ScalarKernels} is the reference, and what runs
 * anywhere; {@code VectorKernels} gives the same numbers with the JDK's vector API, where the JVM
 * was started with {@code --add-modules jdk.incubator.vector} and the network fits its lanes. Short
 * sums wrap in both, as Java's {@code short} arithmetic does.
 */
interface Kernels {

  /** {@code to = from + add − sub}, lane by lane: a quiet move's two features. */
  void addSubtract(short[] from, short[] to, short[] add, short[] sub);

  /** {@code acc += w}. */
  void add(short[] acc, short[] w);

  /** {@code acc −= w}. */
  void subtract(short[] acc, short[] w);

  /** {@code Σ clamp(acc[i], 0, QA)² × w[i]}: one side's share of the output (SCReLU). */
  long screlu(short[] acc, short[] w);

  /** What this is, for the engine's log ({@code info string}). */
  String describe();

  /**
   * The vector kernels when the JVM has the vector module and they compute exactly what {@link
   * ScalarKernels} does for a network of {@code hidden} neurons whose largest output weight is
   * {@code largestOutputWeight}; the scalar ones otherwise.
   */
  static Kernels best(int hidden, int largestOutputWeight) {
    if (Boolean.getBoolean("chess.nnue.scalar")) {
      return ScalarKernels.INSTANCE;
    }
    try {
      // by name, so that a JVM without the module (or TeaVM) never links the vector class
      Kernels vector =
          (Kernels)
              Class.forName(Kernels.class.getName().replace("Kernels", "VectorKernels"))
                  .getDeclaredConstructor(int.class, int.class)
                  .newInstance(hidden, largestOutputWeight);
      return vector;
    } catch (ReflectiveOperationException | LinkageError | RuntimeException e) {
      return ScalarKernels.INSTANCE;
    }
  }
}
