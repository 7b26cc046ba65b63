package dev.chessplatform.deploy.images;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.DigestInputStream;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import java.util.zip.GZIPInputStream;
import org.apache.commons.compress.archivers.tar.TarArchiveEntry;
import org.apache.commons.compress.archivers.tar.TarArchiveInputStream;
import org.junit.jupiter.api.DisplayNameGeneration;
import org.junit.jupiter.api.DisplayNameGenerator;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The container images that {@code ./mvnw -Pimages … package} writes to each service's {@code
 * target/jib-image.tar} (deploy/docker/README.md), read as OCI files: index.json, its manifest, the
 * config blob (user, entrypoint, port, environment, labels) and every layer (present, of the size
 * and digest the manifest names). Where the test runs as root with util-linux's {@code unshare},
 * the layers are also unpacked and the image is run the way a container runtime would run it: its
 * own root, its user, its working directory and environment, a PID and a network namespace of its
 * own (nothing leaves it): first its {@code java -version}, then its entrypoint, until {@code
 * /q/health/live} and {@code /q/openapi} answer 200 (no Kafka or MongoDB is there: liveness does
 * not need them; lichess-facade has no OpenAPI document, its {@code /q/metrics} then).
 *
 * <p>Runs only in the {@code images} profile, which sets {@code chess.images.home}.
 */
@EnabledIfSystemProperty(
    named = "chess.images.home",
    matches = ".+",
    disabledReason = "the images are built and checked with -Pimages (deploy/docker/README.md)")
@DisplayNameGeneration(DisplayNameGenerator.ReplaceUnderscores.class)
class ServiceImagesTest {

  private static final ObjectMapper JSON = new ObjectMapper();
  private static final String OCI_MANIFEST = "application/vnd.oci.image.manifest.v1+json";
  private static final String OCI_CONFIG = "application/vnd.oci.image.config.v1+json";
  private static final String OCI_LAYER = "application/vnd.oci.image.layer.v1.tar+gzip";
  private static final String RUN_JAR = "/deployments/quarkus-run.jar";
  private static final String PROBE_JAR = "/opt/chess-platform/probe/health-probe.jar";
  private static final Duration LIVE_TIMEOUT = Duration.ofSeconds(120);

  private static final Path HOME = Path.of(System.getProperty("chess.images.home", "."));
  private static final String PREFIX = System.getProperty("chess.images.prefix", "chess-platform");
  private static final String TAG = System.getProperty("chess.images.tag", "0.1.0-SNAPSHOT");

