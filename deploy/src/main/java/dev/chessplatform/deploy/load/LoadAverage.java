package dev.chessplatform.deploy.load;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** The machine's load average (1, 5, 15 min) from /proc/loadavg, or "n/a" where there is none. */
final class LoadAverage {

  private LoadAverage() {}

  static String now() {
    try {
      String[] parts = Files.readString(Path.of("/proc/loadavg")).trim().split("\\s+");
      return parts[0] + " " + parts[1] + " " + parts[2];
    } catch (IOException | RuntimeException e) {
      return "n/a";
    }
  }
}
