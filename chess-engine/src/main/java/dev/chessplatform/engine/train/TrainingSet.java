package dev.chessplatform.engine.train;

import dev.chessplatform.engine.eval.nnue.Network;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.channels.FileChannel;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;

/**
 * Positions of a data file as the trainer reads them: each one's active features from the side to
 * move's view and from the other side's, its score and result for the side to move.
 *
 * <p>Split by game ({@code game % validationEvery == 0} for validation), so that positions of one
 * game never sit on both sides.
 */
public final class TrainingSet {

  /** Features per position at most: 32 pieces. */
  static final int MAX_PIECES = 32;

  final int size;

  /**
   * {@code [position × 32 + i]}: the side to move's features, then the other's, -1 past the end.
   */
  final short[] us;

  final short[] them;
  final byte[] counts;

  /** Score in centipawns for the side to move. */
  final short[] scores;

  /** The result for the side to move: 0, 0.5 or 1. */
  final float[] results;

  private TrainingSet(int size) {
    this.size = size;
    this.us = new short[size * MAX_PIECES];
    this.them = new short[size * MAX_PIECES];
    this.counts = new byte[size];
    this.scores = new short[size];
    this.results = new float[size];
  }

  public int size() {
    return size;
  }

  /** The training and validation sets of {@code file}. */
  public static TrainingSet[] read(Path file, int validationEvery) throws IOException {
    return read(file, validationEvery, false);
  }

  /**
   * The training and validation sets of {@code file}; with {@code mirror}, the training set also
   * holds each of its positions mirrored left to right (files a–h swapped: the same position for a
   * net without castling rights), twice the positions from the same games.
   */
  public static TrainingSet[] read(Path file, int validationEvery, boolean mirror)
      throws IOException {
    int training = 0;
    int validation = 0;
    try (FileChannel in = FileChannel.open(file, StandardOpenOption.READ)) {
      long records = in.size() / PackedPosition.BYTES;
      if (records > Integer.MAX_VALUE / MAX_PIECES) {
        throw new IOException(file + ": too many positions for one set: " + records);
      }
      ByteBuffer all =
          in.map(FileChannel.MapMode.READ_ONLY, 0, records * PackedPosition.BYTES)
              .order(ByteOrder.LITTLE_ENDIAN);
      for (long i = 0; i < records; i++) {
        if (all.getInt((int) (i * PackedPosition.BYTES + 28)) % validationEvery == 0) {
          validation++;
        } else {
          training++;
        }
      }
      TrainingSet t = new TrainingSet(mirror ? 2 * training : training);
      TrainingSet v = new TrainingSet(validation);
      int ti = 0;
      int vi = 0;
      for (long i = 0; i < records; i++) {
        PackedPosition p = PackedPosition.read(all);
        if (p.game() % validationEvery == 0) {
          v.put(vi++, p, 0);
        } else {
          t.put(ti++, p, 0);
          if (mirror) {
            t.put(ti++, p, 7);
          }
        }
      }
      return new TrainingSet[] {t, v};
    }
  }

  /** A set of exactly {@code positions}, in their order. */
  static TrainingSet of(List<PackedPosition> positions) {
    TrainingSet set = new TrainingSet(positions.size());
    for (int i = 0; i < positions.size(); i++) {
      set.put(i, positions.get(i), 0);
    }
    return set;
  }

  /** Puts {@code p} at {@code i}, its squares' files flipped when {@code files} is 7. */
  private void put(int i, PackedPosition p, int files) {
    int stm = p.sideToMove();
    long bits = p.occupied();
    byte[] pieces = p.pieces();
    for (int k = 0; k < pieces.length; k++) {
      int square = Long.numberOfTrailingZeros(bits) ^ files;
      bits &= bits - 1;
      us[i * MAX_PIECES + k] = (short) Network.feature(stm, pieces[k], square);
      them[i * MAX_PIECES + k] = (short) Network.feature(stm ^ 1, pieces[k], square);
    }
    counts[i] = (byte) pieces.length;
    scores[i] = (short) (stm == 0 ? p.score() : -p.score());
    float white = p.result() / 2f;
    results[i] = stm == 0 ? white : 1 - white;
  }
}