  @ParameterizedTest
  @ValueSource(
      strings = {"gateway", "game-service", "engine-service", "rating-service", "lichess-facade"})
  void the_image_has_the_config_the_platform_needs(String service) throws Exception {
    OciArchive image = OciArchive.read(archiveOf(service));

    JsonNode index = image.json("index.json");
    assertEquals(2, index.path("schemaVersion").asInt(), "index.json schemaVersion");
    assertEquals(1, index.path("manifests").size(), "one image in the archive");
    JsonNode manifestRef = index.path("manifests").get(0);
    assertEquals(OCI_MANIFEST, manifestRef.path("mediaType").asText());
    assertEquals(
        PREFIX + "/" + service + ":" + TAG,
        manifestRef.path("annotations").path("org.opencontainers.image.ref.name").asText(),
        "the name the image is loaded under");

    JsonNode manifest = image.blobJson(manifestRef);
    assertEquals(OCI_CONFIG, manifest.path("config").path("mediaType").asText());
    JsonNode configFile = image.blobJson(manifest.path("config"));
    assertEquals("linux", configFile.path("os").asText());
    JsonNode config = configFile.path("config");

    assertEquals("65532:65532", config.path("User").asText(), "runs as nonroot 65532");
    assertEquals("/deployments", config.path("WorkingDir").asText());

    List<String> entrypoint = strings(config.path("Entrypoint"));
    assertEquals("/opt/java/openjdk/bin/java", entrypoint.get(0), "the JVM is the entrypoint");
    assertEquals(
        List.of("-jar", RUN_JAR), entrypoint.subList(entrypoint.size() - 2, entrypoint.size()));
    assertTrue(strings(config.path("Cmd")).isEmpty(), "no Cmd: " + config.path("Cmd"));
    assertTrue(
        entrypoint.stream().anyMatch(a -> a.startsWith("-XX:MaxRAMPercentage=")),
        "a heap that follows the container's memory limit: " + entrypoint);
    assertTrue(entrypoint.contains("-XX:+ExitOnOutOfMemoryError"), entrypoint.toString());
    assertFalse(
        entrypoint.stream().anyMatch(a -> a.startsWith("-XX:TieredStopAtLevel")),
        "production images keep the full JIT: " + entrypoint);
    assertFalse(
        entrypoint.stream().anyMatch(a -> a.startsWith("-Xmx")),
        "no fixed heap next to MaxRAMPercentage: " + entrypoint);
    String collector = service.equals("engine-service") ? "-XX:+UseParallelGC" : "-XX:+UseSerialGC";
    assertTrue(entrypoint.contains(collector), collector + " in " + entrypoint);

    assertEquals(Set.of("8080/tcp"), fieldNames(config.path("ExposedPorts")));
    Map<String, String> env = environment(config);
    assertEquals("0.0.0.0", env.get("HTTP_HOST"), "listens on every interface of the container");
    assertEquals("8080", env.get("QUARKUS_HTTP_PORT"));

    JsonNode labels = config.path("Labels");
    assertEquals(service, labels.path("org.opencontainers.image.title").asText());
    assertEquals(TAG, labels.path("org.opencontainers.image.version").asText());
    assertFalse(labels.path("org.opencontainers.image.source").asText().isBlank(), "source");
    assertEquals("MIT", labels.path("org.opencontainers.image.licenses").asText());

    JsonNode layers = manifest.path("layers");
    assertTrue(layers.size() >= 3, "base, libraries and application layers: " + layers.size());
    assertEquals(
        layers.size(), configFile.path("rootfs").path("diff_ids").size(), "a diff_id per layer");
    Set<String> paths = new HashSet<>();
    for (JsonNode layer : layers) {
      assertEquals(OCI_LAYER, layer.path("mediaType").asText());
      Blob blob = image.blob(layer.path("digest").asText());
      assertNotNull(blob, "layer " + layer.path("digest").asText() + " is in the archive");
      assertEquals(layer.path("size").asLong(), blob.size(), "size of " + blob.digest());
      paths.addAll(blob.layerPaths());
    }
    for (String path :
        List.of(RUN_JAR, "/opt/java/openjdk/bin/java", "/deployments/lib/boot", PROBE_JAR)) {
      assertTrue(paths.contains(path), path + " is in a layer");
    }
    assertTrue(
        paths.stream().anyMatch(p -> p.startsWith("/deployments/app/" + service + "-")),
        "the service's own jar");
    assertFalse(
        paths.stream().anyMatch(p -> p.startsWith("/app/")), "no Jib classpath layout (/app)");
  }

