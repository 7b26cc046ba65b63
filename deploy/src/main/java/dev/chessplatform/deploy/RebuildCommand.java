package dev.chessplatform.deploy;

import com.mongodb.client.MongoClient;
import com.mongodb.client.MongoClients;
import com.mongodb.client.MongoDatabase;
import dev.chessplatform.deploy.load.LoadCommand;
import dev.chessplatform.deploy.rebuild.ProjectionProgress;
import dev.chessplatform.deploy.rebuild.TopicTargets;
import dev.chessplatform.events.Topics;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code replay rebuild}: every projection of game-service and rating-service rebuilt into a fresh
 * database from offset 0, by the services' own code. It starts one game-service with {@code
 * chess.games.projection-only} (no owners' group, no partition, nothing written to Kafka) and one
 * rating-service that parks nothing on the dead-letter topic, both in consumer groups of their own
 * and on the given database, waits until both projections have applied every committed record the
 * topics held when it began, prints the rate, and stops them.
 */
@Command(
    name = "rebuild",
    mixinStandardHelpOptions = true,
    description =
        "Rebuild every projection of game-service and rating-service into a fresh database from"
            + " offset 0 of chess.game-events and chess.game-results, with the services' own"
            + " code; prints events/s.")
public final class RebuildCommand implements Callable<Integer> {

  /** The services' move-path flags: full JIT, room for a whole topic's games. */
  private static final List<String> REBUILD_JVM =
      List.of("-Xmx768m", "-XX:+UseSerialGC", "-Xss512k");

  private static final long PROGRESS_EVERY_NANOS = 2_000_000_000L;

  @Spec CommandSpec spec;

  @Option(
      names = "--into",
      required = true,
      paramLabel = "URI",
      description = "The MongoDB to rebuild into, e.g. mongodb://127.0.0.1:27017.")
  String into;

  @Option(
      names = "--database",
      required = true,
      paramLabel = "NAME",
      description = "A database that does not exist yet (or has no collections) on --into.")
  String database;

  @Option(
      names = "--bootstrap",
      paramLabel = "HOST:PORT",
      defaultValue =
          "${env:KAFKA_BOOTSTRAP_SERVERS:-${env:CHESS_HOST:-127.0.0.1}:${env:KAFKA_PORT:-9092}}",
      description = "Kafka bootstrap servers (default ${DEFAULT-VALUE}, as ./platform uses).")
  String bootstrap;

  @Option(
      names = "--timeout",
      defaultValue = "30m",
      paramLabel = "DURATION",
      description = "Give up (exit 1) when not caught up within this (default ${DEFAULT-VALUE}).")
  String timeout;

  @Option(
      names = "--data-dir",
      defaultValue = "${env:CHESS_DATA_DIR:-data}",
      description = "Where the two services' logs go: <dir>/logs/rebuild-*.log.")
  Path dataDir;

  @Mixin CheckoutHome checkout = new CheckoutHome();

  @Override
  public Integer call() throws Exception {
    PrintWriter out = spec.commandLine().getOut();
    PrintWriter err = spec.commandLine().getErr();
    // endOffsets of a partition paused as soon as it is read warns once per partition; not news
    System.setProperty(
        "org.slf4j.simpleLogger.log.org.apache.kafka.clients.consumer.internals.OffsetFetcherUtils",
        "error");
    Duration limit = LoadCommand.parse(timeout);
    try (MongoClient mongo = MongoClients.create(into)) {
      MongoDatabase db = mongo.getDatabase(database);
      List<String> existing = db.listCollectionNames().into(new ArrayList<>());
      if (!existing.isEmpty()) {
        err.printf(
            "database %s at %s is not empty (%s): rebuild into a new one, or drop it first%n",
            database, into, String.join(", ", existing));
        return 1;
      }
      return rebuild(db, limit, out, err);
    }
  }

  private int rebuild(MongoDatabase db, Duration limit, PrintWriter out, PrintWriter err)
      throws Exception {
    long began = System.nanoTime();
    CompletableFuture<TopicTargets> events =
        CompletableFuture.supplyAsync(() -> TopicTargets.read(bootstrap, Topics.GAME_EVENTS));
    CompletableFuture<TopicTargets> results =
        CompletableFuture.supplyAsync(() -> TopicTargets.read(bootstrap, Topics.GAME_RESULTS));
    PlatformSettings settings = new PlatformSettings();
    settings.dataDir = dataDir;
    settings.checkout = checkout;
    settings.host = "127.0.0.1";
    String group = "rebuild-" + database + "-" + System.currentTimeMillis();
    List<ChildProcess> children = new java.util.concurrent.CopyOnWriteArrayList<>();
    // Ctrl-C or a kill of this command stops the two services too (the finally below does not run)
    Thread stopChildren =
        new Thread(
            () -> children.forEach(c -> c.stop(Duration.ofSeconds(10))), "rebuild-stop-services");
    Runtime.getRuntime().addShutdownHook(stopChildren);
    try {
      int gamePort = Ports.anyFree();
      int ratingPort = Ports.anyFree();
      children.add(start(settings, "game-service", gamePort, gameEnv(group)));
      children.add(start(settings, "rating-service", ratingPort, ratingEnv(group)));
      TopicTargets eventTargets = events.join();
      TopicTargets resultTargets = results.join();
      err.printf(
          "rebuilding %s from %s: %d events in %d partitions, %d results%n",
          database,
          bootstrap,
          eventTargets.total(),
          eventTargets.records().size(),
          resultTargets.total());
      err.flush();
      ProjectionProgress progress = new ProjectionProgress(db, db);
      long deadline = began + limit.toNanos();
      long lastPrint = System.nanoTime();
      long firstApplied = 0; // when the first batch was stored: the services' start is not the rate
      ProjectionProgress.Status status = progress.of(eventTargets, resultTargets);
      while (!status.done()) {
        for (ChildProcess child : children) {
          if (!child.isAlive()) {
            err.printf(
                "%s exited; last lines of %s:%n%s%n", child.name(), child.log(), child.logTail(25));
            return 1;
          }
        }
        long now = System.nanoTime();
        if (firstApplied == 0 && status.appliedOffsets() > 0) {
          firstApplied = now;
        }
        if (now > deadline) {
          err.printf(
              "not caught up within %s: %d %% of the offsets applied; logs in %s%n",
              timeout, status.percent(), settings.logs());
          return 1;
        }
        if (now - lastPrint > PROGRESS_EVERY_NANOS) {
          lastPrint = now;
          err.printf(
              "  %3d %% of the offsets applied, %.1f s%n", status.percent(), seconds(now - began));
          err.flush();
        }
        Thread.sleep(100); // polls the stored positions: the condition is in MongoDB
        status = progress.of(eventTargets, resultTargets);
      }
      long done = System.nanoTime();
      double projecting = seconds(done - (firstApplied == 0 ? done : firstApplied));
      long records = eventTargets.total() + resultTargets.total();
      out.printf(
          "rebuilt %s: %d events and %d results, %.1f s in all (JVMs started, topics read);"
              + " %.1f s from the first batch stored to the last: %s%n",
          database,
          eventTargets.total(),
          resultTargets.total(),
          seconds(done - began),
          projecting,
          projecting < 1
              ? "too few records for a rate"
              : String.format("%.0f records/s", records / projecting));
      for (String name :
          db.listCollectionNames().into(new ArrayList<>()).stream().sorted().toList()) {
        out.printf("  %-22s %8d documents%n", name, db.getCollection(name).countDocuments());
      }
      return 0;
    } finally {
      for (ChildProcess child : children) {
        child.stop(Duration.ofSeconds(10));
      }
      Runtime.getRuntime().removeShutdownHook(stopChildren);
    }
  }

  private ChildProcess start(
      PlatformSettings settings, String service, int port, Map<String, String> env)
      throws IOException {
    Map<String, String> all = new LinkedHashMap<>(env);
    all.put("KAFKA_BOOTSTRAP_SERVERS", bootstrap);
    all.put("MONGODB_URI", into);
    all.put("MONGODB_DATABASE", database);
    all.put("HTTP_HOST", settings.host);
    all.put("QUARKUS_HTTP_PORT", Integer.toString(port));
    all.put("CHESS_INTERNAL_SECRET", randomSecret()); // nobody calls these two instances
    return ChildProcess.startService(
        settings,
        "rebuild-" + service,
        QuarkusJar.of(settings.home(), service),
        false,
        REBUILD_JVM,
        all);
  }

  private static Map<String, String> gameEnv(String group) {
    return Map.of(
        "CHESS_GAMES_PROJECTION_ONLY",
        "true",
        "CHESS_GAMES_OWNERS_GROUP",
        group,
        "CHESS_GAMES_INSTANCE_ID",
        group + "-0",
        "CHESS_GAMES_SNAPSHOTS_ENABLED",
        "false");
  }

  private static Map<String, String> ratingEnv(String group) {
    return Map.of(
        "RATINGS_GROUP_ID", group + "-ratings",
        "RATINGS_INSTANCE_ID", group + "-ratings-0",
        "RATINGS_CONSUMER_PARK_TO_DEAD_LETTERS", "false");
  }

  private static double seconds(long nanos) {
    return nanos / 1e9;
  }

  private static String randomSecret() {
    byte[] random = new byte[32];
    new SecureRandom().nextBytes(random);
    return Base64.getUrlEncoder().withoutPadding().encodeToString(random);
  }
}
