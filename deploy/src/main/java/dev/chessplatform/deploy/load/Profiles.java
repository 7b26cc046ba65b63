package dev.chessplatform.deploy.load;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import jdk.jfr.consumer.RecordedEvent;
import jdk.jfr.consumer.RecordedFrame;
import jdk.jfr.consumer.RecordedStackTrace;
import jdk.jfr.consumer.RecordingFile;

/**
 * JDK Flight Recordings of the platform's processes over a measured window, and what they say.
 *
 * <p>Each recording starts with the row ({@code jcmd <pid> JFR.start settings=default}, before its
 * warm-up) and is written whole when it stops ({@code JFR.stop filename=}); the summary reads only
 * the events of the measured window. JFR starting in seven JVMs at once cost a window that opened
 * with it most of its rate (165 and 125 moves/s against 900–1,000 without, docs/benchmarks.md).
 * What it says: each process's share of the machine's CPU, its GC pauses, and the methods its Java
 * threads were sampled in, on top of the stack (self) and anywhere on it (total).
 */
final class Profiles {

  private static final String OURS = "dev.chessplatform.";

  private final Path runDir;
  private final Path outDir;
  private final Map<String, Long> recording = new LinkedHashMap<>();
  private Instant windowFrom;

  /**
   * @param runDir the platform's pid files ({@code <data-dir>/run})
   * @param outDir where the {@code .jfr} files go
   */
  Profiles(Path runDir, Path outDir) {
    this.runDir = runDir;
    this.outDir = outDir;
  }

  void start() throws IOException, InterruptedException {
    Files.createDirectories(outDir);
    for (Map.Entry<String, Long> p : PlatformPids.of(runDir).entrySet()) {
      if (jcmd(p.getValue(), "JFR.start", "name=load", "settings=default")) {
        recording.put(p.getKey(), p.getValue());
      }
    }
    if (recording.isEmpty()) {
      throw new IllegalStateException("no platform process to profile under " + runDir);
    }
  }

  /** The measured window opens: the summary reads the events from here on. */
  void windowOpens() {
    windowFrom = Instant.now();
  }

  /**
   * Stops every recording, writing it into {@code <outDir>/<component>.jfr}, and returns the files.
   */
  Map<String, Path> stop() throws IOException, InterruptedException {
    Map<String, Path> files = new LinkedHashMap<>();
    for (Map.Entry<String, Long> e : recording.entrySet()) {
      Path file = outDir.resolve(e.getKey() + ".jfr");
      Files.deleteIfExists(file);
      if (jcmd(e.getValue(), "JFR.stop", "name=load", "filename=" + file)) {
        files.put(e.getKey(), file);
      }
    }
    recording.clear();
    return files;
  }

  private static boolean jcmd(long pid, String... command)
      throws IOException, InterruptedException {
    Path java = Path.of(ProcessHandle.current().info().command().orElse("java"));
    Path jcmd = java.resolveSibling("jcmd");
    List<String> line = new ArrayList<>(List.of(jcmd.toString(), Long.toString(pid)));
    line.addAll(List.of(command));
    Process p = new ProcessBuilder(line).redirectErrorStream(true).start();
    String out = new String(p.getInputStream().readAllBytes());
    if (!p.waitFor(1, TimeUnit.MINUTES) || p.exitValue() != 0) {
      System.err.println("jcmd " + String.join(" ", command) + " for " + pid + ": " + out.trim());
      return false;
    }
    return true;
  }

  /** When the measured window opened, or null before it did. */
  Instant windowFrom() {
    return windowFrom;
  }

  /**
   * Prints a recording's CPU share, GC pauses and its {@code top} hottest methods, from the events
   * at or after {@code from} (all when null): the file holds the warm-up too.
   */
  static void summarize(PrintStream out, String component, Path file, int top, Instant from)
      throws IOException {
    Map<String, Integer> self = new HashMap<>();
    Map<String, Integer> total = new HashMap<>();
    Map<String, Integer> ours = new HashMap<>();
    int samples = 0;
    double cpu = 0;
    double machine = 0;
    int cpuEvents = 0;
    long gcNanos = 0;
    int gcs = 0;
    try (RecordingFile recordingFile = new RecordingFile(file)) {
      while (recordingFile.hasMoreEvents()) {
        RecordedEvent event = recordingFile.readEvent();
        if (from != null && event.getStartTime().isBefore(from)) {
          continue;
        }
        switch (event.getEventType().getName()) {
          case "jdk.ExecutionSample" -> {
            RecordedStackTrace stack = event.getStackTrace();
            if (stack == null || stack.getFrames().isEmpty()) {
              continue;
            }
            samples++;
            List<RecordedFrame> frames = stack.getFrames();
            self.merge(name(frames.get(0)), 1, Integer::sum);
            Set<String> seen = new HashSet<>();
            for (RecordedFrame f : frames) {
              if (seen.add(name(f))) {
                total.merge(name(f), 1, Integer::sum);
                if (name(f).startsWith(OURS)) {
                  ours.merge(name(f), 1, Integer::sum);
                }
              }
            }
          }
          case "jdk.CPULoad" -> {
            cpu += event.getFloat("jvmUser") + event.getFloat("jvmSystem");
            machine += event.getFloat("machineTotal");
            cpuEvents++;
          }
          case "jdk.GarbageCollection" -> {
            gcNanos += event.getDuration("sumOfPauses").toNanos();
            gcs++;
          }
          default -> {}
        }
      }
    }
    out.printf(
        "%n-- %s: %.0f %% of the machine's CPU (machine %.0f %%), %d GCs pausing %.0f ms in all,"
            + " %d execution samples (%s)%n",
        component,
        cpuEvents == 0 ? 0 : 100 * cpu / cpuEvents,
        cpuEvents == 0 ? 0 : 100 * machine / cpuEvents,
        gcs,
        gcNanos / 1e6,
        samples,
        file);
    print(out, "self", self, samples, top);
    print(out, "total", total, samples, top);
    print(out, "total, the platform's own code", ours, samples, top);
  }

  /**
   * {@code Profiles <file.jfr> [top] [from]}: the summary of a recording made earlier, from the
   * instant {@code from} (ISO-8601, e.g. {@code 2026-12-07T03:10:00Z}) when given.
   */
  public static void main(String[] args) throws IOException {
    Path file = Path.of(args[0]);
    summarize(
        System.out,
        file.getFileName().toString(),
        file,
        args.length > 1 ? Integer.parseInt(args[1]) : 25,
        args.length > 2 ? Instant.parse(args[2]) : null);
  }

  private static void print(
      PrintStream out, String what, Map<String, Integer> counts, int samples, int top) {
    out.printf("   top %d by %s:%n", top, what);
    counts.entrySet().stream()
        .sorted(Map.Entry.<String, Integer>comparingByValue().reversed())
        .limit(top)
        .forEach(e -> out.printf("   %5.1f %%  %s%n", 100.0 * e.getValue() / samples, e.getKey()));
  }

  private static String name(RecordedFrame f) {
    return f.getMethod().getType().getName() + "." + f.getMethod().getName();
  }
}
