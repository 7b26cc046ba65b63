package dev.chessplatform.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Queue;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Two instances share the partitions of chess.game-events. A request that reaches the instance not
 * owning the game is forwarded to the owner and answered as if sent there, and a stream the caller
 * leaves ends at the owner too. One lobby: the seeks and rooms created through either are listed by
 * both, at once (a list answered after a creation's answer shows it, whichever instance answers),
 * and the lobby, rooms and live-games streams of one instance tell of the games the other owns.
 */
class TwoInstancesIT {

  private static final Pattern GAME_ID = Pattern.compile("\"gameId\":\"([^\"]+)\"");
  private static final Pattern OWNED = Pattern.compile("\"ownedPartitions\":\\s*(\\d+)");

  private static ServiceProcess a;
  private static ServiceProcess b;

  @BeforeAll
  static void start() throws Exception {
    String database = "games-two-" + UUID.randomUUID().toString().substring(0, 8);
    a = new ServiceProcess("game-it-a", database).start();
    b = new ServiceProcess("game-it-b", database).start();
    long deadline = System.nanoTime() + Duration.ofSeconds(60).toNanos();
    while (!(owned(a) > 0 && owned(b) > 0 && owned(a) + owned(b) == 12)) {
      assertTrue(System.nanoTime() < deadline, "the partitions were never shared");
      Thread.sleep(200);
    }
  }

  @AfterAll
  static void stop() {
    for (ServiceProcess s : new ServiceProcess[] {a, b}) {
      if (s != null) {
        s.close();
      }
    }
  }

  @Test
  void aCommandOrReadAtTheOtherInstanceIsForwardedToTheGamesOwner() throws Exception {
    var created = a.call("POST", "/api/games", "alice", "{\"mode\":\"SEEK\",\"colour\":\"WHITE\"}");
    assertEquals(201, created.statusCode(), created.body());
    String id = created(created);
    String base = "/api/games/" + id;
    var joined = b.call("POST", base + "/join", "bob", "{}");
    assertEquals(200, joined.statusCode(), joined.body());
    assertEquals(200, b.call("POST", base + "/moves", "alice", "{\"move\":\"e4\"}").statusCode());
    var refused = b.call("POST", base + "/moves", "alice", "{\"move\":\"d4\"}");
    assertEquals(409, refused.statusCode(), refused.body());
    assertTrue(refused.body().contains("not-your-turn"), refused.body());
    assertEquals(200, a.call("POST", base + "/moves", "bob", "{\"move\":\"e5\"}").statusCode());
    var read = b.call("GET", base, "carol", null);
    assertEquals(200, read.statusCode(), read.body());
    assertTrue(read.body().contains("\"moves\":[\"e4\",\"e5\"]"), read.body());

    for (int i = 0; i < 6; i++) {
      String key = "create-" + i;
      var first =
          b.call("POST", "/api/games", "carol", "{\"mode\":\"SEEK\"}", "Idempotency-Key", key);
      var retry =
          a.call("POST", "/api/games", "carol", "{\"mode\":\"SEEK\"}", "Idempotency-Key", key);
      assertEquals(201, first.statusCode(), first.body());
      assertEquals(201, retry.statusCode(), retry.body());
      assertEquals(created(first), created(retry));
      assertEquals("true", retry.headers().firstValue("Idempotent-Replayed").orElse(""));
    }
  }

  @Test
  void aSpectatorWhoLeavesIsNoLongerCountedThroughEitherInstance() throws Exception {
    String id = created(a.call("POST", "/api/games", "sam", "{\"mode\":\"SEEK\"}"));
    assertEquals(200, a.call("POST", "/api/games/" + id + "/join", "tess", "{}").statusCode());
    String count = "/api/games/" + id + "/spectators";
    // One of the two owns the game: through the other, the stream and the count are forwarded.
    for (ServiceProcess via : new ServiceProcess[] {a, b}) {
      HttpResponse<Stream<String>> watching =
          via.stream("/api/games/" + id + "/stream", "vic").get();
      assertEquals(200, watching.statusCode());
      awaitSpectators(via, count, 1);
      watching.body().close(); // the spectator leaves
      awaitSpectators(via, count, 0);
    }
  }

  @Test
  void aPlayersStreamAtEitherInstanceTellsOfChallengesWhicheverOwnsThem() throws Exception {
    String bob = "bob-" + UUID.randomUUID().toString().substring(0, 8);
    dev.chessplatform.game.api.Players.account(bob, bob);
    Queue<String> atA = follow(a, "/api/players/me/stream", bob);
    Queue<String> atB = follow(b, "/api/players/me/stream", bob);
    ServiceProcess[] both = {a, b};
    List<String> challenges = new ArrayList<>();
    for (int i = 0; i < 6; i++) { // keyed creates: spread over the partitions, so both owners
      challenges.add(
          created(
              both[i % 2].call(
                  "POST",
                  "/api/challenges",
                  "ann" + i,
                  "{\"opponent\":\"" + bob + "\"}",
                  "Idempotency-Key",
                  "challenge-" + bob + "-" + i)));
    }
    awaitAll(atA, "challenge-opened", challenges);
    awaitAll(atB, "challenge-opened", challenges);
  }

  @Test
  void everyInstanceListsAndStreamsEveryOpenGame() throws Exception {
    // The other tests' games are open too: this one's lists are those plus its own.
    Set<String> seeksBefore = ids(a, "/api/lobby/seeks");
    Set<String> roomsBefore = ids(a, "/api/rooms");
    ServiceProcess[] both = {a, b};
    Queue<String> lobby = follow(a, "/api/lobby/stream");
    Queue<String> rooms = follow(a, "/api/rooms/stream");
    Queue<String> live = follow(a, "/api/games/stream");

    List<String> seeks = new ArrayList<>();
    List<String> tables = new ArrayList<>();
    for (int i = 0; i < 12; i++) {
      ServiceProcess via = both[i % 2];
      ServiceProcess other = both[(i + 1) % 2];
      String seek =
          created(
              via.call("POST", "/api/lobby/seeks", "p" + i, "{}", "Idempotency-Key", "seek-" + i));
      seeks.add(seek);
      // Read your writes through the other instance: the list waits until it has read the seek.
      assertTrue(ids(other, "/api/lobby/seeks").contains(seek), "seek " + i + " at once");
      if (i < 6) {
        String room =
            created(
                via.call(
                    "POST",
                    "/api/rooms",
                    "r" + i,
                    "{\"colour\":\"WHITE\"}",
                    "Idempotency-Key",
                    "room-" + i));
        tables.add(room);
        assertTrue(ids(other, "/api/rooms").contains(room), "room " + i + " at once");
      }
    }
    List<Long> listNanos = new ArrayList<>();
    List<Long> readNanos = new ArrayList<>();
    for (int i = 0; i < 40; i++) {
      ServiceProcess via = both[i % 2];
      long t0 = System.nanoTime();
      assertEquals(with(seeksBefore, seeks), ids(via, "/api/lobby/seeks"), "seeks, list " + i);
      listNanos.add(System.nanoTime() - t0);
      assertEquals(with(roomsBefore, tables), ids(via, "/api/rooms"), "rooms, list " + i);
      // The reference in the same run: a read from the owner's memory (forwarded when needed).
      t0 = System.nanoTime();
      assertEquals(
          200, via.call("GET", "/api/games/" + seeks.get(i % 12), "lister", null).statusCode());
      readNanos.add(System.nanoTime() - t0);
    }
    System.out.printf(
        "[TwoInstancesIT] 40 lists of 12 seeks: median %.1f ms, max %.1f ms; 40 reads of one game"
            + " (the reference): median %.1f ms, max %.1f ms%n",
        median(listNanos), max(listNanos), median(readNanos), max(readNanos));
    awaitAll(lobby, "seek-opened", seeks);
    awaitAll(rooms, "room-opened", tables);

    String taken = seeks.get(1); // created through b: whichever owns it, a's streams hear of it
    assertEquals(200, a.call("POST", "/api/games/" + taken + "/join", "joiner", "{}").statusCode());
    awaitAll(lobby, "seek-closed", List.of(taken));
    // The live list through the other instance holds the game at once, as the stream tells it,
    // whether or not the read model has written its start yet.
    assertTrue(
        ids(b, "/api/games?status=STARTED&limit=500").contains(taken),
        "a started game is in the live list at once");
    awaitAll(live, "game-started", List.of(taken));
    assertTrue(!ids(b, "/api/lobby/seeks").contains(taken), "an accepted seek leaves the list");
    assertEquals(
        200, b.call("POST", "/api/games/" + taken + "/resign", "joiner", "{}").statusCode());
    awaitAll(live, "game-ended", List.of(taken));
    assertTrue(
        !ids(a, "/api/games?status=STARTED&limit=500").contains(taken),
        "an ended game leaves the live list at once");
  }

  private static Set<String> with(Set<String> before, List<String> added) {
    Set<String> all = new HashSet<>(before);
    all.addAll(added);
    return all;
  }

  private static void awaitSpectators(ServiceProcess via, String path, int n) throws Exception {
    long deadline = System.nanoTime() + Duration.ofSeconds(10).toNanos();
    while (true) {
      HttpResponse<String> r = via.call("GET", path, "counter", null);
      assertEquals(200, r.statusCode(), r.body());
      if (r.body().contains("\"spectators\":" + n + "}")) {
        return;
      }
      assertTrue(System.nanoTime() < deadline, "never " + n + " spectators: " + r.body());
      Thread.sleep(50);
    }
  }

  private static double median(List<Long> nanos) {
    List<Long> sorted = nanos.stream().sorted().toList();
    return sorted.get(sorted.size() / 2) / 1e6;
  }

  private static double max(List<Long> nanos) {
    return nanos.stream().mapToLong(Long::longValue).max().orElse(0) / 1e6;
  }

  private static int owned(ServiceProcess s) throws Exception {
    Matcher m = OWNED.matcher(s.call("GET", "/q/health/ready", null, null).body());
    return m.find() ? Integer.parseInt(m.group(1)) : 0;
  }

  private static String created(HttpResponse<String> r) {
    assertEquals(201, r.statusCode(), r.body());
    Matcher m = GAME_ID.matcher(r.body());
    assertTrue(m.find(), r.body());
    return m.group(1);
  }

  private static Set<String> ids(ServiceProcess s, String path) throws Exception {
    HttpResponse<String> r = s.call("GET", path, "lister", null);
    assertEquals(200, r.statusCode(), r.body());
    Set<String> out = new HashSet<>();
    Matcher m = GAME_ID.matcher(r.body());
    while (m.find()) {
      out.add(m.group(1));
    }
    return out;
  }

  /** The stream's lines, "event data" joined per event, as they come. */
  private static Queue<String> follow(ServiceProcess s, String path) throws Exception {
    return follow(s, path, "watcher");
  }

  private static Queue<String> follow(ServiceProcess s, String path, String player)
      throws Exception {
    Queue<String> events = new ConcurrentLinkedQueue<>();
    HttpResponse<Stream<String>> r = s.stream(path, player).get();
    assertEquals(200, r.statusCode());
    Thread reader =
        new Thread(
            () -> {
              String[] event = {null};
              r.body()
                  .forEach(
                      line -> {
                        if (line.startsWith("event:")) {
                          event[0] = line.substring(6).trim();
                        } else if (line.startsWith("data:") && event[0] != null) {
                          events.add(event[0] + " " + line.substring(5).trim());
                          event[0] = null;
                        }
                      });
            },
            "sse-" + path);
    reader.setDaemon(true);
    reader.start();
    return events;
  }

  private static void awaitAll(Queue<String> events, String name, List<String> gameIds)
      throws InterruptedException {
    long deadline = System.nanoTime() + Duration.ofSeconds(10).toNanos();
    while (true) {
      List<String> missing =
          gameIds.stream()
              .filter(
                  id ->
                      events.stream()
                          .noneMatch(e -> e.startsWith(name + " ") && e.contains("\"" + id + "\"")))
              .toList();
      if (missing.isEmpty()) {
        return;
      }
      assertTrue(
          System.nanoTime() < deadline, name + " never came for " + missing + "; got " + events);
      Thread.sleep(50);
    }
  }
}
