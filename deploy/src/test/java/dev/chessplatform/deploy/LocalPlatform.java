package dev.chessplatform.deploy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * The whole platform as the README starts it (the launcher jar behind {@code ./platform}), on free
 * ports and its own data folder, for the tests that need every process.
 */
public final class LocalPlatform {

  private static final Duration START_TIMEOUT = Duration.ofMinutes(5);
  private static final ObjectMapper JSON = new ObjectMapper();

  public final Path home =
      Path.of(System.getProperty("platform.home", "..")).toAbsolutePath().normalize();
  public final Path data;
  private final List<String> ports = new ArrayList<>();
  private final HttpClient http = HttpClient.newHttpClient();
  private final Map<String, String> env = new java.util.LinkedHashMap<>();
  public int gatewayPort;
  public int kafkaPort;
  public int mongoPort;
  private int kafkaBrokers = 1;

  /**
   * The broker, the store, game-service and the gateway of a test's platform compile with C1 only
   * (the launcher's flags, then {@code -XX:TieredStopAtLevel=1}), as the test JVMs do: in a test's
   * few minutes C2 never pays back, and it took 40–50 % of those processes' CPU during the ITs,
   * where the two cores are the test command's bottleneck (docs/benchmarks.md, "The test command").
   * The engine keeps C2, whose depth at a fixed time the computer games and the hints rely on. A
   * test that sets one of these variables itself keeps its own; {@code -Dplatform.fullJit=true}
   * runs the launcher's flags, for a campaign's figures.
   */
  private static final Map<String, String> C1_ONLY =
      Map.of(
          "CHESS_KAFKA_JVM_OPTS", c1(ServiceSpec.KAFKA_JVM),
          "CHESS_MONGO_JVM_OPTS", c1(ServiceSpec.STORE_JVM),
          "CHESS_GAME_SERVICE_JVM_OPTS", c1(ServiceSpec.MOVE_PATH_JVM),
          "CHESS_GATEWAY_JVM_OPTS", c1(ServiceSpec.MOVE_PATH_JVM));

  private static String c1(List<String> flags) {
    return String.join(" ", flags) + " -XX:TieredStopAtLevel=1";
  }

  /**
   * Ports derived from an option's (an instance's or a broker's: + 100 i) are kept free too, for
   * this many instances, and apart from every other option's: a platform of three brokers or of
   * three instances of a service gets ports nobody else holds.
   */
  private static final int DERIVED_PORTS = 3;

  public LocalPlatform(String name) throws IOException {
    this.data = home.resolve("deploy/target/" + name + "-data");
    Folders.deleteRecursively(data);
    if (!Boolean.getBoolean("platform.fullJit")) {
      env.putAll(C1_ONLY);
    }
    java.util.Set<Integer> taken = new java.util.HashSet<>();
    for (String option : Ports.OPTIONS) {
      int port = freePortAndItsInstances(taken);
      ports.add(option);
      ports.add(Integer.toString(port));
      if (option.equals("--gateway-port")) {
        gatewayPort = port;
      } else if (option.equals("--kafka-port")) {
        kafkaPort = port;
      } else if (option.equals("--mongo-port")) {
        mongoPort = port;
      }
    }
  }

  /**
   * A free port {@code p} whose derived ports {@code p + 100 i} ({@value #DERIVED_PORTS} in all)
   * are free too and none of them in {@code taken}, to which they are added.
   */
  private static int freePortAndItsInstances(java.util.Set<Integer> taken) throws IOException {
    while (true) {
      int port = Ports.anyFree();
      List<Integer> derived = new ArrayList<>();
      for (int i = 0; i < DERIVED_PORTS; i++) {
        derived.add(port + 100 * i);
      }
      if (derived.get(DERIVED_PORTS - 1) <= 65535
          && derived.stream().noneMatch(taken::contains)
          && derived.stream().skip(1).allMatch(LocalPlatform::isFree)) {
        taken.addAll(derived);
        return port;
      }
    }
  }

