package dev.chessplatform.deploy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

/**
 * Stops a running platform: asks the launcher to stop (it stops its children in order), then ends
 * any process still carrying this data folder's marker, e.g. after the launcher was killed.
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
    for (ProcessHandle p : leftovers) {
      ChildProcess.stopHandle(p, Duration.ofSeconds(30));
      stopped++;
    }
    List<ProcessHandle> still = ChildProcess.marked(data);
    if (!still.isEmpty()) {
      System.err.println("Could not stop " + still.size() + " process(es): " + still);
      return 1;
    }
    System.out.println(
        stopped == 0 ? "Nothing was running for " + data : "Platform stopped (" + data + ")");
    return 0;
  }
}