  @ParameterizedTest
  @ValueSource(
      strings = {"gateway", "game-service", "engine-service", "rating-service", "lichess-facade"})
  void the_image_runs_as_a_container_would_run_it(String service) throws Exception {
    assumeTrue(
        Boolean.parseBoolean(System.getProperty("chess.images.run", "true")),
        "-Dchess.images.run=false");
    assumeTrue(isRoot(), "unpacking the layers (owners, modes) and unshare need root");
    Map<String, Path> tools = new HashMap<>();
    for (String tool : List.of("unshare", "nsenter", "ip", "tar", "bash")) {
      Path found = which(tool);
      assumeTrue(found != null, tool + " is not on the PATH (util-linux, iproute2, tar, bash)");
      tools.put(tool, found);
    }
    Path archive = archiveOf(service);
    OciArchive image = OciArchive.read(archive);
    JsonNode manifest = image.blobJson(image.json("index.json").path("manifests").get(0));
    JsonNode config = image.blobJson(manifest.path("config")).path("config");

    // The layers in order into one root, as a runtime's snapshotter would stack them.
    Path work = HOME.resolve("deploy/target/image-run").resolve(service);
    Path root = work.resolve("rootfs");
    deleteTree(work);
    Files.createDirectories(root);
    String tar = tools.get("tar").toString();
    run(List.of(tar, "-xf", archive.toString(), "-C", work.toString()), Duration.ofMinutes(2));
    for (JsonNode layer : manifest.path("layers")) {
      Path blob = work.resolve("blobs/sha256").resolve(layer.path("digest").asText().substring(7));
      Result untar =
          run(
              List.of(
                  tar,
                  "-xzf",
                  blob.toString(),
                  "-C",
                  root.toString(),
                  "--warning=no-unknown-keyword"),
              Duration.ofMinutes(2));
      assertEquals(0, untar.exit(), untar.output());
    }
    Files.createDirectories(root.resolve("proc")); // the mount point a runtime provides

    String[] user = config.path("User").asText().split(":");
    List<String> container =
        List.of(
            tools.get("unshare").toString(),
            "--pid",
            "--fork",
            "--kill-child",
            "--mount",
            "--mount-proc=/proc",
            "--root=" + root,
            "--wd=" + config.path("WorkingDir").asText(),
            "--setgid",
            user[1],
            "--setuid",
            user[0],
            "--");
    Map<String, String> env = environment(config);
    List<String> entrypoint = strings(config.path("Entrypoint"));

    // 1. The runtime of the image runs in the image, as its user.
    List<String> version = new ArrayList<>(container);
    version.addAll(List.of(entrypoint.get(0), "-version"));
    Result java = run(version, env, Duration.ofMinutes(1));
    assertEquals(0, java.exit(), java.output());
    assertTrue(java.output().contains("version \"17."), java.output());

    // 2. The entrypoint starts the service: in a network namespace of its own (loopback only), so
    //    that port 8080 and the absent Kafka and MongoDB are the container's, not this machine's.
    Path log = work.resolve(service + ".log");
    List<String> start =
        new ArrayList<>(
            List.of(tools.get("unshare").toString(), "--net", "--", tools.get("bash").toString()));
    start.add("-c");
    start.add(tools.get("ip") + " link set lo up && exec \"$@\"");
    start.add("container");
    start.addAll(container);
    start.addAll(entrypoint);
    env = new HashMap<>(env);
    env.putIfAbsent("KAFKA_BOOTSTRAP_SERVERS", "127.0.0.1:9092");
    env.putIfAbsent("MONGODB_URI", "mongodb://127.0.0.1:27017");
    env.putIfAbsent("CHESS_INTERNAL_SECRET", "image-test-secret-0123456789abcdef");
    ProcessBuilder builder = new ProcessBuilder(start).redirectErrorStream(true);
    builder.redirectOutput(log.toFile());
    builder.environment().clear();
    builder.environment().putAll(env);
    Process process = builder.start();
    try {
      long deadline = System.nanoTime() + LIVE_TIMEOUT.toNanos();
      String live = "";
      while (System.nanoTime() < deadline && process.isAlive()) {
        live = httpStatus(tools, process.pid(), managementPort(service), "/q/health/live");
        if (live.equals("200")) {
          break;
        }
        Thread.sleep(1000);
      }
      assertEquals("200", live, service + " is live; its log " + log + ":\n" + tail(log));
      // The facade serves Lichess's contract, not an OpenAPI document of ours: its metrics then.
      String served = isLichessFacade(service) ? "/q/metrics" : "/q/openapi";
      int servedPort = isLichessFacade(service) ? managementPort(service) : 8080;
      assertEquals(
          "200", httpStatus(tools, process.pid(), servedPort, served), served + ":\n" + tail(log));

      // 3. The health probe that Compose runs in the container (the image has no curl): 0 when
      //    live, 1 when not ready (no Kafka, no MongoDB here: 503, or no answer in time), with
      //    what it saw for docker inspect; the facade, which needs neither, is ready: 0.
      List<String> probe = new ArrayList<>();
      probe.addAll(
          List.of(tools.get("nsenter").toString(), "--net=/proc/" + process.pid() + "/ns/net"));
      probe.addAll(container);
      // as deploy/compose/compose.yaml runs it (no hsperfdata: it would share /tmp with the
      // service, and here it is PID 1 of a PID namespace of its own as the service is)
      probe.addAll(
          List.of(
              entrypoint.get(0),
              "-XX:-UsePerfData",
              "-XX:+UseSerialGC",
              "-Xmx16m",
              "-jar",
              PROBE_JAR));
      List<String> probeLive = new ArrayList<>(probe);
      String health = "http://127.0.0.1:" + managementPort(service) + "/q/health/";
      probeLive.add(health + "live");
      Result live200 = run(probeLive, environment(config), Duration.ofMinutes(1));
      assertEquals(0, live200.exit(), live200.output());
      assertTrue(live200.output().contains("/q/health/live 200"), live200.output());
      probe.add(health + "ready");
      Result ready = run(probe, environment(config), Duration.ofMinutes(1));
      if (isLichessFacade(service)) {
        assertEquals(0, ready.exit(), "ready without Kafka and MongoDB: " + ready.output());
        assertTrue(ready.output().contains("/q/health/ready 200"), ready.output());
      } else {
        assertEquals(1, ready.exit(), "not ready without Kafka and MongoDB: " + ready.output());
        assertTrue(ready.output().startsWith(health + "ready "), ready.output());
      }
    } finally {
      process.descendants().forEach(ProcessHandle::destroy);
      process.destroy();
      if (!process.waitFor(20, TimeUnit.SECONDS)) {
        process.descendants().forEach(ProcessHandle::destroyForcibly);
        process.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
      }
    }
    deleteTree(root); // ~150 MB; the service's log stays for a look
    deleteTree(work.resolve("blobs"));
  }

