package dev.chessplatform.engine.eval.nnue;

import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.Arrays;

/**
 * An efficiently updatable network: 768 inputs (piece × square × side, seen from one side) → a
 * hidden layer of {@code hidden} neurons per side → SCReLU → one output, in int16 with int32 sums.
 *
 * <p>Each side has its own accumulator: the feature bias plus the weights of every piece on the
 * board as that side sees it ({@link #feature}). The output reads the side to move's accumulator,
 * then the other's, each clipped to [0, {@link #QA}] and squared (SCReLU), times the output
 * weights; {@link #evaluate} scales the sum to centipawns for the side to move.
 *
 * <p>The file ({@link #read}, {@link #write}), little-endian: the magic {@code CPNN}, int32 version
 * (1), int32 hidden, int32 QA, int32 QB, int32 scale, then int16 feature weights (768 × hidden, a
 * feature's weights together), int16 feature bias (hidden), int16 output weights (2 × hidden: the
 * side to move's half first), int32 output bias (in QA × QB units).
 */
public final class Network {

  public static final int INPUTS = 768;

  /** The accumulator's clip, and its unit: an activation of 1.0 is {@code QA}. */
  public static final int QA = 255;

  /** The output weights' unit. */
  public static final int QB = 64;

  /** Centipawns per unit of the network's output (its target is a sigmoid of eval / scale). */
  public static final int SCALE = 400;

  private static final int MAGIC = 0x4e4e5043; // "CPNN" read little-endian
  private static final int VERSION = 1;

  final int hidden;

  /** Feature {@code f}'s weights: one array each, which the compiler vectorises. */
  private final short[][] featureWeights;

  final short[] featureBias;

  /** The output weights of the side to move's accumulator, then of the other's. */
  private final short[] usWeights;

  private final short[] themWeights;
  final int outputBias;
  private final Kernels kernels;

  /**
   * @param featureWeights {@code INPUTS × hidden}, feature {@code f}'s weights at {@code f ×
   *     hidden}
   * @param outputWeights {@code 2 × hidden}, the side to move's half first
   */
  public Network(
      int hidden,
      short[] featureWeights,
      short[] featureBias,
      short[] outputWeights,
      int outputBias) {
    if (hidden < 1
        || featureWeights.length != INPUTS * hidden
        || featureBias.length != hidden
        || outputWeights.length != 2 * hidden) {
      throw new IllegalArgumentException("the weights do not fit a hidden layer of " + hidden);
    }
    this.hidden = hidden;
    this.featureWeights = new short[INPUTS][];
    for (int f = 0; f < INPUTS; f++) {
      this.featureWeights[f] = Arrays.copyOfRange(featureWeights, f * hidden, (f + 1) * hidden);
    }
    this.featureBias = featureBias.clone();
    this.usWeights = Arrays.copyOfRange(outputWeights, 0, hidden);
    this.themWeights = Arrays.copyOfRange(outputWeights, hidden, 2 * hidden);
    this.outputBias = outputBias;
    int largest = 0;
    for (short w : outputWeights) {
      largest = Math.max(largest, Math.abs(w));
    }
    this.kernels = Kernels.best(hidden, largest);
  }

  /** The same weights with other kernels: for the tests that compare them. */
  private Network(Network net, Kernels kernels) {
    this.hidden = net.hidden;
    this.featureWeights = net.featureWeights;
    this.featureBias = net.featureBias;
    this.usWeights = net.usWeights;
    this.themWeights = net.themWeights;
    this.outputBias = net.outputBias;
    this.kernels = kernels;
  }

  /** This network computed by the scalar reference kernels. */
  Network scalar() {
    return new Network(this, ScalarKernels.INSTANCE);
  }

  /** How this network computes: {@code scalar}, or {@code vector, <bits>-bit}. */
  public String kernels() {
    return kernels.describe();
  }

  public int hidden() {
    return hidden;
  }

