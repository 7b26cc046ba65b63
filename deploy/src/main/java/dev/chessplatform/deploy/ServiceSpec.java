package dev.chessplatform.deploy;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * A Quarkus service of the platform as the launcher starts it.
 *
 * @param name the process name: the module's for its first instance, {@code game-service-1} for the
 *     second and so on (logs/&lt;name&gt;.log, run/&lt;name&gt;.pid)
 * @param module the Maven module whose jar it runs
 * @param port its HTTP port
 * @param jvmArgs JVM flags fit for a 2-core machine
 * @param env its configuration, all through the environment
 */
record ServiceSpec(
    String name, String module, int port, List<String> jvmArgs, Map<String, String> env) {

  /**
   * The variable that moves a service's management interface (its {@code /q/health}, {@code
   * /q/metrics}) off its HTTP port: the gateway's, whose HTTP port is public.
   */
  static final String MANAGEMENT_PORT = "MANAGEMENT_PORT";

  /**
   * Where its readiness is asked: the management port when it has one (on loopback, whatever {@code
   * --host} says: the gateway's application.properties binds it there), else its HTTP port.
   */
  String readinessUrl(PlatformSettings s) {
    String management = env.get(MANAGEMENT_PORT);
    return management == null
        ? s.url(port) + "/q/health/ready"
        : "http://127.0.0.1:" + management + "/q/health/ready";
  }

  /** Small heap, serial GC, C1 only: four services start in seconds on 2 cores (facts.md). */
  static final List<String> LIGHT_JVM =
      List.of("-Xmx256m", "-XX:+UseSerialGC", "-XX:TieredStopAtLevel=1", "-Xss512k");

  /**
   * Every move passes through the gateway and game-service: full tiered JIT (C2), which
   * TieredStopAtLevel=1 would cap at C1 (deploy/README.md, "Load").
   */
  static final List<String> MOVE_PATH_JVM = List.of("-Xmx768m", "-XX:+UseSerialGC", "-Xss512k");

  /**
   * The broker and the store keep their small serial heaps: larger young generations (1 GB and 512
   * MB, 768 MB and 384 MB) measured slower on the 2-core machine (deploy/README.md, "Load").
   */
  static final List<String> KAFKA_JVM = List.of("-Xmx384m", "-XX:+UseSerialGC");

  static final List<String> STORE_JVM = List.of("-Xmx256m", "-XX:+UseSerialGC");

  /** The engine searches: full JIT (never TieredStopAtLevel=1) and room for hash tables. */
  static final List<String> ENGINE_JVM = List.of("-Xmx768m", "-XX:+UseParallelGC");

  /**
   * The JVM flags to start with: {@code CHESS_<NAME>_JVM_OPTS} (e.g. {@code
   * CHESS_GAME_SERVICE_JVM_OPTS="-Xmx1g -XX:+UseParallelGC"}) replaces the defaults when set.
   */
  List<String> effectiveJvmArgs(Map<String, String> environment) {
    return jvmArgs(module, jvmArgs, environment);
  }

  /** {@code defaults}, or {@code CHESS_<NAME>_JVM_OPTS} split at spaces when that is set. */
  static List<String> jvmArgs(String name, List<String> defaults, Map<String, String> environment) {
    String key = "CHESS_" + name.toUpperCase(java.util.Locale.ROOT).replace('-', '_') + "_JVM_OPTS";
    String given = environment.get(key);
    return given == null || given.isBlank() ? defaults : List.of(given.trim().split("\\s+"));
  }

  /** The runnable jar of this service in the checkout at {@code home}. */
  Path jar(Path home) {
    return QuarkusJar.of(home, module).jar();
  }

  /**
   * Every service process in start order: the game-service instances, the engine-service instances,
   * the rating-service instances, the lichess-facade instances, and the gateway instances, each
   * given every instance's URL of every service and spreading requests over them. Instances of one
   * service share its consumer groups, each with its own static member id ({@code
   * GAME_SERVICE_INSTANCE_ID}, {@code ENGINE_INSTANCE_ID}, {@code RATINGS_INSTANCE_ID}; the gateway
   * has no group). game-service asks every rating-service instance in turn ({@code
   * chess.games.ratings.url}, comma-separated).
   */
  static List<ServiceSpec> all(PlatformSettings s) {
    Map<String, String> infra =
        Map.of(
            "KAFKA_BOOTSTRAP_SERVERS", s.kafkaBootstrap(),
            "MONGODB_URI", s.mongoUri(),
            "HTTP_HOST", s.host,
            "CHESS_INTERNAL_SECRET", s.internalSecret());
    String ratingUrls =
        String.join(
            ",",
            java.util.stream.IntStream.range(0, s.ratingInstances)
                .mapToObj(i -> s.url(PlatformSettings.instancePort(s.ratingPort, i)))
                .toList());
    List<ServiceSpec> games =
        instances(
            "game-service",
            s.gameInstances,
            s.gamePort,
            MOVE_PATH_JVM,
            infra,
            "GAME_SERVICE_INSTANCE_ID",
            "RATING_SERVICE_URL",
            ratingUrls);
    List<ServiceSpec> engines =
        instances(
            "engine-service",
            s.engineInstances,
            s.enginePort,
            ENGINE_JVM,
            infra,
            "ENGINE_INSTANCE_ID");
    List<ServiceSpec> ratings =
        instances(
            "rating-service",
            s.ratingInstances,
            s.ratingPort,
            LIGHT_JVM,
            infra,
            "RATINGS_INSTANCE_ID");
    // Lichess's API in front of ours: stateless, it calls game-service as the caller; its links
    // point at the first gateway (the public origin).
    List<ServiceSpec> facades =
        instances(
            "lichess-facade",
            s.facadeInstances,
            s.facadePort,
            LIGHT_JVM,
            infra,
            null,
            "GAME_SERVICE_URL",
            urls(s, games),
            "RATING_SERVICE_URL",
            urls(s, ratings),
            "PUBLIC_URL",
            s.url(s.gatewayPort));
    List<ServiceSpec> gateways =
        instances(
            "gateway",
            s.gatewayInstances,
            s.gatewayPort,
            MOVE_PATH_JVM,
            infra,
            null,
            "GAME_SERVICE_URL",
            urls(s, games),
            "ENGINE_SERVICE_URL",
            urls(s, engines),
            "RATING_SERVICE_URL",
            urls(s, ratings),
            "LICHESS_FACADE_URL",
            urls(s, facades));
    // Its health and metrics on a port of their own, never the public one (issue 51).
    for (int i = 0; i < gateways.size(); i++) {
      gateways
          .get(i)
          .env()
          .put(
              MANAGEMENT_PORT,
              Integer.toString(PlatformSettings.instancePort(s.gatewayManagementPort, i)));
    }
    List<ServiceSpec> specs = new java.util.ArrayList<>(games);
    specs.addAll(engines);
    specs.addAll(ratings);
    specs.addAll(facades);
    specs.addAll(gateways);
    return specs;
  }

  /** The gateway instances of {@link #all}, the first one first. */
  static List<ServiceSpec> gateways(PlatformSettings s) {
    return all(s).stream().filter(spec -> spec.module().equals("gateway")).toList();
  }

  /**
   * The {@code count} instances of {@code module}: instance i on {@code basePort} + 100 i, named by
   * {@link #instanceName}, its static member id {@code <module>-<i>} in {@code idVariable} (none
   * when null).
   */
  private static List<ServiceSpec> instances(
      String module,
      int count,
      int basePort,
      List<String> jvm,
      Map<String, String> infra,
      String idVariable,
      String... more) {
    List<ServiceSpec> specs = new java.util.ArrayList<>();
    for (int i = 0; i < count; i++) {
      int port = PlatformSettings.instancePort(basePort, i);
      Map<String, String> env = with(infra, port, more);
      if (idVariable != null) {
        env.put(idVariable, module + "-" + i);
      }
      specs.add(new ServiceSpec(instanceName(module, i), module, port, jvm, env));
    }
    return specs;
  }

  /** The instances' base URLs, comma-separated, as the gateway takes them. */
  private static String urls(PlatformSettings s, List<ServiceSpec> instances) {
    return String.join(",", instances.stream().map(spec -> s.url(spec.port())).toList());
  }

  /** {@code game-service} for the first instance, {@code game-service-1} for the second … */
  static String instanceName(String module, int i) {
    return i == 0 ? module : module + "-" + i;
  }

  private static Map<String, String> with(Map<String, String> base, int port, String... more) {
    var env = new java.util.LinkedHashMap<>(base);
    env.put("QUARKUS_HTTP_PORT", Integer.toString(port));
    for (int i = 0; i < more.length; i += 2) {
      env.put(more[i], more[i + 1]);
    }
    return env;
  }
}