  /** lichess-facade: no Kafka, no MongoDB, no OpenAPI document (it serves Lichess's API). */
  private static boolean isLichessFacade(String service) {
    return service.equals("lichess-facade");
  }

  /**
   * The port of a service's {@code /q/health} and {@code /q/metrics} in its image: the gateway's
   * management interface (9000: never its public port, issue 51), every other service's HTTP port.
   */
  private static int managementPort(String service) {
    return service.equals("gateway") ? 9000 : 8080;
  }

  /**
   * The status code of GET {@code path} at port 8080 inside the network namespace of {@code pid}.
   */
  private static String httpStatus(Map<String, Path> tools, long pid, String path)
      throws Exception {
    return httpStatus(tools, pid, 8080, path);
  }

  /** The status code of GET {@code path} at {@code port} inside the network namespace of pid. */
  private static String httpStatus(Map<String, Path> tools, long pid, int port, String path)
      throws Exception {
    String request =
        "exec 3<>/dev/tcp/127.0.0.1/"
            + port
            + " || exit 1; printf 'GET %s HTTP/1.0\\r\\n\\r\\n' \"$1\" >&3;"
            + " read -r line <&3; echo \"$line\"";
    Result r =
        run(
            List.of(
                tools.get("nsenter").toString(),
                "--net=/proc/" + pid + "/ns/net",
                "--",
                tools.get("bash").toString(),
                "-c",
                request,
                "http",
                path),
            Map.of(),
            Duration.ofSeconds(15));
    String[] statusLine = r.output().trim().split(" ");
    return r.exit() == 0 && statusLine.length > 1 ? statusLine[1] : "";
  }

  private static Path archiveOf(String service) {
    Path tar = HOME.resolve(service).resolve("target/jib-image.tar");
    if (!Files.isRegularFile(tar)) {
      fail("No image " + tar + ": build it with ./mvnw -Pimages -pl " + service + " -am package");
    }
    return tar;
  }

  private static List<String> strings(JsonNode array) {
    List<String> values = new ArrayList<>();
    array.forEach(v -> values.add(v.asText()));
    return values;
  }

  private static Set<String> fieldNames(JsonNode object) {
    Set<String> names = new HashSet<>();
    object.fieldNames().forEachRemaining(names::add);
    return names;
  }

  private static Map<String, String> environment(JsonNode config) {
    Map<String, String> env = new HashMap<>();
    for (String entry : strings(config.path("Env"))) {
      int eq = entry.indexOf('=');
      env.put(entry.substring(0, eq), entry.substring(eq + 1));
    }
    return env;
  }

  private static boolean isRoot() throws IOException {
    return Integer.valueOf(0).equals(Files.getAttribute(Path.of("/proc/self"), "unix:uid"));
  }

  private static Path which(String tool) {
    return Stream.of(System.getenv().getOrDefault("PATH", "").split(":"))
        .filter(dir -> !dir.isEmpty())
        .map(dir -> Path.of(dir, tool))
        .filter(Files::isExecutable)
        .findFirst()
        .orElse(null);
  }

  private record Result(int exit, String output) {}

  private static Result run(List<String> command, Duration timeout) throws Exception {
    return run(command, null, timeout);
  }

