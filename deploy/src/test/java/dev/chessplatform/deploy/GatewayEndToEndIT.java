package dev.chessplatform.deploy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;

/**
 * Through the gateway on the real platform: two players register, play a rated game to checkmate, a
 * spectator follows it on the SSE stream and sees {@code GameEnded}, and both players' ratings,
 * titles and records come back from rating-service. Along the way the seat and colour rules are
 * tried by the wrong people.
 */
@Order(1) // on LocalPlatform.shared(): its classes run one after the other
class GatewayEndToEndIT {

  private static final ObjectMapper JSON = new ObjectMapper();
  private static LocalPlatform platform;
  private final HttpClient http = HttpClient.newHttpClient();

  @BeforeAll
  static void start() throws Exception {
    platform = LocalPlatform.shared();
  }

  @Test
  void twoPlayersPlayARatedGameToMateWatchedBySpectatorAndTheirRatingsFollow() throws Exception {
    String suffix = UUID.randomUUID().toString().substring(0, 8);
    LocalPlatform.Player alice = platform.register("alice_" + suffix);
    LocalPlatform.Player bob = platform.register("bob_" + suffix);
    LocalPlatform.Player carol = platform.register("carol_" + suffix);

    HttpResponse<String> created =
        platform.send(
            alice,
            "POST",
            "/api/games",
            "{\"mode\":\"SEEK\",\"colour\":\"WHITE\",\"rated\":true,"
                + "\"clock\":{\"initialSeconds\":300,\"incrementSeconds\":2}}");
    assertEquals(201, created.statusCode(), created.body());
    String game = JSON.readTree(created.body()).path("gameId").asText();
    assertEquals(
        200, platform.send(bob, "POST", "/api/games/" + game + "/join", "{}").statusCode());

    List<String> seen = new CopyOnWriteArrayList<>();
    CompletableFuture<HttpResponse<Void>> spectator =
        http.sendAsync(
            HttpRequest.newBuilder(platform.gateway("/api/games/" + game + "/stream"))
                .header("Accept", "text/event-stream")
                .build(),
            HttpResponse.BodyHandlers.fromLineSubscriber(new LineCollector(seen)));

    move(alice, game, "f2f3", 200);
    // Wrong people: alice moving Black's pawn on Black's turn, carol moving in a game not hers.
    HttpResponse<String> outOfTurn =
        platform.send(alice, "POST", "/api/games/" + game + "/moves", "{\"move\":\"e7e5\"}");
    assertEquals(409, outOfTurn.statusCode(), outOfTurn.body());
    assertProblem(outOfTurn, "not-your-turn");
    HttpResponse<String> stranger =
        platform.send(carol, "POST", "/api/games/" + game + "/moves", "{\"move\":\"e7e5\"}");
    assertEquals(403, stranger.statusCode(), stranger.body());
    assertProblem(stranger, "not-a-player");
    HttpResponse<String> e5 = move(bob, game, "e7e5", 200);
    // A bot that follows the stream asks for no game in the answer: 204 and the version alone.
    HttpResponse<String> g4 =
        platform.send(
            alice,
            "POST",
            "/api/games/" + game + "/moves",
            "{\"move\":\"g2g4\"}",
            "Prefer",
            "return=minimal");
    assertEquals(204, g4.statusCode(), g4.body());
    assertEquals("", g4.body());
    assertEquals("return=minimal", g4.headers().firstValue("Preference-Applied").orElse(""));
    long e5Version =
        Long.parseLong(e5.headers().firstValue("ETag").orElseThrow().replace("\"", ""));
    assertEquals("\"" + (e5Version + 1) + "\"", g4.headers().firstValue("ETag").orElse(""));
    HttpResponse<String> mate = move(bob, game, "Qh4#", 200);
    JsonNode end = JSON.readTree(mate.body());
    assertEquals("0-1", end.path("result").asText());
    assertEquals("CHECKMATE", end.path("termination").asText());

    awaitTrue(
        () -> seen.stream().anyMatch(l -> l.matches("event: ?GameEnded")),
        "GameEnded on the SSE stream: " + seen);
    spectator.cancel(true);

    JsonNode bobRating = awaitRating(bob, r -> r.path("record").path("wins").asInt() == 1);
    JsonNode aliceRating = awaitRating(alice, r -> r.path("record").path("losses").asInt() == 1);
    // Two provisional players: Elo unchanged and no game counted (architecture.md, Ratings), no
    // title before 10 counted games; the points ladder pays the winner 10 (seed 000).
    for (JsonNode r : List.of(bobRating, aliceRating)) {
      assertEquals(1500, r.path("rating").asInt(), r.toString());
      assertTrue(r.path("provisional").asBoolean(), r.toString());
      assertTrue(r.path("title").isNull(), r.toString());
    }
    assertEquals(10, bobRating.path("ladder").path("points").asInt(), bobRating.toString());
    assertEquals(0, aliceRating.path("ladder").path("points").asInt(), aliceRating.toString());

    HttpResponse<String> after =
        platform.send(alice, "POST", "/api/games/" + game + "/moves", "{\"move\":\"e2e4\"}");
    assertEquals(409, after.statusCode(), after.body());
    assertProblem(after, "game-over");
  }

  private HttpResponse<String> move(LocalPlatform.Player p, String game, String move, int status)
      throws Exception {
    HttpResponse<String> r =
        platform.send(p, "POST", "/api/games/" + game + "/moves", "{\"move\":\"" + move + "\"}");
    assertEquals(status, r.statusCode(), r.body());
    return r;
  }

  private JsonNode awaitRating(LocalPlatform.Player p, java.util.function.Predicate<JsonNode> done)
      throws Exception {
    long deadline = System.nanoTime() + Duration.ofSeconds(60).toNanos();
    String last = "";
    while (System.nanoTime() < deadline) {
      HttpResponse<String> r = platform.send(p, "GET", "/api/ratings/players/" + p.id(), null);
      last = r.statusCode() + " " + r.body();
      if (r.statusCode() == 200 && done.test(JSON.readTree(r.body()))) {
        return JSON.readTree(r.body());
      }
      Thread.sleep(300);
    }
    throw new AssertionError("rating of " + p.id() + " never arrived: " + last);
  }

  private static void assertProblem(HttpResponse<String> r, String slug) throws Exception {
    assertTrue(
        r.headers().firstValue("content-type").orElse("").startsWith("application/problem+json"),
        r.headers().toString());
    assertEquals(
        "https://chess-platform.dev/problems/" + slug,
        JSON.readTree(r.body()).path("type").asText());
  }

  private static void awaitTrue(java.util.function.BooleanSupplier condition, String what)
      throws Exception {
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
    while (System.nanoTime() < deadline) {
      if (condition.getAsBoolean()) {
        return;
      }
      Thread.sleep(200);
    }
    throw new AssertionError(what);
  }

  /** Collects the lines of an SSE stream. */
  private record LineCollector(List<String> lines)
      implements java.util.concurrent.Flow.Subscriber<String> {
    @Override
    public void onSubscribe(java.util.concurrent.Flow.Subscription s) {
      s.request(Long.MAX_VALUE);
    }

    @Override
    public void onNext(String line) {
      lines.add(line);
    }

    @Override
    public void onError(Throwable t) {}

    @Override
    public void onComplete() {}
  }
}