  /**
   * The input of {@code piece} (chess-core's code, side × 6 + type) on {@code square} as {@code
   * perspective} (0 white, 1 black) sees it: its own pieces first, the board flipped for black.
   */
  public static int feature(int perspective, int piece, int square) {
    int side = piece >= 6 ? 1 : 0;
    int type = piece - 6 * side;
    int relative = side == perspective ? 0 : 1;
    return (relative * 6 + type) * 64 + (perspective == 0 ? square : square ^ 56);
  }

  /** Centipawns for the side to move, from its accumulator ({@code us}) and the other's. */
  public int evaluate(short[] us, short[] them) {
    long sum = kernels.screlu(us, usWeights) + kernels.screlu(them, themWeights);
    return (int) ((sum / QA + outputBias) * SCALE / (QA * QB));
  }

  /** Adds feature {@code f}'s weights to {@code acc}. */
  void add(short[] acc, int f) {
    kernels.add(acc, featureWeights[f]);
  }

  /** Subtracts feature {@code f}'s weights from {@code acc}. */
  void subtract(short[] acc, int f) {
    kernels.subtract(acc, featureWeights[f]);
  }

  /** {@code to = from} with feature {@code add} added and {@code sub} subtracted: a quiet move. */
  void addSubtract(short[] from, short[] to, int add, int sub) {
    kernels.addSubtract(from, to, featureWeights[add], featureWeights[sub]);
  }

  void bias(short[] acc) {
    System.arraycopy(featureBias, 0, acc, 0, hidden);
  }

  /** Reads a network in the format above; refuses another magic, version or size. */
  public static Network read(InputStream in) throws IOException {
    DataInputStream data = new DataInputStream(in);
    ByteBuffer head = ByteBuffer.wrap(data.readNBytes(24)).order(ByteOrder.LITTLE_ENDIAN);
    if (head.remaining() < 24) {
      throw new EOFException("not a network: shorter than its header");
    }
    if (head.getInt() != MAGIC) {
      throw new IOException("not a network: no CPNN magic");
    }
    int version = head.getInt();
    int hidden = head.getInt();
    int qa = head.getInt();
    int qb = head.getInt();
    int scale = head.getInt();
    if (version != VERSION) {
      throw new IOException("network version " + version + ", this engine reads " + VERSION);
    }
    if (qa != QA || qb != QB || scale != SCALE) {
      throw new IOException(
          "network quantised with QA " + qa + ", QB " + qb + ", scale " + scale + ": not ours");
    }
    if (hidden < 1 || hidden > 4096) {
      throw new IOException("hidden layer of " + hidden + " neurons");
    }
    short[] fw = shorts(data, INPUTS * hidden);
    short[] fb = shorts(data, hidden);
    short[] ow = shorts(data, 2 * hidden);
    ByteBuffer tail = ByteBuffer.wrap(data.readNBytes(4)).order(ByteOrder.LITTLE_ENDIAN);
    if (tail.remaining() < 4) {
      throw new EOFException("network cut short before its output bias");
    }
    int ob = tail.getInt();
    if (data.read() != -1) {
      throw new IOException("bytes after the network's output bias");
    }
    return new Network(hidden, fw, fb, ow, ob);
  }

  private static short[] shorts(DataInputStream data, int count) throws IOException {
    byte[] bytes = data.readNBytes(2 * count);
    if (bytes.length != 2 * count) {
      throw new EOFException("network cut short");
    }
    short[] out = new short[count];
    ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN).asShortBuffer().get(out);
    return out;
  }

  /** Writes this network in the format above. */
  public void write(OutputStream out) throws IOException {
    int size = 24 + 2 * (INPUTS * hidden + 3 * hidden) + 4;
    ByteBuffer b = ByteBuffer.allocate(size).order(ByteOrder.LITTLE_ENDIAN);
    b.putInt(MAGIC).putInt(VERSION).putInt(hidden).putInt(QA).putInt(QB).putInt(SCALE);
    for (short[] row : featureWeights) {
      for (short s : row) {
        b.putShort(s);
      }
    }
    for (short[] part : new short[][] {featureBias, usWeights, themWeights}) {
      for (short s : part) {
        b.putShort(s);
      }
    }
    b.putInt(outputBias);
    new DataOutputStream(out).write(b.array());
  }
}