  private static boolean isFree(int port) {
    try (ServerSocket socket =
        new ServerSocket(port, 1, java.net.InetAddress.getLoopbackAddress())) {
      return true;
    } catch (IOException e) {
      return false;
    }
  }

  /** The client port of broker {@code i} (0 is the first): {@code --kafka-port} + 100 i. */
  public int kafkaPort(int i) {
    return kafkaPort + 100 * i;
  }

  /** Every broker's address, as the services get it (three with {@code --kafka-brokers 3}). */
  public String kafkaBootstrap() {
    List<String> brokers = new ArrayList<>();
    for (int i = 0; i < kafkaBrokers; i++) {
      brokers.add("127.0.0.1:" + kafkaPort(i));
    }
    return String.join(",", brokers);
  }

  /** Starts the platform and returns the launcher once it printed that everything is ready. */
  Process start(boolean detach) throws Exception {
    if (this != shared) {
      stopShared();
    }
    List<String> command = launcher("start");
    if (detach) {
      command.add("--detach");
    }
    Path out = data.resolveSibling(data.getFileName() + "-launcher.out");
    ProcessBuilder builder =
        new ProcessBuilder(command)
            .redirectErrorStream(true)
            .redirectOutput(ProcessBuilder.Redirect.to(out.toFile()));
    builder.environment().putAll(env);
    Process launcher = builder.start();
    long deadline = System.nanoTime() + START_TIMEOUT.toNanos();
    while (System.nanoTime() < deadline) {
      String output = Files.readString(out);
      if (output.contains("Platform ready")) {
        return launcher;
      }
      if (!launcher.isAlive() && !detach) {
        throw new AssertionError("the launcher exited:\n" + output);
      }
      Thread.sleep(500);
    }
    throw new AssertionError("not ready in " + START_TIMEOUT + ":\n" + Files.readString(out));
  }

  /**
   * A platform started in the foreground, as the README's {@code ./platform start} runs it (the
   * launcher stays and watches), with {@code env} added; the launcher is {@link #launcher}.
   */
  static LocalPlatform foreground(String name, Map<String, String> env) throws Exception {
    LocalPlatform platform = new LocalPlatform(name);
    platform.env.putAll(env);
    platform.launcher = platform.start(false);
    return platform;
  }

  /** The launcher of a platform started in the foreground, else null. */
  Process launcher;

  /** A platform started with {@code --detach}, for a test class's {@code @BeforeAll}. */
  public static LocalPlatform detached(String name) throws Exception {
    return detached(name, Map.of());
  }

  /** The same, with {@code env} added to the launcher's (and so every process's) environment. */
  public static LocalPlatform detached(String name, Map<String, String> env) throws Exception {
    return detached(name, env, new String[0]);
  }

  /**
   * The same, with {@code startOptions} given to {@code platform start} (and to {@code stop}, which
   * ignores what it does not need), e.g. {@code --game-instances 2}.
   */
  public static LocalPlatform detached(String name, Map<String, String> env, String... startOptions)
      throws Exception {
    LocalPlatform platform = new LocalPlatform(name);
    platform.env.putAll(env);
    platform.ports.addAll(List.of(startOptions));
    int brokers = List.of(startOptions).indexOf("--kafka-brokers");
    if (brokers >= 0) {
      if (Integer.parseInt(startOptions[brokers + 1]) > DERIVED_PORTS) {
        throw new IllegalArgumentException("more brokers than ports kept free: " + DERIVED_PORTS);
      }
      platform.kafkaBrokers = Integer.parseInt(startOptions[brokers + 1]);
    }
    platform.start(true);
    return platform;
  }

  /** The shared platform that runs now (at most one at a time), and which of them it is. */
  private static LocalPlatform shared;

  private static boolean stopAtExit;

