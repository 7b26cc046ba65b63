package dev.chessplatform.game;

import static org.junit.jupiter.api.Assertions.assertTrue;

import com.mongodb.client.MongoClient;
import com.mongodb.client.MongoClients;
import com.mongodb.client.MongoDatabase;
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
        .env("CHESS_GAMES_SNAPSHOTS_INTERVAL", "1s")
        .env(
            "CHESS_GAMES_LOAD_PARALLELISM",
            System.getProperty("chess.games.load-parallelism", "4"));
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
      List<String> sample = played.gameIds().subList(0, Math.min(48, played.gameIds().size()));
      awaitSnapshotsOfLiveGamesOnly(db, live);
      System.out.printf(
          "TAKEOVER events in chess.game-events (read from offset 0, committed): %d; projected so"
              + " far: %d%n",
          eventsInTopic(), eventCount(db));

      // (1) kill -9 and start again
      ANSWERS.clear();
      long killed = System.nanoTime();
      a.kill();
      a.start();
      List<String> liveGames = played.gameIds();
      long answering = awaitAllAnswer(a, liveGames, Duration.ofSeconds(120));
      long moved = moveInEach(a, liveGames);
      System.out.printf(
          "TAKEOVER restart: from kill -9 to every one of the %d live games answering its legal"
              + " moves: %d ms; to a move played in each of them: %d ms%n",
          liveGames.size(), (answering - killed) / 1_000_000, (moved - killed) / 1_000_000);
      System.out.printf("TAKEOVER restart: answers during it %s%n", ANSWERS);
      printLoads("restart", a);
      Map<String, Long> statuses = new java.util.TreeMap<>();
      for (String id : sample) {
        Matcher m =
            Pattern.compile("\"status\":\"([A-Z]+)\"")
                .matcher(a.call("GET", "/api/games/" + id, "takeover-probe", null).body());
        statuses.merge(m.find() ? m.group(1) : "?", 1L, Long::sum);
      }
      System.out.printf("TAKEOVER the sampled games are %s%n", statuses);

      // (2) a second instance joins: half the partitions move to it
      Map<String, Long> longestGap = new ConcurrentHashMap<>();
      AtomicBoolean polling = new AtomicBoolean(true);
      ExecutorService pollers = Executors.newFixedThreadPool(4);
      for (int i = 0; i < 4; i++) {
        int slice = i;
        pollers.execute(() -> poll(a, sample, slice, polling, longestGap));
      }
      ANSWERS.clear();
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
      List<Long> gaps = longestGap.values().stream().map(g -> g / 1_000_000).sorted().toList();
      System.out.printf(
          "TAKEOVER handover: second instance up and sharing after %d ms; per sampled live game the"
              + " longest time between two answers: median %d ms, worst %d ms (%d games)%n",
          (System.nanoTime() - joined) / 1_000_000,
          gaps.get(gaps.size() / 2),
          gaps.get(gaps.size() - 1),
          gaps.size());
      System.out.printf("TAKEOVER handover: answers during it %s %s%n", ANSWERS, ODD);
      printLoads("handover", b);
      printHandoverWindow(a, b);
    }
  }

  private static long eventsInTopic() {
    try (var consumer =
        dev.chessplatform.kafka.KafkaClients.at(RunningInfrastructure.get().kafkaBootstrapServers())
            .consumer()
            .readCommitted()
            .maxPollRecords(5000)
            .strings()) {
      var partitions =
          consumer.partitionsFor(dev.chessplatform.events.Topics.GAME_EVENTS).stream()
              .map(p -> new org.apache.kafka.common.TopicPartition(p.topic(), p.partition()))
              .toList();
      return dev.chessplatform.kafka.EndOffsets.readFromStart(
          consumer, partitions, Duration.ofMillis(200), r -> {});
    }
  }

  private static long eventCount(MongoDatabase db) {
    long n = 0;
    for (Document d : db.getCollection("game_summaries").find()) {
      n += d.get("events", Number.class).longValue();
    }
    return n;
  }

  /**
   * Until the snapshots of all 12 partitions hold no more than the live games and no fewer for 5 s
   * (the finished games have left memory; a history game whose last request failed stays live).
   */
  private static void awaitSnapshotsOfLiveGamesOnly(MongoDatabase db, int live) throws Exception {
    long deadline = System.nanoTime() + Duration.ofMinutes(5).toNanos();
    long last = Long.MAX_VALUE;
    long stableSince = System.nanoTime();
    while (true) {
      long held = 0;
      long partitions = 0;
      for (Document d : db.getCollection("game_snapshots").find()) {
        held += d.get("games", Number.class).longValue();
        partitions++;
      }
      if (held != last) {
        last = held;
        stableSince = System.nanoTime();
      }
      boolean stable = System.nanoTime() - stableSince > Duration.ofSeconds(5).toNanos();
      if (partitions == 12 && held >= live && stable) {
        System.out.printf("TAKEOVER snapshots hold %d games%n", held);
        return;
      }
      assertTrue(System.nanoTime() < deadline, "snapshots still hold " + held + " games");
      TimeUnit.MILLISECONDS.sleep(500);
    }
  }

  private static final Pattern TURN = Pattern.compile("\"turn\":\"(WHITE|BLACK)\"");
  private static final Pattern UCI = Pattern.compile("\"uci\":\"([a-h][1-8][a-h][1-8][qrbn]?)\"");

  /**
   * Plays one legal move in every game of {@code games} as the player to move (8 at a time) and
   * returns when the last one was accepted; a game still being played must take it.
   */
  private static long moveInEach(ServiceProcess s, List<String> games) throws Exception {
    ExecutorService movers = Executors.newFixedThreadPool(8);
    try {
      List<java.util.concurrent.Future<Integer>> answers = new ArrayList<>();
      for (String id : games) {
        answers.add(
            movers.submit(
                () -> {
                  String view = s.call("GET", "/api/games/" + id, "takeover-probe", null).body();
                  Matcher turn = TURN.matcher(view);
                  if (!view.contains("\"status\":\"STARTED\"") || !turn.find()) {
                    return -1; // ended meanwhile (a random mate): nothing to move
                  }
                  Matcher player =
                      Pattern.compile("\"" + turn.group(1).toLowerCase() + "\":\"([^\"]+)\"")
                          .matcher(view);
                  Matcher uci =
                      UCI.matcher(
                          s.call("GET", "/api/games/" + id + "/legal-moves", "takeover-probe", null)
                              .body());
                  if (!player.find() || !uci.find()) {
                    return -2;
                  }
                  return s.call(
                          "POST",
                          "/api/games/" + id + "/moves",
                          player.group(1),
                          "{\"move\":\"" + uci.group(1) + "\"}")
                      .statusCode();
                }));
      }
      Map<Integer, Long> codes = new java.util.TreeMap<>();
      for (var f : answers) {
        codes.merge(f.get(), 1L, Long::sum);
      }
      System.out.printf("TAKEOVER restart: the move in each live game answered %s%n", codes);
      return System.nanoTime();
    } finally {
      movers.shutdownNow();
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

  private static final Map<String, Long> ANSWERS = new ConcurrentHashMap<>();

  private static final List<String> ODD = new java.util.concurrent.CopyOnWriteArrayList<>();

  private static boolean answers(ServiceProcess s, String id) {
    String answer;
    try {
      var r = s.call("GET", "/api/games/" + id + "/legal-moves", "takeover-probe", null);
      answer = Integer.toString(r.statusCode());
      if (r.statusCode() != 200 && r.statusCode() != 503 && ODD.size() < 5) {
        ODD.add(id + " " + r.statusCode() + " " + r.body());
      }
    } catch (Exception down) {
      answer = down.getClass().getSimpleName();
    }
    ANSWERS.merge(answer, 1L, Long::sum);
    return answer.equals("200");
  }

  /**
   * Asks for the legal moves of every game of its slice in turn; per game, the longest time between
   * two answers 200 (a request answered late counts as much as one refused).
   */
  private static void poll(
      ServiceProcess s,
      List<String> sample,
      int slice,
      AtomicBoolean polling,
      Map<String, Long> longestGap) {
    Map<String, Long> lastAnswer = new ConcurrentHashMap<>();
    long began = System.nanoTime();
    while (polling.get()) {
      for (int i = slice; i < sample.size(); i += 4) {
        String id = sample.get(i);
        if (answers(s, id)) {
          long now = System.nanoTime();
          long previous = lastAnswer.getOrDefault(id, began);
          longestGap.merge(id, now - previous, Math::max);
          lastAnswer.put(id, now);
        }
      }
    }
    long now = System.nanoTime();
    for (String id : sample.subList(0, sample.size())) {
      if (sample.indexOf(id) % 4 == slice) {
        longestGap.merge(id, now - lastAnswer.getOrDefault(id, began), Math::max);
      }
    }
  }

  private static final Pattern STAMP =
      Pattern.compile("^\\d{4}-\\d\\d-\\d\\d (\\d\\d):(\\d\\d):(\\d\\d),(\\d{3})");

  private static long millisOf(String line) {
    Matcher m = STAMP.matcher(line);
    if (!m.find()) {
      return -1;
    }
    return ((Long.parseLong(m.group(1)) * 60 + Long.parseLong(m.group(2))) * 60
                + Long.parseLong(m.group(3)))
            * 1000
        + Long.parseLong(m.group(4));
  }

  /**
   * Per moved partition, from the first instance's release (its log) to the second one owning it
   * (its log): how long its games had no writer.
   */
  private static void printHandoverWindow(ServiceProcess a, ServiceProcess b) throws IOException {
    long released = -1;
    for (String line : Files.readAllLines(Path.of("target", "it-" + a.instanceId() + ".log"))) {
      if (line.contains("releasing partitions")) {
        released = millisOf(line);
      }
    }
    long worst = 0;
    int moved = 0;
    for (String line : Files.readAllLines(Path.of("target", "it-" + b.instanceId() + ".log"))) {
      if (LOADED.matcher(line).find() && released >= 0) {
        worst = Math.max(worst, millisOf(line) - released);
        moved++;
      }
    }
    System.out.printf(
        "TAKEOVER handover: %d partitions moved; from the release at the first instance to the"
            + " second owning the last of them: %d ms%n",
        moved, worst);
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
