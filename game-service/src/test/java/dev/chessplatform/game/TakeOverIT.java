package dev.chessplatform.game;

import static org.junit.jupiter.api.Assertions.assertTrue;

import com.mongodb.client.MongoClient;
import com.mongodb.client.MongoClients;
import com.mongodb.client.MongoDatabase;
import com.mongodb.client.model.Filters;
import dev.chessplatform.game.load.LoadGenerator;
import dev.chessplatform.testsupport.RunningInfrastructure;
import dev.chessplatform.testsupport.SignedIdentity;
import java.io.IOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.bson.Document;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;

/**
 * What a take-over costs with a long history and many live games, as a client sees it: the packaged
 * service in its own JVM plays {@code chess.load.games} finished games and leaves {@code
 * chess.load.live} games being played (through the real code path: HTTP, writer, Kafka
 * transactions); then (1) it is killed with SIGKILL and started again, and the time from the kill
 * until every sampled live game answers its legal moves again is printed, with the first move after
 * it; (2) a second instance joins, and the longest time any sampled live game went without an
 * answer during the handover of half the partitions is printed. Off by default (a measurement, not
 * a check); the README gives the command and the figures.
 */
@EnabledIfSystemProperty(named = "chess.takeover", matches = "true")
class TakeOverIT {

  private static final Pattern OWNED = Pattern.compile("\"ownedPartitions\":\\s*(\\d+)");
  private static final Pattern LOADED =
      Pattern.compile(
          "owning partition (\\d+): (\\d+) games from (.*) and (\\d+) records in (\\d+) ms");

  private final String database = "games-takeover-" + UUID.randomUUID().toString().substring(0, 8);

  private ServiceProcess instance(String id) {
    // The steady state of a long-running owner, reached sooner: finished games leave memory 2 s
    // after their end (10 min by default), snapshots follow every second (30 s by default).
    return new ServiceProcess(id, database)
        .env("CHESS_GAMES_FINISHED_GRACE", "2s")
        .env("CHESS_GAMES_FINISHED_EVICT_INTERVAL", "500ms")
        .env("CHESS_GAMES_SNAPSHOTS_INTERVAL", "1s");
  }

  private static int owned(ServiceProcess s) {
    try {
      Matcher m = OWNED.matcher(s.call("GET", "/q/health/ready", null, null).body());
      return m.find() ? Integer.parseInt(m.group(1)) : 0;
    } catch (Exception down) {
      return 0;
    }
  }

  @Test
  void aRestartAndAHandoverAreTimedAgainstALongHistory() throws Exception {
    int games = Integer.getInteger("chess.load.games", 2000);
    int live = Integer.getInteger("chess.load.live", 500);
    int plies = Integer.getInteger("chess.load.plies", 40);
    try (ServiceProcess a = instance("takeover-a");
        ServiceProcess b = instance("takeover-b");
        MongoClient mongo =
            MongoClients.create(RunningInfrastructure.get().mongoConnectionString())) {
      a.start();
      URI base = URI.create("http://127.0.0.1:" + a.port);
      LoadGenerator.awaitReady(base, SignedIdentity.TEST_SECRET, Duration.ofSeconds(60));
      long t0 = System.nanoTime();
      var history =
          LoadGenerator.run(
              base,
              SignedIdentity.TEST_SECRET,
              games,
              Integer.getInteger("chess.load.concurrency", 50),
              plies,
              true);
      var played =
          LoadGenerator.run(
              base,
              SignedIdentity.TEST_SECRET,
              live,
              Math.min(live, 100),
              Integer.getInteger("chess.load.live-plies", 20),
              false);
      System.out.printf(
          "TAKEOVER history %s%nTAKEOVER live %s%nTAKEOVER generated in %d s%n",
          history, played, (System.nanoTime() - t0) / 1_000_000_000);
      MongoDatabase db = mongo.getDatabase(database);
      List<String> sample = liveGames(db, 48);
      awaitSnapshotsOfLiveGamesOnly(db, live);
      System.out.printf(
          "TAKEOVER records in chess.game-events (this database's games): %d; live games: %d%n",
          eventCount(db),
          db.getCollection("games").countDocuments(Filters.eq("status", "STARTED")));

      // (1) kill -9 and start again
      long killed = System.nanoTime();
      a.kill();
      a.start();
      long unavailable = awaitAllAnswer(a, sample, Duration.ofSeconds(120));
      System.out.printf(
          "TAKEOVER restart: from kill -9 to every sampled live game answering: %d ms%n",
          (unavailable - killed) / 1_000_000);
      printLoads("restart", a);

      // (2) a second instance joins: half the partitions move to it
      Map<String, Long> longestGap = new ConcurrentHashMap<>();
      AtomicBoolean polling = new AtomicBoolean(true);
      ExecutorService pollers = Executors.newFixedThreadPool(4);
      for (int i = 0; i < 4; i++) {
        int slice = i;
        pollers.execute(() -> poll(a, sample, slice, polling, longestGap));
      }
      long joined = System.nanoTime();
      b.start();
      long deadline = System.nanoTime() + Duration.ofSeconds(120).toNanos();
      while (!(owned(a) > 0 && owned(b) > 0 && owned(a) + owned(b) == 12)) {
        assertTrue(System.nanoTime() < deadline, "the partitions were never shared");
        TimeUnit.MILLISECONDS.sleep(100);
      }
      // keep polling a little past the handover so that a late gap is seen too
      long settle = System.nanoTime() + Duration.ofSeconds(3).toNanos();
      while (System.nanoTime() < settle) {
        TimeUnit.MILLISECONDS.sleep(100);
      }
      polling.set(false);
      pollers.shutdown();
      pollers.awaitTermination(10, TimeUnit.SECONDS);
      long worst = longestGap.values().stream().mapToLong(Long::longValue).max().orElse(0);
      long gaps = longestGap.values().stream().filter(g -> g > 0).count();
      System.out.printf(
          "TAKEOVER handover: second instance up and sharing after %d ms; %d of %d sampled live"
              + " games went without an answer for a while, the longest for %d ms%n",
          (System.nanoTime() - joined) / 1_000_000, gaps, sample.size(), worst / 1_000_000);
      printLoads("handover", b);
    }
  }