  /**
   * One platform for the test classes that only call its API and change nothing of it (no kill, no
   * restart, no option of their own), started by the first of them: each start costs half a minute
   * of the test command's two cores. Its gateway's rate limits are raised (the matrix and the fuzz
   * send thousands of requests from one address); a class that tests the limits starts its own
   * platform. Classes on it make every name they register unique. The classes that use it carry
   * {@code @Order(1)}, so that they run one after the other (junit-platform.properties).
   */
  public static synchronized LocalPlatform shared() throws Exception {
    String plenty = "1000000";
    return sharedAs(
        "shared",
        Map.of(
            "GATEWAY_TOKEN_BURST", plenty,
            "GATEWAY_TOKEN_RATE", plenty,
            "GATEWAY_IP_BURST", plenty,
            "GATEWAY_IP_RATE", plenty,
            "GATEWAY_GUEST_BURST", plenty,
            "GATEWAY_GUEST_RATE", plenty,
            "GATEWAY_GUEST_SESSION_BURST", plenty,
            "GATEWAY_GUEST_SESSION_RATE", plenty,
            "GATEWAY_GUEST_ENGINE_BURST", plenty,
            "GATEWAY_GUEST_ENGINE_RATE", plenty));
  }

  /**
   * A second shared platform, started as {@code ./platform start} starts it (the gateway's default
   * limits, no option): for the classes that kill one of its services and start it again (each
   * waits until the platform is healthy again before it ends, {@link #awaitHealthy}) or that need a
   * lobby nobody else fills — the classes on {@link #shared()} leave open seeks and many started
   * games. Classes on it make every name they register unique and carry {@code @Order(2)}.
   */
  public static synchronized LocalPlatform sharedAtDefaults() throws Exception {
    return sharedAs("defaults", Map.of());
  }

  /** Gateways of {@link #sharedScaled()}: one per person of the people test. */
  public static final int SCALED_GATEWAYS = 3;

  /**
   * A third shared platform, scaled out as an operator runs it: {@value #SCALED_GATEWAYS} gateways
   * and two of every other service, at the gateway's default limits. For the classes that use
   * several gateways at once (the people test's browsers, the scale-out suite); they carry {@code
   * Order(3)} and later, and the last of them may kill instances for good.
   */
  public static synchronized LocalPlatform sharedScaled() throws Exception {
    return sharedAs(
        "scaled",
        Map.of(),
        "--gateway-instances",
        Integer.toString(SCALED_GATEWAYS),
        "--game-instances",
        "2",
        "--engine-instances",
        "2",
        "--rating-instances",
        "2",
        "--facade-instances",
        "2");
  }

  private static LocalPlatform sharedAs(String name, Map<String, String> env, String... options)
      throws Exception {
    if (shared != null && shared.data.getFileName().toString().equals(name + "-data")) {
      return shared;
    }
    stopShared();
    if (!stopAtExit) {
      stopAtExit = true;
      Runtime.getRuntime()
          .addShutdownHook(
              new Thread(
                  () -> {
                    try {
                      stopShared();
                    } catch (Exception e) {
                      e.printStackTrace();
                    }
                  }));
    }
    shared = detached(name, env, options);
    return shared;
  }

  /**
   * Stops the shared platform that runs, if one does, checking that it leaves nothing: before
   * another platform starts (two would share the two cores for nothing) and when the test JVM ends.
   */
  static synchronized void stopShared() throws Exception {
    LocalPlatform running = shared;
    shared = null;
    if (running != null) {
      running.stopLeavingNothing();
    }
  }

