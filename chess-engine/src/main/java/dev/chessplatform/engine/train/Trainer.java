package dev.chessplatform.engine.train;

import dev.chessplatform.engine.eval.nnue.Network;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * Trains the network of {@link Network} on a data file of {@link PackedPosition}s, in floats, and
 * writes it quantised to int16.
 *
 * <p>The prediction is {@code sigmoid(output)}, the output being the evaluation in units of {@link
 * Network#SCALE} centipawns; the target blends the game's result with the search's score: {@code
 * lambda × result + (1 − lambda) × sigmoid(score / SCALE)}, both for the side to move; the loss is
 * the mean squared difference. Adam over mini-batches, the batch's gradient summed over {@code
 * threads} threads; the learning rate drops tenfold for the last quarter of the epochs. Weights
 * stay within ±{@link #CLIP} so that the quantised accumulators and sums cannot overflow.
 *
 * <pre>
 * java -cp chess-engine.jar dev.chessplatform.engine.train.Trainer \
 *     --data data.bin --out net.bin --hidden 128 --epochs 12 --seed 1
 * </pre>
 */
public final class Trainer {

  static final float CLIP = 1.98f;

  /** What a training run is asked to do. */
  public record Settings(
      Path data,
      Path out,
      int hidden,
      int epochs,
      int batch,
      float learningRate,
      float lambda,
      long seed,
      int threads,
      int validationEvery,
      boolean mirror) {}

  /** Each epoch's validation loss, the training's positions/s, the quantised network. */
  public record Outcome(List<Double> validationLoss, double positionsPerSecond, Network network) {}

  private final Settings s;
  private final int n;
  private final float[] w1;
  private final float[] b1;
  private final float[] w2;
  private final float[] b2 = new float[1];
  private final Adam adam;

  /** One per share of a batch, reused by every batch. */
  private final Gradients[] shares;

  Trainer(Settings s) {
    this.s = s;
    this.n = s.hidden();
    SplittableRandom r = new SplittableRandom(s.seed());
    w1 = new float[Network.INPUTS * n];
    b1 = new float[n];
    w2 = new float[2 * n];
    for (int i = 0; i < w1.length; i++) {
      w1[i] = (float) r.nextDouble(-0.1, 0.1);
    }
    float bound = (float) (1 / Math.sqrt(2.0 * n));
    for (int i = 0; i < w2.length; i++) {
      w2[i] = (float) r.nextDouble(-bound, bound);
    }
    adam = new Adam(w1.length, b1.length, w2.length, 1);
    shares = new Gradients[s.threads()];
    for (int p = 0; p < shares.length; p++) {
      shares[p] = new Gradients();
    }
  }

  public static void main(String[] args) throws Exception {
    Settings s = parse(args);
    Outcome o = train(s, System.out);
    System.out.printf(
        "network of %d written to %s; %.0f positions/s%n",
        s.hidden(), s.out(), o.positionsPerSecond());
  }

  static Settings parse(String[] args) {
    Options o =
        new Options(
            args,
            List.of(
                "data",
                "out",
                "hidden",
                "epochs",
                "batch",
                "lr",
                "lambda",
                "seed",
                "threads",
                "validation-every",
                "mirror"));
    return new Settings(
        o.path("data"),
        o.path("out"),
        o.integer("hidden", 128),
        o.integer("epochs", 12),
        o.integer("batch", 16_384),
        o.decimal("lr", 0.001f),
        o.decimal("lambda", 0.5f),
        o.number("seed", 1),
        Math.max(1, o.integer("threads", Runtime.getRuntime().availableProcessors())),
        o.integer("validation-every", 20),
        o.integer("mirror", 0) != 0);
  }

  /** Trains on {@code s.data()}, prints each epoch's losses, writes and answers the network. */
  public static Outcome train(Settings s, java.io.PrintStream log) throws Exception {
    TrainingSet[] sets = TrainingSet.read(s.data(), s.validationEvery(), s.mirror());
    TrainingSet training = sets[0];
    TrainingSet validation = sets[1];
    if (training.size() == 0 || validation.size() == 0) {
      throw new IllegalArgumentException("no positions to train or to validate on");
    }
    Trainer t = new Trainer(s);
    ExecutorService pool = Executors.newFixedThreadPool(s.threads());
    List<Double> losses = new ArrayList<>();
    long trained = 0;
    long start = System.nanoTime();
    try {
      int[] order = new int[training.size()];
      for (int i = 0; i < order.length; i++) {
        order[i] = i;
      }
      SplittableRandom shuffle = new SplittableRandom(s.seed() + 1);
      for (int epoch = 0; epoch < s.epochs(); epoch++) {
        for (int i = order.length - 1; i > 0; i--) {
          int j = shuffle.nextInt(i + 1);
          int x = order[i];
          order[i] = order[j];
          order[j] = x;
        }
        float lr = epoch >= s.epochs() * 3 / 4 ? s.learningRate() / 10 : s.learningRate();
        double trainLoss = 0;
        for (int from = 0; from < order.length; from += s.batch()) {
          int to = Math.min(order.length, from + s.batch());
          trainLoss += t.step(training, order, from, to, lr, pool);
          trained += to - from;
        }
        double loss = t.loss(validation, pool);
        losses.add(loss);
        log.printf(
            "epoch %d: training loss %.6f, validation loss %.6f (%d + %d positions)%n",
            epoch + 1, trainLoss / order.length, loss, training.size(), validation.size());
      }
    } finally {
      pool.shutdownNow();
    }
    double perSecond = trained / ((System.nanoTime() - start) / 1e9);
    Network net = t.quantised();
    if (s.out().getParent() != null) {
      Files.createDirectories(s.out().getParent());
    }
    try (OutputStream out = Files.newOutputStream(s.out())) {
      net.write(out);
    }
    return new Outcome(losses, perSecond, net);
  }

  /** The gradients of one thread's share of a batch. */
  private final class Gradients {
    final float[] w1 = new float[Trainer.this.w1.length];
    final float[] b1 = new float[n];
    final float[] w2 = new float[2 * n];
    final float[] b2 = new float[1];
    final float[] accUs = new float[n];
    final float[] accThem = new float[n];
    double loss;

    void clear() {
      Arrays.fill(w1, 0);
      Arrays.fill(b1, 0);
      Arrays.fill(w2, 0);
      b2[0] = 0;
      loss = 0;
    }
  }

  /** One Adam step on positions {@code order[from, to)}; answers their summed loss. */
  private double step(
      TrainingSet set, int[] order, int from, int to, float lr, ExecutorService pool)
      throws Exception {
    List<Gradients> parts = run(set, order, from, to, pool, true);
    Gradients sum = parts.get(0);
    for (int p = 1; p < parts.size(); p++) {
      add(sum.w1, parts.get(p).w1);
      add(sum.b1, parts.get(p).b1);
      add(sum.w2, parts.get(p).w2);
      sum.b2[0] += parts.get(p).b2[0];
      sum.loss += parts.get(p).loss;
    }
    float scale = 1f / (to - from);
    adam.step(lr, scale, w1, sum.w1, b1, sum.b1, w2, sum.w2, b2, sum.b2);
    return sum.loss;
  }

  /** The mean loss over {@code set}. */
  double loss(TrainingSet set, ExecutorService pool) throws Exception {
    int[] all = new int[set.size()];
    for (int i = 0; i < all.length; i++) {
      all[i] = i;
    }
    double sum = 0;
    for (Gradients g : run(set, all, 0, all.length, pool, false)) {
      sum += g.loss;
    }
    return sum / set.size();
  }

  /**
   * Runs positions {@code order[from, to)} in {@link #shares}' number of parts on {@code pool};
   * answers the shares, each holding its part's loss, and its gradient when {@code backward}.
   */
  private List<Gradients> run(
      TrainingSet set, int[] order, int from, int to, ExecutorService pool, boolean backward)
      throws Exception {
    int parts = shares.length;
    List<Future<Gradients>> futures = new ArrayList<>();
    for (int p = 0; p < parts; p++) {
      int a = from + (to - from) * p / parts;
      int b = from + (to - from) * (p + 1) / parts;
      Gradients g = shares[p];
      futures.add(
          pool.submit(
              () -> {
                if (backward) {
                  g.clear();
                }
                g.loss = 0;
                for (int i = a; i < b; i++) {
                  g.loss += position(set, order[i], g, backward);
                }
                return g;
              }));
    }
    List<Gradients> out = new ArrayList<>();
    for (Future<Gradients> f : futures) {
      out.add(f.get());
    }
    return out;
  }

  /** Forward (and backward into {@code g}) for one position; answers its loss. */
  private double position(TrainingSet set, int i, Gradients g, boolean backward) {
    int count = set.counts[i];
    int base = i * TrainingSet.MAX_PIECES;
    float[] us = g.accUs;
    float[] them = g.accThem;
    System.arraycopy(b1, 0, us, 0, n);
    System.arraycopy(b1, 0, them, 0, n);
    for (int k = 0; k < count; k++) {
      int fu = set.us[base + k] * n;
      int ft = set.them[base + k] * n;
      for (int j = 0; j < n; j++) {
        us[j] += w1[fu + j];
        them[j] += w1[ft + j];
      }
    }
    float out = b2[0];
    for (int j = 0; j < n; j++) {
      float cu = clamp(us[j]);
      float ct = clamp(them[j]);
      out += cu * cu * w2[j] + ct * ct * w2[n + j];
    }
    float predicted = sigmoid(out);
    float target =
        s.lambda() * set.results[i]
            + (1 - s.lambda()) * sigmoid(set.scores[i] / (float) Network.SCALE);
    float error = predicted - target;
    if (!backward) {
      return error * error;
    }
    float dOut = 2 * error * predicted * (1 - predicted);
    g.b2[0] += dOut;
    for (int j = 0; j < n; j++) {
      float cu = clamp(us[j]);
      float ct = clamp(them[j]);
      g.w2[j] += dOut * cu * cu;
      g.w2[n + j] += dOut * ct * ct;
      // d(clamp(x)^2)/dx = 2x inside (0, 1), 0 outside
      us[j] = cu > 0 && cu < 1 ? dOut * w2[j] * 2 * cu : 0;
      them[j] = ct > 0 && ct < 1 ? dOut * w2[n + j] * 2 * ct : 0;
      g.b1[j] += us[j] + them[j];
    }
    for (int k = 0; k < count; k++) {
      int fu = set.us[base + k] * n;
      int ft = set.them[base + k] * n;
      for (int j = 0; j < n; j++) {
        g.w1[fu + j] += us[j];
        g.w1[ft + j] += them[j];
      }
    }
    return error * error;
  }

  /** For tests: the loss of position {@code i} and its gradient, in {@link #parameters}' order. */
  double lossWithGradient(TrainingSet set, int i, float[][] gradient) {
    Gradients g = new Gradients();
    g.clear();
    double loss = position(set, i, g, true);
    gradient[0] = g.w1;
    gradient[1] = g.b1;
    gradient[2] = g.w2;
    gradient[3] = g.b2;
    return loss;
  }

  /**
   * For tests: the float parameters themselves: feature weights and bias, output weights and bias.
   */
  float[][] parameters() {
    return new float[][] {w1, b1, w2, b2};
  }

  private static float clamp(float x) {
    return x < 0 ? 0 : x > 1 ? 1 : x;
  }

  static float sigmoid(float x) {
    return (float) (1 / (1 + Math.exp(-x)));
  }

  private static void add(float[] into, float[] from) {
    for (int i = 0; i < into.length; i++) {
      into[i] += from[i];
    }
  }

  /** The float network as the engine reads it: weights ×QA, output weights ×QB, rounded. */
  Network quantised() {
    short[] fw = new short[w1.length];
    short[] fb = new short[n];
    short[] ow = new short[2 * n];
    for (int i = 0; i < fw.length; i++) {
      fw[i] = (short) Math.round(w1[i] * Network.QA);
    }
    for (int i = 0; i < n; i++) {
      fb[i] = (short) Math.round(b1[i] * Network.QA);
    }
    for (int i = 0; i < ow.length; i++) {
      ow[i] = (short) Math.round(w2[i] * Network.QB);
    }
    return new Network(n, fw, fb, ow, Math.round(b2[0] * Network.QA * Network.QB));
  }

  /** The float network's output for a position of {@code set}, in centipawns (for tests). */
  float evaluate(TrainingSet set, int i) {
    Gradients g = new Gradients();
    position(set, i, g, false);
    float out = b2[0];
    for (int j = 0; j < n; j++) {
      float cu = clamp(g.accUs[j]);
      float ct = clamp(g.accThem[j]);
      out += cu * cu * w2[j] + ct * ct * w2[n + j];
    }
    return out * Network.SCALE;
  }

  /** Adam over the four parameter arrays, weights clipped to ±{@link #CLIP} after each step. */
  private static final class Adam {
    private static final float BETA1 = 0.9f;
    private static final float BETA2 = 0.999f;
    private static final float EPSILON = 1e-8f;
    private final float[][] m;
    private final float[][] v;
    private int t;

    Adam(int... sizes) {
      m = new float[sizes.length][];
      v = new float[sizes.length][];
      for (int i = 0; i < sizes.length; i++) {
        m[i] = new float[sizes[i]];
        v[i] = new float[sizes[i]];
      }
    }

    void step(float lr, float scale, float[]... paramsAndGrads) {
      t++;
      float c1 = (float) (1 - Math.pow(BETA1, t));
      float c2 = (float) (1 - Math.pow(BETA2, t));
      for (int k = 0; k < paramsAndGrads.length / 2; k++) {
        float[] p = paramsAndGrads[2 * k];
        float[] g = paramsAndGrads[2 * k + 1];
        float[] mk = m[k];
        float[] vk = v[k];
        for (int i = 0; i < p.length; i++) {
          float grad = g[i] * scale;
          mk[i] = BETA1 * mk[i] + (1 - BETA1) * grad;
          vk[i] = BETA2 * vk[i] + (1 - BETA2) * grad * grad;
          float x = p[i] - lr * (mk[i] / c1) / ((float) Math.sqrt(vk[i] / c2) + EPSILON);
          p[i] = x > CLIP ? CLIP : x < -CLIP ? -CLIP : x;
        }
      }
    }
  }
}
