package dev.chessplatform.engine.train;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** The training tools' command lines: what they take, what they refuse and why. */
class OptionsTest {

  @Test
  void theGeneratorsOptionsAndItsDefaults() {
    var s = DataGenerator.parse(new String[] {"--out", "d.bin", "--nodes", "800", "--seed", "4"});
    assertEquals(new DataGenerator.Settings(Path.of("d.bin"), 1000, s.threads(), 800, 8, 4), s);
  }

  @Test
  void theTrainersOptions() {
    var s =
        Trainer.parse(
            new String[] {"--data", "d.bin", "--out", "n.bin", "--hidden", "64", "--lr", "0.01"});
    assertEquals(64, s.hidden());
    assertEquals(0.01f, s.learningRate());
    assertEquals(12, s.epochs());
  }

  @Test
  void refusedWithTheOptionAtFault() {
    String[][] refused = {
      {"--out", "d.bin", "--node", "800"},
      {"--out", "d.bin", "--nodes"},
      {"--out", "d.bin", "--nodes", "many"},
      {"--nodes", "800"},
      {"out", "d.bin"},
    };
    String[] fault = {"--node", "--nodes", "--nodes", "--out", "out"};
    for (int i = 0; i < refused.length; i++) {
      String[] args = refused[i];
      var e = assertThrows(IllegalArgumentException.class, () -> DataGenerator.parse(args));
      assertEquals(true, e.getMessage().contains(fault[i]), e.getMessage());
    }
  }
}