  /**
   * Waits until the gateway reports every service UP again ({@code /api/platform/health}), for a
   * class that killed one and started it again on a shared platform, so the next class finds it
   * whole.
   */
  public void awaitHealthy() throws Exception {
    long deadline = System.nanoTime() + Duration.ofMinutes(2).toNanos();
    HttpResponse<String> health = null;
    while (System.nanoTime() < deadline) {
      try {
        health = get("/api/platform/health");
        if (health.statusCode() == 200) {
          return;
        }
      } catch (IOException e) {
        // the gateway answers again soon
      }
      Thread.sleep(250);
    }
    throw new AssertionError(
        "the platform is not healthy again: " + (health == null ? "-" : health.body()));
  }

  /**
   * The end of a class on a shared platform that killed one of its services and started it again:
   * waits until it is whole again ({@link #awaitHealthy}); when it is not, it is stopped, so the
   * next class starts a fresh one instead of failing on this one's damage, and the class fails.
   */
  public void handOnHealthy() throws Exception {
    try {
      awaitHealthy();
    } catch (AssertionError | Exception e) {
      synchronized (LocalPlatform.class) {
        if (this == shared) {
          stopShared();
        }
      }
      throw e;
    }
  }

  /** Stops the platform and checks that the stop succeeded and left no process behind. */
  public void stopLeavingNothing() throws Exception {
    int exit = stop();
    if (exit != 0) {
      throw new AssertionError("platform stop exited with " + exit);
    }
    List<ProcessHandle> left = leftovers();
    if (!left.isEmpty()) {
      throw new AssertionError("processes of the platform left: " + left);
    }
  }

  /** {@code platform stop}; returns its exit code. */
  int stop() throws Exception {
    Process stop = new ProcessBuilder(launcher("stop")).inheritIO().start();
    if (!stop.waitFor(3, TimeUnit.MINUTES)) {
      throw new AssertionError("stop did not finish in 3 minutes");
    }
    return stop.exitValue();
  }

  /** Live processes carrying this platform's data-folder marker. */
  List<ProcessHandle> leftovers() {
    return ChildProcess.marked(data);
  }

  /** What a launcher command printed, and its exit code. */
  public record Run(int exitCode, String out, String err) {}

  /**
   * Runs {@code java -jar deploy/target/platform.jar <args>} exactly as given (no options added),
   * as an operator types it, and waits for it to end.
   */
  public Run run(Duration timeout, String... args) throws Exception {
    List<String> command = new ArrayList<>();
    command.add(ProcessHandle.current().info().command().orElse("java"));
    command.add("-jar");
    command.add(home.resolve("deploy/target/platform.jar").toString());
    command.addAll(List.of(args));
    Path out = Files.createTempFile(data.getParent(), "run", ".out");
    Path err = Files.createTempFile(data.getParent(), "run", ".err");
    Process p =
        new ProcessBuilder(command)
            .redirectOutput(out.toFile())
            .redirectError(err.toFile())
            .start();
    if (!p.waitFor(timeout.toMillis(), TimeUnit.MILLISECONDS)) {
      p.destroyForcibly();
      throw new AssertionError(
          String.join(" ", args) + " did not end in " + timeout + ":\n" + Files.readString(err));
    }
    return new Run(p.exitValue(), Files.readString(out), Files.readString(err));
  }

  /** The port given to the launcher with {@code option} ({@code --game-port} …). */
  public int port(String option) {
    int i = ports.indexOf(option);
    if (i < 0 || i + 1 >= ports.size()) {
      throw new IllegalArgumentException("no " + option + " among " + ports);
    }
    return Integer.parseInt(ports.get(i + 1));
  }

  public String mongoUri() {
    return "mongodb://127.0.0.1:" + mongoPort;
  }

  public URI gateway(String path) {
    return URI.create("http://127.0.0.1:" + gatewayPort + path);
  }

  /** The same at gateway instance {@code i} ({@code --gateway-instances}: port + 100 i). */
  public URI gateway(int i, String path) {
    return URI.create("http://127.0.0.1:" + (gatewayPort + 100 * i) + path);
  }

  /** A registered account with its token (scopes of a new account: game:play and the reads). */
  public record Player(String id, String token) {}

