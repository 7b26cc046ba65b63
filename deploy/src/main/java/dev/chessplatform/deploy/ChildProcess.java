package dev.chessplatform.deploy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

/**
 * One process the launcher started: its output goes to {@code logs/<name>.log}, its pid to {@code
 * run/<name>.pid}, and its command line carries {@code -Dchess.platform.data=<dir>} so a stop can
 * find it even when the launcher itself was killed.
 */
final class ChildProcess {

  /** The marker on every command line the launcher starts. */
  static final String MARKER = "-Dchess.platform.data=";

  private final String name;
  private final Process process;
  private final Path log;
  private final Path pidFile;

  private ChildProcess(String name, Process process, Path log, Path pidFile) {
    this.name = name;
    this.process = process;
    this.log = log;
    this.pidFile = pidFile;
  }

  /**
   * Starts {@code java <jvmArgs> <mainArgs>} with the marker and the environment given, in the data
   * folder.
   */
  static ChildProcess startJava(
      PlatformSettings settings,
      String name,
      List<String> jvmArgs,
      List<String> mainArgs,
      Map<String, String> env)
      throws IOException {
    return startJava(settings, name, jvmArgs, mainArgs, env, settings.dataDir());
  }

  /**
   * Starts a service's Quarkus jar from its folder (see {@link QuarkusJar}); the first instance of
   * its module ({@code first}) writes the archive at exit when there is none up to date.
   */
  static ChildProcess startService(
      PlatformSettings settings,
      String name,
      QuarkusJar jar,
      boolean first,
      List<String> jvmArgs,
      Map<String, String> env)
      throws IOException {
    return startJava(
        settings,
        name,
        jar.startJvmArgs(jvmArgs, settings.dumpArchives, first),
        jar.mainArgs(),
        env,
        jar.directory());
  }

  private static ChildProcess startJava(
      PlatformSettings settings,
      String name,
      List<String> jvmArgs,
      List<String> mainArgs,
      Map<String, String> env,
      Path directory)
      throws IOException {
    List<String> command = new ArrayList<>();
    command.add(javaBinary());
    command.add(MARKER + settings.dataDir());
    command.add("-Dchess.platform.component=" + name);
    command.addAll(jvmArgs);
    command.addAll(mainArgs);
    Files.createDirectories(settings.logs());
    Files.createDirectories(settings.runDir());
    Path log = settings.logs().resolve(name + ".log");
    ProcessBuilder builder =
        new ProcessBuilder(command)
            .directory(directory.toFile())
            .redirectErrorStream(true)
            .redirectOutput(ProcessBuilder.Redirect.appendTo(log.toFile()));
    builder.environment().putAll(env);
    Process process = builder.start();
    Path pidFile = settings.runDir().resolve(name + ".pid");
    Files.writeString(pidFile, Long.toString(process.pid()));
    return new ChildProcess(name, process, log, pidFile);
  }

  /** Runs a short-lived java command to completion (e.g. formatting the Kafka storage). */
  static int runJava(PlatformSettings settings, String name, List<String> args, Duration timeout)
      throws IOException, InterruptedException {
    ChildProcess child = startJava(settings, name, List.of("-Xmx256m"), args, Map.of());
    if (!child.process.waitFor(timeout.toMillis(), TimeUnit.MILLISECONDS)) {
      child.stop(Duration.ofSeconds(5));
      return -1;
    }
    Files.deleteIfExists(child.pidFile);
    return child.process.exitValue();
  }

  String name() {
    return name;
  }

  Path log() {
    return log;
  }

  boolean isAlive() {
    return process.isAlive();
  }

  long pid() {
    return process.pid();
  }

  /** SIGTERM, then SIGKILL after {@code grace}; the pid file goes either way. */
  void stop(Duration grace) {
    stopTogether(List.of(this), grace);
  }

  /** {@link #stop(Duration)} for all of {@code children} side by side ({@link #stopHandles}). */
  static void stopTogether(List<ChildProcess> children, Duration grace) {
    stopHandles(children.stream().map(c -> c.process.toHandle()).toList(), grace);
    for (ChildProcess child : children) {
      try {
        Files.deleteIfExists(child.pidFile);
      } catch (IOException e) {
        // a stale pid file is checked against the live process list before anyone trusts it
      }
    }
  }

  static void stopHandle(ProcessHandle handle, Duration grace) {
    stopHandles(List.of(handle), grace);
  }

  /**
   * SIGTERM to all of {@code handles} at once, then SIGKILL to whichever is still alive after
   * {@code grace}: they stop side by side, not one after the other.
   */
  static void stopHandles(List<ProcessHandle> handles, Duration grace) {
    List<ProcessHandle> alive = handles.stream().filter(ProcessHandle::isAlive).toList();
    alive.forEach(ProcessHandle::destroy);
    long deadline = System.nanoTime() + grace.toNanos();
    for (ProcessHandle handle : alive) {
      try {
        long left = Math.max(0, deadline - System.nanoTime());
        handle.onExit().get(left, TimeUnit.NANOSECONDS);
      } catch (Exception e) {
        handle.descendants().forEach(ProcessHandle::destroyForcibly);
        handle.destroyForcibly();
      }
    }
  }

  /** Last lines of the log, to show why a process died. */
  String logTail(int lines) {
    try {
      List<String> all = Files.readAllLines(log);
      return String.join("\n", all.subList(Math.max(0, all.size() - lines), all.size()));
    } catch (IOException e) {
      return "(no log at " + log + ")";
    }
  }

  /** Live processes carrying the marker of {@code dataDir}, whoever started them. */
  static List<ProcessHandle> marked(Path dataDir) {
    String marker = MARKER + dataDir;
    return ProcessHandle.allProcesses()
        .filter(p -> p.pid() != ProcessHandle.current().pid())
        .filter(
            p -> {
              Optional<String[]> args = p.info().arguments();
              return args.isPresent() && List.of(args.get()).contains(marker);
            })
        .toList();
  }

  private static String javaBinary() {
    return ProcessHandle.current().info().command().orElse("java");
  }
}
