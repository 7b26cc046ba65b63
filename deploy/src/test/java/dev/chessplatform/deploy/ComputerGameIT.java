package dev.chessplatform.deploy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Iterator;
import java.util.List;
import java.util.Random;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Predicate;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.condition.EnabledOnOs;
import org.junit.jupiter.api.condition.OS;

/**
 * Games against the computer on the real platform, through the gateway: a whole game against level
 * 1 played to its end over HTTP (with a hint, an undo and a refused level 6 on the way), and a
 * level 5 game whose engine-service is killed with SIGKILL while it searches and started again
 * exactly as the launcher started it — the game still gets exactly one computer move.
 *
 * <p>Linux only: to start engine-service again as the launcher did, the test reads the killed
 * process's environment and working directory from {@code /proc/<pid>/environ} and {@code
 * /proc/<pid>/cwd}, which no other OS offers.
 */
@EnabledOnOs(OS.LINUX)
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
@Order(2) // on LocalPlatform.sharedAtDefaults(): its classes run one after the other
class ComputerGameIT {

  private static final ObjectMapper JSON = new ObjectMapper();
  private static final int MAX_PLIES = 800;
  private static final Duration MAX_GAME = Duration.ofMinutes(5);
  private static final Duration COMPUTER_STALL = Duration.ofSeconds(60);
  private static LocalPlatform platform;
  private final HttpClient http = HttpClient.newHttpClient();

  @BeforeAll
  static void start() throws Exception {
    // Shared: engine-service is killed and started again below, and the platform is handed on
    // whole.
    platform = LocalPlatform.sharedAtDefaults();
  }

  @AfterAll
  static void stop() throws Exception {
    if (platform != null) {
      platform.handOnHealthy();
    }
  }

  @Test
  @Order(1)
  void aWholeGameAgainstLevelOneIsPlayedToItsEndWithAHintAndAnUndo() throws Exception {
    LocalPlatform.Player player =
        platform.register("computer_fan_" + UUID.randomUUID().toString().substring(0, 8));

    HttpResponse<String> level6 =
        platform.send(
            player,
            "POST",
            "/api/games",
            "{\"mode\":\"COMPUTER\",\"level\":6,\"colour\":\"WHITE\"}");
    assertEquals(400, level6.statusCode(), level6.body());
    assertTrue(
        level6
            .headers()
            .firstValue("content-type")
            .orElse("")
            .startsWith("application/problem+json"),
        level6.headers().toString());
    JsonNode problem = JSON.readTree(level6.body());
    assertTrue(
        problem.path("type").asText().endsWith("/invalid-game-settings"), problem.toString());
    assertEquals("level", problem.path("field").asText(), problem.toString());

    String game = createComputerGame(player, 1);
    JsonNode state = game(player, game);
    assertEquals(player.id(), state.path("white").asText(), state.toString());
    assertEquals("computer:1", state.path("black").asText(), state.toString());
    assertEquals(1, state.path("computerLevel").asInt(), state.toString());
    assertEquals("WHITE", state.path("turn").asText(), state.toString());

    Random random = new Random(42);
    boolean hinted = false;
    boolean undone = false;
    int whiteMoves = 0;
    long started = System.nanoTime();
    long waitingSince = System.nanoTime();
    int waitingAt = -1;
    while (true) {
      state = game(player, game);
      int plies = state.path("moves").size();
      if ("ENDED".equals(state.path("status").asText())) {
        break;
      }
      if (plies >= MAX_PLIES || System.nanoTime() - started > MAX_GAME.toNanos()) {
        throw new AssertionError(
            "no end after " + plies + " plies / " + elapsed(started) + ": " + state);
      }
      if (!"WHITE".equals(state.path("turn").asText())) {
        if (plies != waitingAt) {
          waitingAt = plies;
          waitingSince = System.nanoTime();
        } else if (System.nanoTime() - waitingSince > COMPUTER_STALL.toNanos()) {
          throw new AssertionError(
              "the computer did not move for " + COMPUTER_STALL + ": " + state);
        }
        Thread.sleep(150); // polling the read model, within the per-token limit
        continue;
      }
      if (!hinted && plies >= 6) {
        hinted = true;
        HttpResponse<String> hint =
            platform.send(player, "POST", "/api/games/" + game + "/hints", null);
        assertEquals(200, hint.statusCode(), hint.body());
        JsonNode h = JSON.readTree(hint.body());
        for (String field : List.of("uci", "san", "from", "to", "explanation", "explanationZh")) {
          assertFalse(h.path(field).asText("").isBlank(), field + " in " + h);
        }
        assertEquals(h.path("uci").asText().substring(0, 2), h.path("from").asText(), h.toString());
        assertEquals(h.path("uci").asText().substring(2, 4), h.path("to").asText(), h.toString());
        assertEquals(2, h.path("hintsLeft").asInt(), h.toString());
        move(player, game, h.path("uci").asText());
        whiteMoves++;
        continue;
      }
      if (hinted && !undone && plies >= 10) {
        undone = true;
        HttpResponse<String> undo =
            platform.send(player, "POST", "/api/games/" + game + "/undo", "{}");
        assertEquals(200, undo.statusCode(), undo.body());
        JsonNode after = game(player, game);
        assertEquals(plies - 2, after.path("moves").size(), after.toString());
        assertEquals("WHITE", after.path("turn").asText(), after.toString());
        continue;
      }
      move(player, game, choose(legalMoves(player, game), random));
      whiteMoves++;
    }
    assertTrue(hinted, "the game ended before the hint: " + state);
    assertTrue(undone, "the game ended before the undo: " + state);
    assertEquals("ENDED", state.path("status").asText(), state.toString());
    assertFalse(state.path("termination").isNull(), state.toString());
    assertFalse(state.path("termination").isMissingNode(), state.toString());
    assertFalse(state.path("result").isNull(), state.toString());
    assertFalse(state.path("result").isMissingNode(), state.toString());
    System.out.printf(
        "[ComputerGameIT] level 1 game %s ended %s by %s after %d plies (%d white moves) in %s%n",
        game,
        state.path("result").asText(),
        state.path("termination").asText(),
        state.path("moves").size(),
        whiteMoves,
        elapsed(started));

    // The ended game's stream is finite: every event once, in order, the hint and undo among them.
    List<JsonNode> events = events(player, game, state.path("version").asLong());
    assertSeqsWithoutGap(events);
    List<String> types = events.stream().map(e -> e.path("type").asText()).toList();
    assertTrue(types.contains("HintGiven"), types.toString());
    assertTrue(types.contains("MovesUndone"), types.toString());
    assertEquals("GameEnded", types.get(types.size() - 1), types.toString());
  }

