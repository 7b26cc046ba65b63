package dev.chessplatform.engine.tune;

import dev.chessplatform.chess.Board;
import dev.chessplatform.chess.MoveGenerator;
import dev.chessplatform.chess.MoveList;
import dev.chessplatform.chess.notation.Fen;
import dev.chessplatform.engine.eval.EvalParams;
import dev.chessplatform.engine.eval.Evaluation;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Texel tuning (chessprogramming.org, "Texel's Tuning Method"): fits every evaluation weight so
 * that {@code sigmoid(eval)} predicts the results of games, by minimising the mean squared error
 * with Adam gradient descent. The evaluation is linear in its weights, so each quiet position is
 * traced once into sparse feature counts and the fit never calls the evaluation again.
 *
 * <p>Input: {@code FEN;result} lines (result from white's side: 1, 0.5, 0), as written by {@code
 * chess-engine/tune/gen_data.py}. Output: {@code eval-params.txt} in the format {@link
 * EvalParams#defaults()} reads. Run (see chess-engine/README.md):
 *
 * <pre>java -cp chess-engine/target/chess-engine.jar dev.chessplatform.engine.tune.TexelTuner
 *     data.txt chess-engine/src/main/resources/dev/chessplatform/engine/eval/eval-params.txt 400
 * </pre>
 */
public final class TexelTuner {
  private static final double LEARNING_RATE = 1.0;
  private static final double BETA1 = 0.9;
  private static final double BETA2 = 0.999;
  private static final double EPSILON = 1e-8;

  /**
   * L2 pull towards the starting weights, per weight and position: rare features (a knight on h8)
   * would otherwise be fitted to the noise of a handful of games.
   */
  private static final double REGULARISATION =
      Double.parseDouble(System.getProperty("texel.regularisation", "2e-7"));

  /**
   * One block in ten is held out to measure the fit on positions it was not fitted to; blocks of
   * consecutive positions keep most of a game on one side of the split.
   */
  private static final int VALIDATION_EVERY = 10;

  private static final int BLOCK = 128;

  /** A traced position: feature indices and counts, phase and the game's result. */
  private record Sample(int[] index, int[] count, int phase, double result) {}

  private TexelTuner() {}

  public static void main(String[] args) throws IOException {
    if (args.length < 2) {
      System.err.println("usage: TexelTuner DATA OUT [EPOCHS] [--from-initial] [--scalars-only]");
      System.exit(2);
    }
    int epochs = args.length > 2 ? Integer.parseInt(args[2]) : 400;
    List<String> flags = List.of(args).subList(Math.min(3, args.length), args.length);
    boolean fromInitial = flags.contains("--from-initial");
    boolean scalarsOnly = flags.contains("--scalars-only");
    EvalParams start = fromInitial ? EvalParams.initial() : EvalParams.defaults();
    List<Sample> all = load(Path.of(args[0]), start);
    List<Sample> samples = new ArrayList<>();
    List<Sample> validation = new ArrayList<>();
    for (int i = 0; i < all.size(); i++) {
      (i / BLOCK % VALIDATION_EVERY == 0 ? validation : samples).add(all.get(i));
    }
    System.out.println(
        "quiet positions: " + samples.size() + " fitted, " + validation.size() + " held out");
    double[] w = new double[2 * EvalParams.COUNT];
    for (int i = 0; i < EvalParams.COUNT; i++) {
      w[i] = start.mg(i);
      w[EvalParams.COUNT + i] = start.eg(i);
    }
    double k = fitScale(samples, w);
    System.out.printf(
        "scale K = %.3f, error before = %.6f (held out %.6f)%n",
        k, error(samples, w, k), error(validation, w, k));
    boolean[] frozen = new boolean[w.length];
    if (scalarsOnly) {
      // Small data sets only support the few weights every position informs: material, passed
      // pawns and the single-valued terms; tables of squares and mobility counts stay as they are.
      for (int i = EvalParams.PST; i < EvalParams.PASSED; i++) {
        frozen[i] = true;
        frozen[EvalParams.COUNT + i] = true;
      }
    }
    adam(samples, validation, w, frozen, k, epochs);
    System.out.printf(
        "error after = %.6f (held out %.6f)%n", error(samples, w, k), error(validation, w, k));
    int[] mg = new int[EvalParams.COUNT];
    int[] eg = new int[EvalParams.COUNT];
    for (int i = 0; i < EvalParams.COUNT; i++) {
      mg[i] = (int) Math.round(w[i]);
      eg[i] = (int) Math.round(w[EvalParams.COUNT + i]);
    }
    try (Writer out = Files.newBufferedWriter(Path.of(args[1]), StandardCharsets.US_ASCII)) {
      EvalParams.of(mg, eg).write(out);
    }
  }

  /** Keeps quiet positions only: not in check, no capture or promotion that SEE calls winning. */
  private static List<Sample> load(Path data, EvalParams params) throws IOException {
    List<Sample> samples = new ArrayList<>();
    MoveList moves = new MoveList();
    try (BufferedReader r = Files.newBufferedReader(data, StandardCharsets.US_ASCII)) {
      for (String line = r.readLine(); line != null; line = r.readLine()) {
        int semi = line.lastIndexOf(';');
        if (semi < 0) {
          continue;
        }
        Board b = Fen.readBoard(line.substring(0, semi));
        double result = Double.parseDouble(line.substring(semi + 1));
        if (b.isInCheck() || !Evaluation.isPlainTapered(b) || hasWinningCapture(b, moves)) {
          continue;
        }
        int[] trace = new int[EvalParams.COUNT];
        Evaluation e = Evaluation.tracing(params, trace);
        e.evaluate(b);
        int n = 0;
        for (int c : trace) {
          n += c != 0 ? 1 : 0;
        }
        int[] index = new int[n];
        int[] count = new int[n];
        for (int i = 0, j = 0; i < trace.length; i++) {
          if (trace[i] != 0) {
            index[j] = i;
            count[j++] = trace[i];
          }
        }
        samples.add(new Sample(index, count, e.lastPhase(), result));
      }
    }
    return samples;
  }

  private static boolean hasWinningCapture(Board b, MoveList moves) {
    MoveGenerator.generate(b, moves);
    for (int i = 0; i < moves.size(); i++) {
      int m = moves.get(i);
      if (dev.chessplatform.engine.search.See.capturedValue(b, m) > 0
          && dev.chessplatform.engine.search.See.evaluate(b, m) > 0) {
        return true;
      }
    }
    return false;
  }

  private static double eval(Sample s, double[] w) {
    double mg = 0;
    double eg = 0;
    for (int j = 0; j < s.index.length; j++) {
      mg += w[s.index[j]] * s.count[j];
      eg += w[EvalParams.COUNT + s.index[j]] * s.count[j];
    }
    return (mg * s.phase + eg * (Evaluation.MAX_PHASE - s.phase)) / Evaluation.MAX_PHASE;
  }

  private static double sigmoid(double k, double e) {
    return 1 / (1 + Math.pow(10, -k * e / 400));
  }

  private static double error(List<Sample> samples, double[] w, double k) {
    double sum = 0;
    for (Sample s : samples) {
      double d = s.result - sigmoid(k, eval(s, w));
      sum += d * d;
    }
    return sum / samples.size();
  }

  /** The sigmoid scale that best fits the starting weights (golden-section-free coarse scan). */
  private static double fitScale(List<Sample> samples, double[] w) {
    double best = 1;
    double bestError = Double.MAX_VALUE;
    for (double k = 0.2; k <= 2.5; k += 0.05) {
      double e = error(samples, w, k);
      if (e < bestError) {
        bestError = e;
        best = k;
      }
    }
    return best;
  }

  private static void adam(
      List<Sample> samples,
      List<Sample> validation,
      double[] w,
      boolean[] frozen,
      double k,
      int epochs) {
    double[] w0 = w.clone();
    double[] m = new double[w.length];
    double[] v = new double[w.length];
    double[] grad = new double[w.length];
    double ln10 = Math.log(10);
    for (int epoch = 1; epoch <= epochs; epoch++) {
      java.util.Arrays.fill(grad, 0);
      for (Sample s : samples) {
        double sig = sigmoid(k, eval(s, w));
        double g = (sig - s.result) * sig * (1 - sig) * k * ln10 / 400;
        double gm = g * s.phase / Evaluation.MAX_PHASE;
        double ge = g * (Evaluation.MAX_PHASE - s.phase) / Evaluation.MAX_PHASE;
        for (int j = 0; j < s.index.length; j++) {
          grad[s.index[j]] += gm * s.count[j];
          grad[EvalParams.COUNT + s.index[j]] += ge * s.count[j];
        }
      }
      for (int i = 0; i < w.length; i++) {
        if (frozen[i]) {
          continue;
        }
        double gi = 2 * grad[i] / samples.size() + 2 * REGULARISATION * (w[i] - w0[i]);
        m[i] = BETA1 * m[i] + (1 - BETA1) * gi;
        v[i] = BETA2 * v[i] + (1 - BETA2) * gi * gi;
        double mh = m[i] / (1 - Math.pow(BETA1, epoch));
        double vh = v[i] / (1 - Math.pow(BETA2, epoch));
        w[i] -= LEARNING_RATE * mh / (Math.sqrt(vh) + EPSILON);
      }
      if (epoch % 50 == 0) {
        System.out.printf(
            "epoch %d error %.6f held out %.6f%n",
            epoch, error(samples, w, k), error(validation, w, k));
      }
    }
  }
}
