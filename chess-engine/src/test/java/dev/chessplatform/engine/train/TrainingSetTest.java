package dev.chessplatform.engine.train;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A data file as the trainer reads it: split by game, and mirrored on request. */
class TrainingSetTest {

  @TempDir Path dir;

  @Test
  void aMirroredSetHoldsEachTrainingPositionAndItsMirrorImageWithTheSameLabels() throws Exception {
    Path data = dir.resolve("d.bin");
    Files.write(data, TrainerTest.materialPositions(300, 21));
    TrainingSet[] plain = TrainingSet.read(data, 4);
    TrainingSet[] mirrored = TrainingSet.read(data, 4, true);
    assertEquals(300, plain[0].size() + plain[1].size());
    assertEquals(2 * plain[0].size(), mirrored[0].size());
    assertEquals(plain[1].size(), mirrored[1].size(), "validation is never mirrored");
    for (int i = 0; i < plain[0].size(); i++) {
      TrainingSet m = mirrored[0];
      assertEquals(features(plain[0], i, 0), features(m, 2 * i, 0));
      assertEquals(features(plain[0], i, 7), features(m, 2 * i + 1, 0), "files a-h swapped");
      assertEquals(features(plain[0], i, 7, true), features(m, 2 * i + 1, 0, true));
      assertEquals(plain[0].scores[i], m.scores[2 * i + 1]);
      assertEquals(plain[0].results[i], m.results[2 * i + 1]);
    }
  }

  private static Set<Integer> features(TrainingSet set, int i, int files) {
    return features(set, i, files, false);
  }

  /** Position {@code i}'s features from the side to move's view (or the other's), files xor'd. */
  private static Set<Integer> features(TrainingSet set, int i, int files, boolean other) {
    Set<Integer> out = new TreeSet<>();
    short[] f = other ? set.them : set.us;
    for (int k = 0; k < set.counts[i]; k++) {
      out.add(f[i * TrainingSet.MAX_PIECES + k] ^ files);
    }
    return out;
  }
}