  @Test
  @Order(2)
  void engineServiceKilledWhileSearchingAndStartedAgainStillGivesTheGameItsMove() throws Exception {
    LocalPlatform.Player player =
        platform.register("patient_" + UUID.randomUUID().toString().substring(0, 8));
    String game = createComputerGame(player, 5);
    // Captured before the move, so the kill follows it closely: level 5 searches 2 s (untimed),
    // and engine-service is killed as soon as its metrics show a worker searching.
    ProcessHandle engine = engineService();
    ServiceRestart restart = ServiceRestart.capture(platform, engine);
    // The platform is shared: no other class's search may be what the kill below finds busy.
    awaitNoBusyWorker(restart.url("/q/metrics"));

    move(player, game, "e2e4");
    long moved = System.nanoTime();
    boolean searching = false;
    long searchDeadline = moved + TimeUnit.SECONDS.toNanos(5);
    while (!searching && System.nanoTime() < searchDeadline) {
      searching = busyWorkers(restart.url("/q/metrics")) > 0;
      if (!searching) {
        Thread.sleep(10);
      }
    }
    long signalled = System.nanoTime();
    engine.destroyForcibly();
    long gone = awaitDeath(engine.pid(), Duration.ofSeconds(30));
    engine.onExit().get(30, TimeUnit.SECONDS);
    long killed = System.nanoTime();
    System.out.printf(
        "[ComputerGameIT] engine-service pid %d (searching: %s) got SIGKILL %d ms after e2e4 was"
            + " accepted, was dead %d ms later (reaped after %d ms)%n",
        engine.pid(),
        searching,
        TimeUnit.NANOSECONDS.toMillis(signalled - moved),
        TimeUnit.NANOSECONDS.toMillis(gone - signalled),
        TimeUnit.NANOSECONDS.toMillis(killed - signalled));
    assertTrue(searching, "engine-service never showed a busy worker after e2e4");

    long quietUntil = System.nanoTime() + TimeUnit.SECONDS.toNanos(3);
    while (System.nanoTime() < quietUntil) {
      JsonNode s = game(player, game);
      assertEquals(1, s.path("moves").size(), "a computer move without engine-service: " + s);
      Thread.sleep(200);
    }

    Path log = platform.data.resolve("logs/engine-service-restarted.log");
    Process again = restart.start(log);
    long restarted = System.nanoTime();
    Files.writeString(platform.data.resolve("run/engine-service.pid"), Long.toString(again.pid()));
    assertTrue(
        ChildProcess.marked(platform.data).stream().anyMatch(p -> p.pid() == again.pid()),
        "the restarted engine-service must carry the data folder's marker");

    String health = restart.url("/q/health/ready");
    Long readyAt = null;
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(90);
    JsonNode s;
    while (true) {
      assertTrue(again.isAlive(), "engine-service exited again; see " + log);
      if (readyAt == null && health != null && httpOk(health)) {
        readyAt = System.nanoTime();
      }
      s = game(player, game);
      if (s.path("moves").size() == 2 && "WHITE".equals(s.path("turn").asText())) {
        break;
      }
      if (System.nanoTime() > deadline) {
        throw new AssertionError(
            "no computer move 90 s after engine-service was started again: " + s);
      }
      Thread.sleep(100);
    }
    long answered = System.nanoTime();
    System.out.printf(
        "[ComputerGameIT] engine-service started again %d ms after the kill; ready after %s ms;"
            + " the computer's move came %d ms after the restart, %d ms after the kill%n",
        TimeUnit.NANOSECONDS.toMillis(restarted - signalled),
        readyAt == null ? "?" : Long.toString(TimeUnit.NANOSECONDS.toMillis(readyAt - restarted)),
        TimeUnit.NANOSECONDS.toMillis(answered - restarted),
        TimeUnit.NANOSECONDS.toMillis(answered - signalled));

    List<JsonNode> events = events(player, game, s.path("version").asLong());
    assertSeqsWithoutGap(events);
    List<JsonNode> blackMoves =
        events.stream()
            .filter(e -> e.path("type").asText().equals("MovePlayed"))
            .filter(e -> e.path("payload").path("by").asText().equals("BLACK"))
            .toList();
    assertEquals(1, blackMoves.size(), "exactly one computer move: " + events);
    assertEquals(
        s.path("uciMoves").path(1).asText(),
        blackMoves.get(0).path("payload").path("uci").asText(),
        events.toString());

    List<JsonNode> legal = legalMoves(player, game);
    String next =
        legal.stream()
            .map(m -> m.path("uci").asText())
            .filter(u -> u.equals("g1f3"))
            .findFirst()
            .orElse(legal.get(0).path("uci").asText());
    move(player, game, next);
    JsonNode after =
        await(
            player,
            game,
            g -> g.path("moves").size() == 4 && "WHITE".equals(g.path("turn").asText()),
            Duration.ofSeconds(60),
            "the restarted engine-service to answer again");
    assertEquals("STARTED", after.path("status").asText(), after.toString());
    List<JsonNode> all = events(player, game, after.path("version").asLong());
    assertSeqsWithoutGap(all);
    assertEquals(
        2,
        all.stream()
            .filter(e -> e.path("type").asText().equals("MovePlayed"))
            .filter(e -> e.path("payload").path("by").asText().equals("BLACK"))
            .count(),
        "two computer moves for two of White's: " + all);
  }

