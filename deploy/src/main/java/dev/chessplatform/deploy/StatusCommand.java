package dev.chessplatform.deploy;

import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

/** Prints which parts of the platform answer. */
@Command(
    name = "status",
    mixinStandardHelpOptions = true,
    description = "Show which parts of the platform are up.")
final class StatusCommand implements Callable<Integer> {

  @Mixin PlatformSettings settings;

  @Override
  public Integer call() {
    boolean allUp = true;
    var brokers = settings.kafkaCluster().configs();
    for (int i = 0; i < brokers.size(); i++) {
      int port = brokers.get(i).port();
      allUp &=
          line(
              Brokers.names(settings).get(i),
              Ports.accepts(settings.host, port),
              settings.host + ":" + port);
    }
    allUp &= line("mongo", Ports.accepts(settings.host, settings.mongoPort), settings.mongoUri());
    for (ServiceSpec spec : ServiceSpec.all(settings)) {
      String url = settings.url(spec.port());
      allUp &= line(spec.name(), Readiness.httpOk(spec.readinessUrl(settings)), url);
    }
    System.out.println(
        "processes: "
            + ChildProcess.marked(settings.dataDir()).size()
            + " for "
            + settings.dataDir());
    return allUp ? 0 : 3;
  }

  private static boolean line(String name, boolean up, String where) {
    System.out.printf("%-18s %-5s %s%n", name, up ? "UP" : "DOWN", where);
    return up;
  }
}