  /** Registers {@code name} through the gateway and logs in. */
  public Player register(String name) throws Exception {
    String credentials = "{\"name\":\"" + name + "\",\"password\":\"a long enough passphrase\"}";
    HttpResponse<String> registered = send(null, "POST", "/api/accounts", credentials);
    if (registered.statusCode() != 201) {
      throw new AssertionError("register: " + registered.statusCode() + " " + registered.body());
    }
    HttpResponse<String> login = send(null, "POST", "/api/accounts/login", credentials);
    if (login.statusCode() != 201) {
      throw new AssertionError("login: " + login.statusCode() + " " + login.body());
    }
    JsonNode body = JSON.readTree(login.body());
    return new Player(body.path("accountId").asText(), body.path("token").asText());
  }

  /**
   * One JSON call through the gateway, as {@code p} (or anonymous when null). A 429 is honoured as
   * a well-behaved client does: wait its {@code Retry-After} and send again, up to {@value
   * #RATE_LIMITED_RETRIES} times; the last answer is returned whatever it is. The tests poll read
   * models and play whole games on one token, and a slow machine bunches their calls against the
   * per-token limit (20/s, burst 60); the limit itself is tested in the gateway's own tests.
   */
  public HttpResponse<String> send(Player p, String method, String path, String body)
      throws Exception {
    return send(p, method, path, body, new String[0]);
  }

  /** The same with more request headers, as name, value, name, value … */
  public HttpResponse<String> send(
      Player p, String method, String path, String body, String... headers) throws Exception {
    HttpResponse<String> answer = sendOnce(p, method, path, body, headers);
    for (int retry = 0; answer.statusCode() == 429 && retry < RATE_LIMITED_RETRIES; retry++) {
      long seconds = answer.headers().firstValue("Retry-After").map(Long::parseLong).orElse(1L);
      Thread.sleep(Duration.ofSeconds(Math.max(1, Math.min(seconds, 5))).toMillis());
      answer = sendOnce(p, method, path, body, headers);
    }
    return answer;
  }

  private static final int RATE_LIMITED_RETRIES = 5;

  private HttpResponse<String> sendOnce(
      Player p, String method, String path, String body, String... headers) throws Exception {
    HttpRequest.Builder b =
        jsonRequest(
            gateway(path), method, body, p == null ? null : p.token(), Duration.ofSeconds(20));
    for (int i = 0; i + 1 < headers.length; i += 2) {
      b.header(headers[i], headers[i + 1]);
    }
    return http.send(b.build(), HttpResponse.BodyHandlers.ofString());
  }

  /**
   * A request with a JSON body (none when {@code body} is null) as the bearer of {@code token}
   * (anonymous when null).
   */
  public static HttpRequest.Builder jsonRequest(
      URI uri, String method, String body, String token, Duration timeout) {
    HttpRequest.Builder b =
        HttpRequest.newBuilder(uri)
            .timeout(timeout)
            .method(
                method,
                body == null
                    ? HttpRequest.BodyPublishers.noBody()
                    : HttpRequest.BodyPublishers.ofString(body));
    if (body != null) {
      b.header("Content-Type", "application/json");
    }
    if (token != null) {
      b.header("Authorization", "Bearer " + token);
    }
    return b;
  }

  HttpResponse<String> get(String path) throws Exception {
    return http.send(
        HttpRequest.newBuilder(gateway(path)).timeout(Duration.ofSeconds(10)).build(),
        HttpResponse.BodyHandlers.ofString());
  }

  private List<String> launcher(String verb) {
    List<String> command = new ArrayList<>();
    command.add(ProcessHandle.current().info().command().orElse("java"));
    command.add("-jar");
    command.add(home.resolve("deploy/target/platform.jar").toString());
    command.add(verb);
    command.add("--home=" + home);
    command.add("--data-dir=" + data);
    command.addAll(ports);
    return command;
  }
}