  // ---- engine-service's process ----

  private static ProcessHandle engineService() {
    return ServiceRestart.process(platform, "engine-service");
  }

  /** Busy search workers by engine-service's Prometheus gauge; 0 when it cannot be read. */
  private double busyWorkers(String metricsUrl) {
    try {
      HttpResponse<String> r =
          http.send(
              HttpRequest.newBuilder(URI.create(metricsUrl)).timeout(Duration.ofSeconds(2)).build(),
              HttpResponse.BodyHandlers.ofString());
      return r.body()
          .lines()
          .filter(l -> l.startsWith("engine_workers_busy"))
          .mapToDouble(l -> Double.parseDouble(l.substring(l.lastIndexOf(' ') + 1)))
          .sum();
    } catch (IOException | RuntimeException e) {
      return 0;
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return 0;
    }
  }

  /** Until engine-service's metrics show no busy search worker, for up to a minute. */
  private void awaitNoBusyWorker(String metricsUrl) throws InterruptedException {
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
    while (busyWorkers(metricsUrl) > 0) {
      if (System.nanoTime() > deadline) {
        throw new AssertionError("engine-service still searching for another game after 60 s");
      }
      Thread.sleep(100);
    }
  }

  /**
   * When the process is dead: gone from /proc or a zombie ({@code onExit()} of a process that is
   * not our child only polls every 300 ms and more, and waits for the reaping).
   */
  private static long awaitDeath(long pid, Duration timeout) throws Exception {
    Path stat = Path.of("/proc", Long.toString(pid), "stat");
    long deadline = System.nanoTime() + timeout.toNanos();
    while (System.nanoTime() < deadline) {
      try {
        String text = Files.readString(stat);
        // "pid (comm) S ...": the state follows the last ')'
        char state = text.substring(text.lastIndexOf(')') + 2).charAt(0);
        if (state == 'Z' || state == 'X') {
          return System.nanoTime();
        }
      } catch (IOException e) {
        return System.nanoTime();
      }
      Thread.sleep(5);
    }
    throw new AssertionError("pid " + pid + " still alive " + timeout + " after SIGKILL");
  }

  private boolean httpOk(String url) {
    try {
      HttpResponse<Void> r =
          http.send(
              HttpRequest.newBuilder(URI.create(url)).timeout(Duration.ofSeconds(2)).build(),
              HttpResponse.BodyHandlers.discarding());
      return r.statusCode() == 200;
    } catch (IOException e) {
      return false;
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return false;
    }
  }

