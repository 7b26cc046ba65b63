package dev.chessplatform.deploy;

import dev.chessplatform.events.Topics;
import dev.chessplatform.infra.KraftBrokerConfig;
import dev.chessplatform.infra.TopicCreator;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * Starts the whole platform: the MongoDB-wire store beside the Kafka broker(s), then the topics,
 * then the services; waits until every one is ready, prints the URLs, and on Ctrl-C (or {@code
 * platform stop}) stops everything it started: the services, then the store, then the brokers.
 */
@Command(
    name = "start",
    mixinStandardHelpOptions = true,
    description = "Start the whole platform and wait (Ctrl-C stops it).")
final class StartCommand implements Callable<Integer> {

  private static final Duration SERVICE_READY_TIMEOUT = Duration.ofSeconds(240);

  @Mixin PlatformSettings settings;

  @Option(
      names = "--detach",
      description = "Return once everything is ready; stop with 'platform stop'.")
  boolean detach;

  private final List<ChildProcess> started = Collections.synchronizedList(new ArrayList<>());

  @Override
  public Integer call() throws Exception {
    Path data = settings.dataDir();
    Files.createDirectories(data);
    Path launcherPid = data.resolve("run/platform.pid");
    if (Files.exists(launcherPid)) {
      long pid = Long.parseLong(Files.readString(launcherPid).trim());
      if (ProcessHandle.of(pid).map(ProcessHandle::isAlive).orElse(false)) {
        System.err.println(
            "The platform is already running for " + data + " (pid " + pid + "): ./platform stop");
        return 1;
      }
    }
    List<ProcessHandle> leftovers = ChildProcess.marked(data);
    if (!leftovers.isEmpty()) {
      System.err.println(
          leftovers.size()
              + " process(es) of an earlier run still hold "
              + data
              + ": ./platform stop");
      return 1;
    }
    String instances = settings.instancesProblem();
    if (instances != null) {
      System.err.println(instances);
      return 2;
    }
    List<String> clashes = Ports.clashes(settings);
    if (!clashes.isEmpty()) {
      clashes.forEach(System.err::println);
      return 2;
    }
    String kafkaData = Brokers.dataProblem(settings);
    if (kafkaData != null) {
      System.err.println(kafkaData);
      return 1;
    }
    List<String> busy = Ports.busy(settings);
    if (!busy.isEmpty()) {
      busy.forEach(System.err::println);
      return 1;
    }
    for (ServiceSpec spec : ServiceSpec.all(settings)) {
      if (!Files.exists(spec.jar(settings.home()))) {
        System.err.println(
            "Missing " + spec.jar(settings.home()) + ": build with ./platform build");
        return 1;
      }
    }
    ArchivesCommand.promoteFirstStarts(settings.home());
    Files.createDirectories(launcherPid.getParent());
    Files.writeString(launcherPid, Long.toString(ProcessHandle.current().pid()));
    Thread stopHook = new Thread(this::stopAll, "platform-stop");
    Runtime.getRuntime().addShutdownHook(stopHook);

    long t0 = System.nanoTime();
    try {
      // The store boots while the broker formats and starts: neither waits for the other.
      ChildProcess mongo = launchMongo();
      startKafka();
      awaitReady(
          mongo, Duration.ofSeconds(30), () -> Ports.accepts(settings.host, settings.mongoPort));
      say("mongodb-wire store up at " + settings.mongoUri());
      List<String> created =
          TopicCreator.createMissing(
              settings.kafkaBootstrap(), Topics.ALL, settings.kafkaCluster().replicationFactor());
      say(
          "topics ready ("
              + (created.isEmpty() ? "all existed" : "created " + String.join(", ", created))
              + ")");
      startServices();
    } catch (StartFailure e) {
      System.err.println(e.getMessage());
      stopAll();
      return 1;
    }
    printReady(Duration.ofNanos(System.nanoTime() - t0));
    if (detach) {
      // The children live on without this JVM; 'platform stop' finds them by their marker.
      Runtime.getRuntime().removeShutdownHook(stopHook);
      Files.deleteIfExists(launcherPid);
      return 0;
    }
    new CountDownLatch(1).await();
    return 0;
  }

  /**
   * Formats the brokers' log dirs that are new (all of one cluster with one cluster id), starts
   * every broker at once (a node of a cluster waits for a majority of the quorum), and returns once
   * each accepts connections.
   */
  private void startKafka() throws IOException, InterruptedException, StartFailure {
    List<KraftBrokerConfig> configs = settings.kafkaCluster().configs();
    String clusterId = org.apache.kafka.common.Uuid.randomUuid().toString();
    Path home = settings.home();
    List<ChildProcess> brokers = new ArrayList<>();
    for (int i = 0; i < configs.size(); i++) {
      String name = ServiceSpec.instanceName("kafka", i);
      KraftBrokerConfig config = configs.get(i);
      Path properties =
          BrokerLaunch.writeProperties(config, settings.brokerDir(i).resolve("server.properties"));
      if (!config.isFormatted()) {
        List<String> format = BrokerLaunch.formatArgs(home, clusterId, properties);
        int exit = ChildProcess.runJava(settings, name + "-format", format, Duration.ofSeconds(60));
        if (exit != 0) {
          throw new StartFailure(
              "Formatting the Kafka storage failed; see "
                  + settings.logs().resolve(name + "-format.log"));
        }
      }
      ChildProcess broker =
          ChildProcess.startJava(
              settings,
              name,
              BrokerLaunch.jvmArgs(home, System.getenv(), settings.dumpArchives, i),
              BrokerLaunch.mainArgs(home, properties),
              java.util.Map.of());
      started.add(broker);
      brokers.add(broker);
    }
    for (int i = 0; i < brokers.size(); i++) {
      int port = configs.get(i).port();
      awaitReady(brokers.get(i), Duration.ofSeconds(60), () -> Ports.accepts(settings.host, port));
    }
    say(
        (brokers.size() == 1 ? "kafka broker" : brokers.size() + " kafka brokers")
            + " up at "
            + settings.kafkaBootstrap());
  }

