package dev.chessplatform.deploy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.function.Predicate;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

/**
 * Stops a running platform: asks the launcher to stop (it stops its children in order), then ends
 * any process still carrying this data folder's marker, e.g. after the launcher was killed or
 * returned ({@code start --detach}): in the launcher's order, the services side by side first, then
 * the store, then every broker.
 */
@Command(
    name = "stop",
    mixinStandardHelpOptions = true,
    description = "Stop the platform that uses the data folder.")
final class StopCommand implements Callable<Integer> {

  @Mixin PlatformSettings settings;

  @Override
  public Integer call() throws Exception {
    Path data = settings.dataDir();
    Path launcherPid = data.resolve("run/platform.pid");
    int stopped = 0;
    if (Files.exists(launcherPid)) {
      long pid = Long.parseLong(Files.readString(launcherPid).trim());
      var launcher = ProcessHandle.of(pid).filter(ProcessHandle::isAlive);
      if (launcher.isPresent()) {
        ChildProcess.stopHandle(launcher.get(), Duration.ofSeconds(90));
        stopped++;
      }
      Files.deleteIfExists(launcherPid);
    }
    List<ProcessHandle> leftovers = ChildProcess.marked(data);
    stopped += leftovers.size();
    stopInOrder(leftovers);
    List<ProcessHandle> still = ChildProcess.marked(data);
    if (!still.isEmpty()) {
      System.err.println("Could not stop " + still.size() + " process(es): " + still);
      return 1;
    }
    ArchivesCommand.promoteFirstStarts(settings.home());
    System.out.println(
        stopped == 0 ? "Nothing was running for " + data : "Platform stopped (" + data + ")");
    return 0;
  }

  /**
   * Services first, all at once, then the store, then the brokers together: the services flush to
   * Kafka and MongoDB while both still run, the store (a projection of Kafka) stops before the log
   * it projects, and none waits out its grace one after the other (a process without a component
   * marker counts as a service).
   */
  static void stopInOrder(List<ProcessHandle> processes) {
    List<ProcessHandle> store = processes.stream().filter(p -> is(p, "mongo"::equals)).toList();
    List<ProcessHandle> brokers = processes.stream().filter(p -> is(p, Brokers::isBroker)).toList();
    List<ProcessHandle> services =
        processes.stream().filter(p -> !store.contains(p) && !brokers.contains(p)).toList();
    ChildProcess.stopHandles(services, Duration.ofSeconds(30));
    ChildProcess.stopHandles(store, Duration.ofSeconds(30));
    ChildProcess.stopHandles(brokers, Duration.ofSeconds(40));
  }

  /** Whether {@code p}'s component marker names a component that {@code which} accepts. */
  private static boolean is(ProcessHandle p, Predicate<String> which) {
    String marker = "-Dchess.platform.component=";
    return p.info()
        .arguments()
        .map(
            args ->
                List.of(args).stream()
                    .filter(a -> a.startsWith(marker))
                    .anyMatch(a -> which.test(a.substring(marker.length()))))
        .orElse(false);
  }
}