  private static Result run(List<String> command, Map<String, String> env, Duration timeout)
      throws Exception {
    ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true);
    if (env != null) {
      builder.environment().clear();
      builder.environment().putAll(env);
    }
    Process process = builder.start();
    byte[] out;
    try (InputStream in = process.getInputStream()) {
      out = in.readAllBytes();
    }
    if (!process.waitFor(timeout.toMillis(), TimeUnit.MILLISECONDS)) {
      process.destroyForcibly();
      fail(String.join(" ", command) + " did not end within " + timeout);
    }
    return new Result(process.exitValue(), new String(out, StandardCharsets.UTF_8));
  }

  private static String tail(Path log) throws IOException {
    if (!Files.exists(log)) {
      return "(no log)";
    }
    List<String> lines = Files.readAllLines(log, StandardCharsets.UTF_8);
    return String.join("\n", lines.subList(Math.max(0, lines.size() - 40), lines.size()));
  }

  private static void deleteTree(Path dir) throws IOException {
    if (!Files.exists(dir)) {
      return;
    }
    try (Stream<Path> walk = Files.walk(dir)) {
      for (Path p : walk.sorted(Comparator.reverseOrder()).toList()) {
        Files.delete(p);
      }
    }
  }

  /**
   * A blob of the archive: its digest checked while reading, its size, and for layers their paths.
   */
  private record Blob(String digest, long size, byte[] content, List<String> layerPaths) {}

  /**
   * An OCI image archive as Jib's buildTar writes it: oci-layout, index.json, blobs/sha256/…. Read
   * once; small files are kept, every blob's digest is verified against its name.
   */
  private record OciArchive(Path tar, Map<String, byte[]> files, Map<String, Blob> blobs) {

    static OciArchive read(Path tar) throws IOException {
      Map<String, byte[]> files = new HashMap<>();
      Map<String, Blob> blobs = new HashMap<>();
      try (TarArchiveInputStream in = new TarArchiveInputStream(Files.newInputStream(tar))) {
        for (TarArchiveEntry e = in.getNextEntry(); e != null; e = in.getNextEntry()) {
          if (!e.isFile()) {
            continue;
          }
          String name = e.getName().startsWith("./") ? e.getName().substring(2) : e.getName();
          if (name.startsWith("blobs/sha256/")) {
            String digest = "sha256:" + name.substring("blobs/sha256/".length());
            MessageDigest sha = sha256();
            byte[] head = new DigestInputStream(in, sha).readNBytes(2);
            boolean gzip = head.length == 2 && (head[0] & 0xff) == 0x1f && (head[1] & 0xff) == 0x8b;
            byte[] content = null;
            List<String> paths = List.of();
            DigestInputStream rest = new DigestInputStream(in, sha);
            if (gzip) {
              paths =
                  layerPaths(
                      new java.io.SequenceInputStream(
                          new java.io.ByteArrayInputStream(head), rest));
              rest.transferTo(java.io.OutputStream.nullOutputStream());
            } else {
              byte[] tail = rest.readAllBytes();
              content = new byte[head.length + tail.length];
              System.arraycopy(head, 0, content, 0, head.length);
              System.arraycopy(tail, 0, content, head.length, tail.length);
            }
            String actual = "sha256:" + HexFormat.of().formatHex(sha.digest());
            assertEquals(
                digest, actual, "the content of " + name + " has the digest it is named by");
            blobs.put(digest, new Blob(digest, e.getSize(), content, paths));
          } else {
            files.put(name, in.readAllBytes());
          }
        }
      }
      assertTrue(files.containsKey("oci-layout"), "an OCI layout (oci-layout) in " + tar);
      return new OciArchive(tar, files, blobs);
    }

    /** The paths of a gzipped layer tar, as absolute paths in the container. */
    private static List<String> layerPaths(InputStream gzipped) throws IOException {
      List<String> paths = new ArrayList<>();
      TarArchiveInputStream layer = new TarArchiveInputStream(new GZIPInputStream(gzipped));
      for (TarArchiveEntry e = layer.getNextEntry(); e != null; e = layer.getNextEntry()) {
        String name = e.getName().replaceFirst("^\\./", "").replaceFirst("/$", "");
        paths.add("/" + name);
      }
      // drain the gzip trailer so that the digest covers the whole blob
      layer.transferTo(java.io.OutputStream.nullOutputStream());
      return paths;
    }

    JsonNode json(String file) throws IOException {
      byte[] content = files.get(file);
      assertNotNull(content, file + " in " + tar);
      return JSON.readTree(content);
    }

    Blob blob(String digest) {
      return blobs.get(digest);
    }

    JsonNode blobJson(JsonNode descriptor) throws IOException {
      Blob blob = blobs.get(descriptor.path("digest").asText());
      assertNotNull(blob, descriptor + " in " + tar);
      assertEquals(descriptor.path("size").asLong(), blob.size(), "size of " + blob.digest());
      assertNotNull(blob.content(), blob.digest() + " is JSON, not a layer");
      return JSON.readTree(blob.content());
    }

    private static MessageDigest sha256() {
      try {
        return MessageDigest.getInstance("SHA-256");
      } catch (NoSuchAlgorithmException e) {
        throw new IllegalStateException(e);
      }
    }
  }
}