  private ChildProcess launchMongo() throws IOException {
    Path file = settings.dataDir().resolve("mongo/chess.mv");
    Files.createDirectories(file.getParent());
    List<String> args =
        List.of(
            "-cp",
            BrokerLaunch.libClasspath(settings.home()),
            "dev.chessplatform.infra.MongoStoreMain",
            settings.host,
            Integer.toString(settings.mongoPort),
            file.toString());
    Path archive = BrokerLaunch.storeArchive(settings.home());
    ChildProcess mongo =
        ChildProcess.startJava(
            settings,
            "mongo",
            ClassArchive.forStart(
                ServiceSpec.jvmArgs("mongo", ServiceSpec.STORE_JVM, System.getenv()),
                archive,
                archive.toString(),
                BrokerLaunch.lib(settings.home()),
                settings.dumpArchives,
                true),
            args,
            java.util.Map.of());
    started.add(mongo);
    return mongo;
  }

  private void startServices() throws IOException, InterruptedException, StartFailure {
    List<ServiceSpec> specs = ServiceSpec.all(settings);
    List<ChildProcess> services = new ArrayList<>();
    for (ServiceSpec spec : specs) {
      ChildProcess child =
          ChildProcess.startService(
              settings,
              spec.name(),
              QuarkusJar.of(settings.home(), spec.module()),
              spec.name().equals(spec.module()),
              spec.effectiveJvmArgs(System.getenv()),
              spec.env());
      started.add(child);
      services.add(child);
    }
    for (int i = 0; i < specs.size(); i++) {
      String health = specs.get(i).readinessUrl(settings);
      awaitReady(services.get(i), SERVICE_READY_TIMEOUT, () -> Readiness.httpOk(health));
      say(specs.get(i).name() + " ready at " + settings.url(specs.get(i).port()));
    }
  }

  private void awaitReady(
      ChildProcess child, Duration timeout, java.util.function.BooleanSupplier ready)
      throws InterruptedException, StartFailure {
    Readiness.Outcome outcome = Readiness.await(child, timeout, ready);
    if (outcome != Readiness.Outcome.READY) {
      throw new StartFailure(
          child.name()
              + (outcome == Readiness.Outcome.DIED
                  ? " exited"
                  : " was not ready within " + timeout.toSeconds() + " s")
              + "; last lines of "
              + child.log()
              + ":\n"
              + child.logTail(25));
    }
  }

  private void printReady(Duration took) {
    List<String> gateways =
        ServiceSpec.gateways(settings).stream().map(spec -> settings.url(spec.port())).toList();
    String gateway = gateways.get(0);
    StringBuilder more = new StringBuilder();
    for (String other : gateways.subList(1, gateways.size())) {
      more.append(String.format("  Gateway (public API):  %s/api%n", other));
    }
    System.out.printf(
        "%nPlatform ready in %.1f s (data in %s, logs in %s)%n"
            + "  Play (web client):     %s/%n"
            + "  Gateway (public API):  %s/api%n"
            + "%s"
            + "  Swagger UI:            %s/q/swagger-ui%n"
            + "  OpenAPI (whole API):   %s/api/platform/openapi.json%n"
            + "  Platform health:       %s/api/platform/health%n"
            + "  Operators (loopback):  http://127.0.0.1:%d/q/platform/health, /q/metrics%n"
            + "  Kafka bootstrap:       %s%n"
            + "  Stop: Ctrl-C or ./platform stop%n",
        took.toMillis() / 1000.0,
        settings.dataDir(),
        settings.logs(),
        gateway,
        gateway,
        more,
        gateway,
        gateway,
        gateway,
        settings.gatewayManagementPort,
        settings.kafkaBootstrap());
    System.out.flush();
  }

  private void stopAll() {
    List<ChildProcess> reversed;
    synchronized (started) {
      if (started.isEmpty()) {
        return;
      }
      reversed = new ArrayList<>(started);
      started.clear();
    }
    Collections.reverse(reversed);
    say("stopping " + reversed.size() + " processes");
    // Services first (they flush to Kafka and MongoDB), then the store, then the brokers.
    ChildProcess.stopTogether(
        reversed.stream()
            .filter(c -> !Brokers.isBroker(c.name()) && !c.name().equals("mongo"))
            .toList(),
        Duration.ofSeconds(20));
    reversed.stream()
        .filter(c -> c.name().equals("mongo"))
        .forEach(c -> c.stop(Duration.ofSeconds(20)));
    ChildProcess.stopTogether(
        reversed.stream().filter(c -> Brokers.isBroker(c.name())).toList(), Duration.ofSeconds(40));
    ArchivesCommand.promoteFirstStarts(settings.home());
    try {
      Files.deleteIfExists(settings.dataDir().resolve("run/platform.pid"));
    } catch (IOException e) {
      // the next start checks whether that pid is alive
    }
    say("stopped");
  }

  private static void say(String line) {
    System.out.println("[platform] " + line);
    System.out.flush();
  }

  /** A start that cannot go on, with the reason for the operator. */
  static final class StartFailure extends Exception {
    StartFailure(String message) {
      super(message);
    }
  }
}
