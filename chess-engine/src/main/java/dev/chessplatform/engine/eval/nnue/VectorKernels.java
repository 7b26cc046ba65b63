package dev.chessplatform.engine.eval.nnue;

import jdk.incubator.vector.IntVector;
import jdk.incubator.vector.ShortVector;
import jdk.incubator.vector.VectorOperators;
import jdk.incubator.vector.VectorSpecies;

/**
 * {@link Kernels} with the JDK's vector API, the widest lanes the CPU has. Loaded by name ({@link
 * Kernels#best}), only where the JVM has the module, and refused (the constructor throws) for a
 * network whose numbers would not be exactly the scalar ones:
 *
 * <ul>
 *   <li>the hidden layer a whole number of short vectors;
 *   <li>{@code clamp(acc) × w} must fit a short (|w| ≤ 128, the trainer's ±1.98 × QB gives ≤ 127);
 *   <li>the whole sum must fit an int (hidden ≤ 256 at |w| ≤ 128).
 * </ul>
 */
final class VectorKernels implements Kernels {

  private static final VectorSpecies<Short> SHORTS = ShortVector.SPECIES_PREFERRED;
  private static final VectorSpecies<Integer> INTS = IntVector.SPECIES_PREFERRED;

  VectorKernels(int hidden, int largestOutputWeight) {
    long largestSum = (long) hidden * Network.QA * Network.QA * largestOutputWeight;
    if (hidden % SHORTS.length() != 0
        || largestOutputWeight > 128
        || largestSum > Integer.MAX_VALUE
        || SHORTS.length() != 2 * INTS.length()) {
      throw new IllegalArgumentException("this network does not fit the vector lanes");
    }
  }

  @Override
  public void addSubtract(short[] from, short[] to, short[] add, short[] sub) {
    for (int i = 0; i < to.length; i += SHORTS.length()) {
      ShortVector.fromArray(SHORTS, from, i)
          .add(ShortVector.fromArray(SHORTS, add, i))
          .sub(ShortVector.fromArray(SHORTS, sub, i))
          .intoArray(to, i);
    }
  }

  @Override
  public void add(short[] acc, short[] w) {
    for (int i = 0; i < acc.length; i += SHORTS.length()) {
      ShortVector.fromArray(SHORTS, acc, i)
          .add(ShortVector.fromArray(SHORTS, w, i))
          .intoArray(acc, i);
    }
  }

  @Override
  public void subtract(short[] acc, short[] w) {
    for (int i = 0; i < acc.length; i += SHORTS.length()) {
      ShortVector.fromArray(SHORTS, acc, i)
          .sub(ShortVector.fromArray(SHORTS, w, i))
          .intoArray(acc, i);
    }
  }

  @Override
  public long screlu(short[] acc, short[] w) {
    IntVector sum = IntVector.zero(INTS);
    for (int i = 0; i < acc.length; i += SHORTS.length()) {
      ShortVector x = ShortVector.fromArray(SHORTS, acc, i).max((short) 0).min((short) Network.QA);
      ShortVector xw = x.mul(ShortVector.fromArray(SHORTS, w, i)); // |x × w| ≤ 255 × 128
      for (int part = 0; part < 2; part++) {
        IntVector xi = (IntVector) x.convertShape(VectorOperators.S2I, INTS, part);
        IntVector xwi = (IntVector) xw.convertShape(VectorOperators.S2I, INTS, part);
        sum = sum.add(xi.mul(xwi));
      }
    }
    return sum.reduceLanes(VectorOperators.ADD);
  }

  @Override
  public String describe() {
    return "vector, " + SHORTS.vectorBitSize() + "-bit";
  }
}