  private static List<String> liveGames(MongoDatabase db, int n) {
    List<String> ids = new ArrayList<>();
    for (Document d : db.getCollection("games").find(Filters.eq("status", "STARTED")).limit(n)) {
      ids.add(d.getString("_id"));
    }
    return ids;
  }

  private static long eventCount(MongoDatabase db) {
    long n = 0;
    for (Document d : db.getCollection("game_summaries").find()) {
      n += d.get("events", Number.class).longValue();
    }
    return n;
  }

  /** Until the snapshots of all 12 partitions hold about the live games only. */
  private static void awaitSnapshotsOfLiveGamesOnly(MongoDatabase db, int live) throws Exception {
    long deadline = System.nanoTime() + Duration.ofMinutes(5).toNanos();
    while (true) {
      long held = 0;
      long partitions = 0;
      for (Document d : db.getCollection("game_snapshots").find()) {
        held += d.get("games", Number.class).longValue();
        partitions++;
      }
      if (partitions == 12 && held <= live + 1) {
        System.out.printf("TAKEOVER snapshots hold %d games%n", held);
        return;
      }
      assertTrue(System.nanoTime() < deadline, "snapshots still hold " + held + " games");
      TimeUnit.MILLISECONDS.sleep(500);
    }
  }

  /** The time at which every game of {@code sample} answered 200 after the restart began. */
  private static long awaitAllAnswer(ServiceProcess s, List<String> sample, Duration within)
      throws Exception {
    long deadline = System.nanoTime() + within.toNanos();
    List<String> left = new ArrayList<>(sample);
    while (!left.isEmpty()) {
      assertTrue(System.nanoTime() < deadline, left.size() + " live games never answered");
      left.removeIf(id -> answers(s, id));
      if (!left.isEmpty()) {
        TimeUnit.MILLISECONDS.sleep(20);
      }
    }
    return System.nanoTime();
  }

  private static boolean answers(ServiceProcess s, String id) {
    try {
      return s.call("GET", "/api/games/" + id + "/legal-moves", "takeover-probe", null).statusCode()
          == 200;
    } catch (IOException | InterruptedException down) {
      return false;
    } catch (Exception other) {
      return false;
    }
  }

  private static void poll(
      ServiceProcess s,
      List<String> sample,
      int slice,
      AtomicBoolean polling,
      Map<String, Long> longestGap) {
    Map<String, Long> since = new ConcurrentHashMap<>();
    while (polling.get()) {
      for (int i = slice; i < sample.size(); i += 4) {
        String id = sample.get(i);
        long now = System.nanoTime();
        if (answers(s, id)) {
          Long from = since.remove(id);
          if (from != null) {
            longestGap.merge(id, now - from, Math::max);
          }
        } else {
          since.putIfAbsent(id, now);
        }
      }
    }
    long now = System.nanoTime();
    since.forEach((id, from) -> longestGap.merge(id, now - from, Math::max));
  }

  private static void printLoads(String when, ServiceProcess s) throws IOException {
    Path log = Path.of("target", "it-" + s.instanceId() + ".log");
    List<String> lines = Files.readAllLines(log);
    long games = 0;
    long records = 0;
    long slowest = 0;
    int fromSnapshot = 0;
    int loads = 0;
    for (String line : lines) { // the log of the last start only
      Matcher m = LOADED.matcher(line);
      if (m.find()) {
        loads++;
        games += Long.parseLong(m.group(2));
        records += Long.parseLong(m.group(4));
        slowest = Math.max(slowest, Long.parseLong(m.group(5)));
        fromSnapshot += m.group(3).startsWith("the snapshot") ? 1 : 0;
      }
    }
    System.out.printf(
        "TAKEOVER %s: %d partition loads (%d from a snapshot), %d games, %d records read after"
            + " the snapshots, slowest partition %d ms%n",
        when, loads, fromSnapshot, games, records, slowest);
  }
}
