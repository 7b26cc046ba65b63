package dev.chessplatform.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.chessplatform.events.Topics;
import dev.chessplatform.testsupport.KafkaProbe;
import dev.chessplatform.testsupport.RunningInfrastructure;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.List;
import java.util.UUID;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * The packaged service in its own JVM, killed with SIGKILL mid-game and started again: the game
 * continues from the same position with fair clocks and no event lost or doubled; then the MongoDB
 * database is dropped and after another kill and start every read model is back, equal to before.
 */
class GameServiceKillIT {

  private static final long OUTAGE_MS = 2_000;
  private static final Pattern STRING = Pattern.compile("\"%s\":\"([^\"]*)\"");
  private final String database = "games-kill-it-" + UUID.randomUUID().toString().substring(0, 8);
  private final ServiceProcess service = new ServiceProcess("game-service-kill-it", database);

  @AfterEach
  void stop() {
    service.close();
  }

  private void start() throws Exception {
    service.start();
  }

  private void kill() throws Exception {
    service.kill();
  }

  private HttpResponse<String> call(String method, String path, String player, String json)
      throws Exception {
    return service.call(method, path, player, json);
  }

  private static String field(String json, String name) {
    Matcher m = Pattern.compile(String.format(STRING.pattern(), name)).matcher(json);
    return m.find() ? m.group(1) : null;
  }

  @Test
  void aKilledServiceContinuesItsGamesAndRebuildsItsReadModelsFromTheTopic() throws Exception {
    start();
    String alice = "alice-" + service.port;
    String bob = "bob-" + service.port;
    var created =
        call(
            "POST",
            "/api/games",
            alice,
            "{\"mode\":\"SEEK\",\"colour\":\"WHITE\",\"clock\":{\"initialSeconds\":60}}");
    assertEquals(201, created.statusCode(), created.body());
    String id = field(created.body(), "gameId");
    assertEquals(200, call("POST", "/api/games/" + id + "/join", bob, "{}").statusCode());
    var e4 = call("POST", "/api/games/" + id + "/moves", alice, "{\"move\":\"e4\"}");
    assertEquals(200, e4.statusCode(), e4.body());
    String fen = field(e4.body(), "fen");
    long blackToMove = System.nanoTime();

    kill();
    Thread.sleep(OUTAGE_MS);
    start();

    var after = call("GET", "/api/games/" + id, bob, null);
    long sinceE4Ms = (System.nanoTime() - blackToMove) / 1_000_000;
    assertEquals(200, after.statusCode(), after.body());
    assertEquals(fen, field(after.body(), "fen"));
    assertTrue(after.body().contains("\"version\":6"), after.body());
    Matcher black = Pattern.compile("\"blackMs\":(\\d+)").matcher(after.body());
    assertTrue(black.find(), after.body());
    // A fair clock charges black only from the resume on, which comes after the whole outage (the
    // pause and the restart): its charge stays below the time since e4 minus the pause. A clock
    // that ran through the outage is charged all of it, however fast the restart.
    long charged = 60_000 - Long.parseLong(black.group(1));
    assertTrue(
        charged < sinceE4Ms - OUTAGE_MS,
        "black charged " + charged + " ms of " + sinceE4Ms + " ms since e4, " + after.body());
    var e5 = call("POST", "/api/games/" + id + "/moves", bob, "{\"move\":\"e5\"}");
    assertEquals(200, e5.statusCode(), e5.body());
    assertEquals(200, call("POST", "/api/games/" + id + "/resign", alice, null).statusCode());
    assertEquals(List.of(1, 2, 3, 4, 5, 6, 7, 8), seqs(id));
    assertEquals(
        1,
        KafkaProbe.committed(Topics.GAME_RESULTS).stream().filter(r -> id.equals(r.key())).count());

    String history = awaitHistory(alice, id, null);
    kill();
    try (var mongo =
        com.mongodb.client.MongoClients.create(
            RunningInfrastructure.get().mongoConnectionString())) {
      mongo.getDatabase(database).drop();
    }
    start();
    assertEquals(history, awaitHistory(alice, id, history));
  }

  private String awaitHistory(String player, String id, String expected) throws Exception {
    long deadline = System.nanoTime() + Duration.ofSeconds(60).toNanos();
    String last = null;
    while (System.nanoTime() < deadline) {
      last = call("GET", "/api/players/" + player + "/games", player, null).body();
      if (last.contains(id)
          && last.contains("\"status\":\"ENDED\"")
          && (expected == null || expected.equals(last))) {
        return last;
      }
      Thread.sleep(300);
    }
    throw new AssertionError("history not rebuilt: " + last);
  }

  private static List<Integer> seqs(String id) {
    Pattern seq = Pattern.compile("\"seq\":(\\d+)");
    return KafkaProbe.committed(Topics.GAME_EVENTS).stream()
        .filter(r -> id.equals(r.key()))
        .map(
            r -> {
              Matcher m = seq.matcher(r.value());
              m.find();
              return Integer.parseInt(m.group(1));
            })
        .toList();
  }
}
