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

  /** Each process with a readable pid file, in the order above; those not running left out. */
  static Map<String, Long> of(Path runDir) {
    Map<String, Long> pids = new LinkedHashMap<>();
    for (String c : COMPONENTS) {
      try {
        pids.put(c, Long.parseLong(Files.readString(runDir.resolve(c + ".pid")).trim()));
      } catch (IOException | NumberFormatException e) {
        // not running (or not this platform): left out
      }
    }
    return pids;
  }
}
