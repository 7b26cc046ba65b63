package dev.chessplatform.game.api;

import static dev.chessplatform.game.api.Players.get;
import static dev.chessplatform.game.api.Players.move;
import static dev.chessplatform.game.api.Players.unique;
import static org.awaitility.Awaitility.await;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.nullValue;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import dev.chessplatform.identity.IdentityProof;
import dev.chessplatform.testsupport.PlatformInfrastructure;
import dev.chessplatform.testsupport.SignedIdentity;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.common.QuarkusTestResourceLifecycleManager;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.QuarkusTestProfile;
import io.quarkus.test.junit.TestProfile;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Queue;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/**
 * The ratings recorded at a game's start, against a stand-in of rating-service (a JDK HTTP server
 * that answers its documented {@code GET /api/ratings/players/{playerId}} and refuses a request
 * without valid identity headers, as rating-service does).
 */
@QuarkusTest
@QuarkusTestResource(PlatformInfrastructure.class)
@TestProfile(RatingsAtStartTest.WithRatingService.class)
class RatingsAtStartTest {

  /** game-service with the lookup on, quick timeouts, and the stand-in's URL. */
  public static class WithRatingService implements QuarkusTestProfile {
    @Override
    public Map<String, String> getConfigOverrides() {
      return Map.of("chess.games.ratings.enabled", "true", "chess.games.ratings.timeout", "300ms");
    }

    @Override
    public List<TestResourceEntry> testResources() {
      return List.of(new TestResourceEntry(StandInRatingService.class));
    }
  }

  /** What the stand-in saw of one request. */
  record Seen(String path, String player, String scopes, boolean verified) {}

  /**
   * Players by id prefix: {@code new-} unknown (404), {@code flaky-} two 503s then rated, {@code
   * slow-} never in time; {@code computer:2} its fixed 1250; anyone else 1612, titled P1.
   */
  public static class StandInRatingService implements QuarkusTestResourceLifecycleManager {
    static final Queue<Seen> SEEN = new ConcurrentLinkedQueue<>();
    static final Map<String, AtomicInteger> CALLS = new ConcurrentHashMap<>();
    private static final IdentityProof PROOF = new IdentityProof(SignedIdentity.TEST_SECRET);
    private HttpServer server;

    @Override
    public Map<String, String> start() {
      try {
        server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
      } catch (IOException e) {
        throw new IllegalStateException(e);
      }
      server.setExecutor(Executors.newCachedThreadPool());
      server.createContext("/api/ratings/players/", StandInRatingService::answer);
      server.start();
      // Two instances, the first one down: every lookup that starts there goes on to the other.
      int down;
      try (java.net.ServerSocket closed = new java.net.ServerSocket(0)) {
        down = closed.getLocalPort();
      } catch (IOException e) {
        throw new IllegalStateException(e);
      }
      return Map.of(
          "chess.games.ratings.url",
          "http://127.0.0.1:" + down + ",http://127.0.0.1:" + server.getAddress().getPort());
    }

    @Override
    public void stop() {
      if (server != null) {
        server.stop(0);
      }
    }

    private static void answer(HttpExchange x) throws IOException {
      String path = x.getRequestURI().getRawPath();
      String id = path.substring("/api/ratings/players/".length());
      var verdict =
          PROOF.verify(
              x.getRequestHeaders()::getFirst, "GET", path, Instant.now().getEpochSecond());
      boolean verified = verdict instanceof IdentityProof.Verified;
      SEEN.add(
          new Seen(
              path,
              x.getRequestHeaders().getFirst(IdentityProof.PLAYER_HEADER),
              x.getRequestHeaders().getFirst(IdentityProof.SCOPES_HEADER),
              verified));
      int call = CALLS.computeIfAbsent(id, k -> new AtomicInteger()).incrementAndGet();
      if (!verified) {
        send(x, 401, "{\"type\":\"https://chess-platform.dev/problems/unauthenticated\"}");
      } else if (id.startsWith("new-")) {
        send(x, 404, "{\"type\":\"https://chess-platform.dev/problems/unknown-player\"}");
      } else if (id.startsWith("flaky-") && call <= 2) {
        send(x, 503, "{}");
      } else if (id.startsWith("slow-")) {
        try {
          Thread.sleep(2_000);
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
        }
        send(x, 200, standing(id, 1700, null, false));
      } else if (id.equals("computer:2")) {
        send(x, 200, standing(id, 1250, "P5", false));
      } else {
        send(x, 200, standing(id, 1612, "P1", false));
      }
    }

    private static String standing(String id, int rating, String title, boolean provisional) {
      String t =
          title == null ? "null" : "{\"code\":\"" + title + "\",\"zh\":\"棋手\",\"en\":\"Player\"}";
      return "{\"playerId\":\""
          + id
          + "\",\"computer\":"
          + id.startsWith("computer:")
          + ",\"rating\":"
          + rating
          + ",\"provisional\":"
          + provisional
          + ",\"countedGames\":12,\"title\":"
          + t
          + ",\"record\":{\"wins\":5,\"draws\":2,\"losses\":5,\"games\":12},"
          + "\"ladder\":{\"points\":0,\"grade\":{\"code\":\"NONE\",\"zh\":\"无级别\",\"en\":\"None\"}}}";
    }