  // ---- the game over HTTP ----

  private String createComputerGame(LocalPlatform.Player p, int level) throws Exception {
    HttpResponse<String> created =
        platform.send(
            p,
            "POST",
            "/api/games",
            "{\"mode\":\"COMPUTER\",\"level\":" + level + ",\"colour\":\"WHITE\"}");
    assertEquals(201, created.statusCode(), created.body());
    String id = JSON.readTree(created.body()).path("gameId").asText();
    assertFalse(id.isBlank(), created.body());
    return id;
  }

  private JsonNode game(LocalPlatform.Player p, String game) throws Exception {
    HttpResponse<String> r = platform.send(p, "GET", "/api/games/" + game, null);
    assertEquals(200, r.statusCode(), r.body());
    return JSON.readTree(r.body());
  }

  private List<JsonNode> legalMoves(LocalPlatform.Player p, String game) throws Exception {
    HttpResponse<String> r = platform.send(p, "GET", "/api/games/" + game + "/legal-moves", null);
    assertEquals(200, r.statusCode(), r.body());
    List<JsonNode> moves = new ArrayList<>();
    JSON.readTree(r.body()).forEach(moves::add);
    assertFalse(moves.isEmpty(), "no legal move on White's turn in " + game);
    return moves;
  }

  /** Mate first, then a capture, then a check, else a seeded-random move. */
  private static String choose(List<JsonNode> moves, Random random) {
    for (Predicate<JsonNode> preferred :
        List.<Predicate<JsonNode>>of(
            m -> m.path("san").asText().endsWith("#"),
            m -> m.path("capture").asBoolean(),
            m -> m.path("check").asBoolean())) {
      List<JsonNode> fitting = moves.stream().filter(preferred).toList();
      if (!fitting.isEmpty()) {
        return fitting.get(random.nextInt(fitting.size())).path("uci").asText();
      }
    }
    return moves.get(random.nextInt(moves.size())).path("uci").asText();
  }

  private JsonNode await(
      LocalPlatform.Player p, String game, Predicate<JsonNode> done, Duration timeout, String what)
      throws Exception {
    long deadline = System.nanoTime() + timeout.toNanos();
    JsonNode s = game(p, game);
    while (!done.test(s)) {
      if (System.nanoTime() > deadline) {
        throw new AssertionError("waited " + timeout + " for " + what + ": " + s);
      }
      Thread.sleep(100);
      s = game(p, game);
    }
    return s;
  }

  /**
   * The game's events from its NDJSON stream up to seq {@code upTo}. The stream is live (it ends
   * only with the game), so reading stops at that seq.
   */
  private List<JsonNode> events(LocalPlatform.Player p, String game, long upTo) throws Exception {
    HttpRequest request =
        HttpRequest.newBuilder(platform.gateway("/api/games/" + game + "/events"))
            .header("Accept", "application/x-ndjson")
            .header("Authorization", "Bearer " + p.token())
            .timeout(Duration.ofSeconds(20))
            .build();
    HttpResponse<Stream<String>> r = http.send(request, HttpResponse.BodyHandlers.ofLines());
    assertEquals(200, r.statusCode());
    List<JsonNode> events = Collections.synchronizedList(new ArrayList<>());
    Stream<String> lines = r.body();
    CompletableFuture<Void> read =
        CompletableFuture.runAsync(
            () -> {
              Iterator<String> it = lines.iterator();
              while (it.hasNext()) {
                String line = it.next();
                if (line.isBlank()) {
                  continue;
                }
                try {
                  JsonNode e = JSON.readTree(line);
                  events.add(e);
                  if (e.path("seq").asLong() >= upTo) {
                    return;
                  }
                } catch (IOException e) {
                  throw new AssertionError("not JSON: " + line, e);
                }
              }
            });
    try {
      read.get(20, TimeUnit.SECONDS);
    } catch (TimeoutException e) {
      throw new AssertionError("events up to seq " + upTo + " not read in 20 s: " + events);
    } finally {
      lines.close();
    }
    return List.copyOf(events);
  }

  private static void assertSeqsWithoutGap(List<JsonNode> events) {
    assertFalse(events.isEmpty());
    for (int i = 0; i < events.size(); i++) {
      assertEquals(i + 1, events.get(i).path("seq").asLong(), "seq of event " + i + ": " + events);
    }
  }

  private void move(LocalPlatform.Player p, String game, String move) throws Exception {
    HttpResponse<String> r =
        platform.send(p, "POST", "/api/games/" + game + "/moves", "{\"move\":\"" + move + "\"}");
    assertEquals(200, r.statusCode(), move + ": " + r.body());
  }

  private static String elapsed(long since) {
    return TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - since) + " ms";
  }
}
