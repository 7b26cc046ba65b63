package dev.chessplatform.deploy.load;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** The pids of the platform's processes, from the launcher's pid files ({@code <data-dir>/run}). */
final class PlatformPids {

  private static final List<String> COMPONENTS =
      List.of("gateway", "game-service", "kafka", "mongo", "engine-service", "rating-service");

  private PlatformPids() {}

  /**
   * Most further instances of one process looked for (game-service-1 … game-service-11, gateway-1
   * …, rating-service-1 …, kafka-1 and kafka-2 with {@code --kafka-brokers 3}).
   */
  private static final int MAX_INSTANCES = 12;

  /**
   * Each process with a readable pid file, in the order above, each followed by its further
   * instances ({@code --game-instances}: game-service-1 …; {@code --kafka-brokers 3}: kafka-1,
   * kafka-2); those not running left out.
   */
  static Map<String, Long> of(Path runDir) {
    Map<String, Long> pids = new LinkedHashMap<>();
    for (String c : COMPONENTS) {
      read(runDir, c, pids);
      for (int i = 1; i < MAX_INSTANCES; i++) {
        read(runDir, c + "-" + i, pids);
      }
    }
    return pids;
  }

  private static void read(Path runDir, String name, Map<String, Long> pids) {
    try {
      pids.put(name, Long.parseLong(Files.readString(runDir.resolve(name + ".pid")).trim()));
    } catch (IOException | NumberFormatException e) {
      // not running (or not this platform): left out
    }
  }
}