    private static void send(HttpExchange x, int status, String body) throws IOException {
      byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
      x.getResponseHeaders().add("Content-Type", "application/json");
      x.sendResponseHeaders(status, bytes.length);
      try (OutputStream out = x.getResponseBody()) {
        out.write(bytes);
      }
    }
  }

  private static List<String> types(String gameId) {
    return Players.events(gameId).stream()
        .map(e -> e.replaceAll(".*\"type\":\"([A-Za-z]+)\".*", "$1"))
        .toList();
  }

  @Test
  void aGameBetweenPeopleRecordsBothRatingsRightAfterItsStart() {
    String alice = unique("alice");
    String bob = unique("new-bob");
    String id = Players.started(alice, bob, Map.of("preset", "blitz"));
    await()
        .atMost(Duration.ofSeconds(10))
        .untilAsserted(
            () ->
                get(alice, "/api/games/" + id)
                    .then()
                    .body("ratings.white.rating", equalTo(1612))
                    .body("ratings.white.title", equalTo("P1"))
                    .body("ratings.white.provisional", equalTo(false))
                    .body("ratings.black.rating", nullValue())
                    .body("ratings.black.provisional", equalTo(true)));
    // Recorded with the start, in the same decision: there at once, no waiting.
    get(alice, "/api/games/" + id).then().body("ratings.white.rating", equalTo(1612));
    List<String> types = types(id);
    assertEquals("PlayersRated", types.get(types.indexOf("GameStarted") + 1), types.toString());
    assertEquals(1, types.stream().filter("PlayersRated"::equals).count(), types.toString());

    List<Seen> mine =
        StandInRatingService.SEEN.stream().filter(s -> s.path().endsWith(alice)).toList();
    assertFalse(mine.isEmpty());
    for (Seen s : mine) {
      assertEquals("service:game-service", s.player());
      assertEquals("game:read", s.scopes());
      assertTrue(s.verified(), "the identity headers are signed with the shared secret: " + s);
    }

    move(alice, id, "e4").then().statusCode(200);
    post(bob, "/api/games/" + id + "/resign");
    String pgn = get(alice, "/api/games/" + id + "/pgn").asString();
    assertTrue(pgn.contains("[WhiteElo \"1612\"]"), pgn);
    assertTrue(pgn.contains("[WhiteTitle \"P1\"]"), pgn);
    assertFalse(pgn.contains("BlackElo"), "rating-service does not know bob yet: " + pgn);
  }

  private static void post(String player, String uri) {
    Players.post(player, uri).then().statusCode(200);
  }

  @Test
  void aComputerGameRecordsTheLevelsFixedRating() {
    String alice = unique("alice");
    String id = Players.create(alice, Map.of("mode", "COMPUTER", "level", 2, "colour", "WHITE"));
    await()
        .atMost(Duration.ofSeconds(10))
        .untilAsserted(
            () ->
                get(alice, "/api/games/" + id)
                    .then()
                    .body("ratings.black.rating", equalTo(1250))
                    .body("ratings.white.rating", equalTo(1612)));
  }

  @Test
  void aFailingLookupStartsTheGameWithoutRatingsAndAddsNoEventLater() {
    String alice = unique("flaky-alice");
    String bob = unique("bob");
    String id = Players.started(alice, bob);
    assertEquals(1, StandInRatingService.CALLS.get(alice).get(), "one lookup, at the start");
    assertFalse(types(id).contains("PlayersRated"), types(id).toString());
    long version = get(alice, "/api/games/" + id).jsonPath().getLong("version");
    // The first move with the version of the start: no event came in between.
    Players.as(alice, "POST", "/api/games/" + id + "/moves")
        .header("If-Match", "\"" + version + "\"")
        .body(Map.of("move", "e4"))
        .post("/api/games/" + id + "/moves")
        .then()
        .statusCode(200)
        .body("ratings", nullValue());
  }

  @Test
  void aLookupThatDoesNotAnswerInTimeDelaysTheStartByTheTimeoutAtMost() {
    String alice = unique("slow-alice");
    String bob = unique("bob");
    String id = Players.create(alice, Map.of("mode", "SEEK", "colour", "WHITE"));
    long before = System.nanoTime();
    Players.post(bob, "/api/games/" + id + "/join", Map.of()).then().statusCode(200);
    long tookMs = (System.nanoTime() - before) / 1_000_000;
    assertTrue(tookMs < 2_000, "the stand-in sleeps 2 s; the start waited " + tookMs + " ms");
    assertFalse(types(id).contains("PlayersRated"), types(id).toString());
    move(alice, id, "e4").then().statusCode(200).body("ratings", nullValue());
  }
}
