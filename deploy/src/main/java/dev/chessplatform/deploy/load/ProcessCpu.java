package dev.chessplatform.deploy.load;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The CPU time each platform process (and this generator) used over a window, from {@code
 * /proc/<pid>/stat} (user + system, in clock ticks of 1/100 s): where a move's CPU goes.
 */
final class ProcessCpu {

  private static final double TICKS_PER_SECOND = 100.0;
  private final Map<String, Long> pids = new LinkedHashMap<>();
  private Map<String, long[]> before = Map.of();
  private Map<String, long[]> after = Map.of();

  ProcessCpu(Path runDir) {
    pids.putAll(PlatformPids.of(runDir));
    pids.put("load generator", ProcessHandle.current().pid());
  }

  void start() {
    before = ticks();
  }

  void stop() {
    after = ticks();
  }

  /** Prints, per process, the cores it used on average and its CPU milliseconds per move. */
  void print(PrintStream out, double seconds, long moves) {
    print(out, seconds, moves, "move");
  }

  /**
   * Prints, per process, the cores it used on average and its CPU milliseconds per {@code unit}.
   */
  void print(PrintStream out, double seconds, long moves, String unit) {
    double total = 0;
    StringBuilder line = new StringBuilder();
    for (Map.Entry<String, long[]> e : after.entrySet()) {
      long[] from = before.get(e.getKey());
      if (from == null) {
        continue;
      }
      double user = (e.getValue()[0] - from[0]) / TICKS_PER_SECOND;
      double system = (e.getValue()[1] - from[1]) / TICKS_PER_SECOND;
      double cpuSeconds = user + system;
      total += cpuSeconds;
      line.append(
          String.format(
              "%n     %-16s %5.2f cores  %6.2f ms per %s  (%2.0f %% in the kernel)",
              e.getKey(),
              cpuSeconds / seconds,
              moves == 0 ? 0 : 1000 * cpuSeconds / moves,
              unit,
              cpuSeconds == 0 ? 0 : 100 * system / cpuSeconds));
    }
    if (line.length() == 0) {
      return;
    }
    out.printf(
        "   CPU over the window (%d cores here): %.2f cores in all, %.2f ms per %s%s%n",
        Runtime.getRuntime().availableProcessors(),
        total / seconds,
        moves == 0 ? 0 : 1000 * total / moves,
        unit,
        line);
  }

  /** User and system ticks per process. */
  private Map<String, long[]> ticks() {
    Map<String, long[]> now = new LinkedHashMap<>();
    pids.forEach(
        (name, pid) -> {
          try {
            String stat = Files.readString(Path.of("/proc", Long.toString(pid), "stat"));
            // the command name (field 2) may hold spaces: count fields after its closing ')'
            String[] f = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
            now.put(name, new long[] {Long.parseLong(f[11]), Long.parseLong(f[12])});
          } catch (IOException | RuntimeException e) {
            // gone, or no /proc here
          }
        });
    return now;
  }
}
