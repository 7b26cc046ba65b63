package dev.chessplatform.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.UUID;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * Two instances share the partitions of chess.game-events; a request that reaches the instance not
 * owning the game is forwarded to the owner and answered as if sent there.
 */
class TwoInstancesIT {

  private static final Pattern OWNED = Pattern.compile("\"ownedPartitions\":\\s*(\\d+)");

  private static int owned(ServiceProcess s) throws Exception {
    Matcher m = OWNED.matcher(s.call("GET", "/q/health/ready", null, null).body());
    return m.find() ? Integer.parseInt(m.group(1)) : 0;
  }

  private static String gameId(HttpResponse<String> r) {
    Matcher m = Pattern.compile("\"gameId\":\"([^\"]+)\"").matcher(r.body());
    assertTrue(m.find(), r.body());
    return m.group(1);
  }

  @Test
  void aCommandOrReadAtTheOtherInstanceIsForwardedToTheGamesOwner() throws Exception {
    String database = "games-two-" + UUID.randomUUID().toString().substring(0, 8);
    try (ServiceProcess a = new ServiceProcess("game-it-a", database);
        ServiceProcess b = new ServiceProcess("game-it-b", database)) {
      a.start();
      b.start();
      long deadline = System.nanoTime() + Duration.ofSeconds(60).toNanos();
      while (!(owned(a) > 0 && owned(b) > 0 && owned(a) + owned(b) == 12)) {
        assertTrue(System.nanoTime() < deadline, "the partitions were never shared");
        Thread.sleep(500);
      }

      var created =
          a.call("POST", "/api/games", "alice", "{\"mode\":\"SEEK\",\"colour\":\"WHITE\"}");
      assertEquals(201, created.statusCode(), created.body());
      String id = gameId(created);
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
        assertEquals(gameId(first), gameId(retry));
        assertEquals("true", retry.headers().firstValue("Idempotent-Replayed").orElse(""));
      }
    }
  }
}
