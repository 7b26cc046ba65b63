package dev.chessplatform.game.api;

import static dev.chessplatform.game.api.Players.get;
import static dev.chessplatform.game.api.Players.move;
import static dev.chessplatform.game.api.Players.post;
import static dev.chessplatform.game.api.Players.unique;
import static org.awaitility.Awaitility.await;
import static org.hamcrest.Matchers.equalTo;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.chessplatform.testsupport.PlatformInfrastructure;
import dev.chessplatform.testsupport.SignedIdentity;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import java.net.URI;
import java.net.URL;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.LongStream;
import org.junit.jupiter.api.Test;

@QuarkusTest
@QuarkusTestResource(PlatformInfrastructure.class)
class LiveStreamTest {

  private static final Pattern SEQ = Pattern.compile("\"seq\":(\\d+)");

  @TestHTTPResource("/")
  URL base;

  private CompletableFuture<HttpResponse<String>> open(
      String player, String uri, String accept, String lastEventId) {
    var builder =
        HttpRequest.newBuilder(URI.create(base.toString().replaceAll("/$", "") + uri))
            .timeout(Duration.ofSeconds(30))
            .header("Accept", accept);
    SignedIdentity.headers(player, Set.of("game:read"), "GET", uri).forEach(builder::header);
    if (lastEventId != null) {
      builder.header("Last-Event-ID", lastEventId);
    }
    return HttpClient.newHttpClient()
        .sendAsync(builder.GET().build(), HttpResponse.BodyHandlers.ofString());
  }

  private static void awaitSpectators(String gameId, int n) {
    await()
        .atMost(Duration.ofSeconds(10))
        .until(
            () ->
                get("someone", "/api/games/" + gameId + "/spectators")
                        .jsonPath()
                        .getInt("spectators")
                    == n);
  }

  @Test
  void theSpectatorsAreTheOpenStreamsOfPeopleWithoutASeat() throws Exception {
    String alice = unique("alice");
    String bob = unique("bob");
    String id = Players.started(alice, bob);
    get(alice, "/api/games/" + id + "/spectators")
        .then()
        .statusCode(200)
        .header("Cache-Control", "no-store")
        .body("spectators", equalTo(0));
    var carol = open("carol", "/api/games/" + id + "/stream", "text/event-stream", null);
    var dave = open("dave", "/api/games/" + id + "/events", "application/x-ndjson", null);
    var player = open(alice, "/api/games/" + id + "/stream", "text/event-stream", null);
    awaitSpectators(id, 2);
    carol.cancel(true);
    awaitSpectators(id, 1); // a closed stream stops counting
    post(alice, "/api/games/" + id + "/resign").then().statusCode(200);
    dave.get(10, java.util.concurrent.TimeUnit.SECONDS);
    player.get(10, java.util.concurrent.TimeUnit.SECONDS);
    awaitSpectators(id, 0); // the streams end with the game
    get(alice, "/api/games/no-such-game/spectators").then().statusCode(404);
  }

  private static List<Long> seqs(String body) {
    Matcher m = SEQ.matcher(body);
    List<Long> out = new java.util.ArrayList<>();
    while (m.find()) {
      out.add(Long.parseLong(m.group(1)));
    }
    return out;
  }

  @Test
  void aSpectatorFollowsAGameLiveAndGetsEveryEventOnceInOrder() throws Exception {
    String alice = unique("alice");
    String bob = unique("bob");
    String id = Players.started(alice, bob);
    var stream = open("spectator", "/api/games/" + id + "/stream", "text/event-stream", null);
    awaitSpectators(id, 1); // the stream is open: nothing is missed from here on
    move(alice, id, "e4").then().statusCode(200);
    move(bob, id, "e5").then().statusCode(200);
    post(alice, "/api/games/" + id + "/resign").then().statusCode(200);
    HttpResponse<String> r = stream.get();
    assertEquals(200, r.statusCode(), r.body());
    assertEquals(LongStream.rangeClosed(1, 7).boxed().toList(), seqs(r.body()));
    assertTrue(r.body().contains("id:7"), r.body());
  }

  @Test
  void aClientResumesFromLastEventIdOrFromSeqWithoutGapOrDuplicate() throws Exception {
    String alice = unique("alice");
    String bob = unique("bob");
    String id = Players.started(alice, bob);
    move(alice, id, "d4").then().statusCode(200);
    move(bob, id, "d5").then().statusCode(200);
    post(bob, "/api/games/" + id + "/resign").then().statusCode(200);
    var sse = open(alice, "/api/games/" + id + "/stream", "text/event-stream", "5").get();
    assertEquals(List.of(6L, 7L), seqs(sse.body()));
    var ndjson =
        open(alice, "/api/games/" + id + "/events?fromSeq=4", "application/x-ndjson", null).get();
    assertEquals(200, ndjson.statusCode(), ndjson.body());
    assertEquals(List.of(5L, 6L, 7L), seqs(ndjson.body()));
    assertEquals(3, ndjson.body().strip().split("\n").length, ndjson.body());
  }

  @Test
  void spectatorsOfAPrivateGameAreRefused() throws Exception {
    String alice = unique("alice");
    String id =
        Players.create(
            alice,
            Map.of(
                "mode", "CHALLENGE", "opponent", Players.registered("bob"), "privateGame", true));
    var r = open("mallory", "/api/games/" + id + "/stream", "text/event-stream", null).get();
    assertEquals(403, r.statusCode());
    assertTrue(r.body().contains("private-game"), r.body());
    assertEquals(200, open(alice, "/api/games/" + id, "application/json", null).get().statusCode());
  }

  @Test
  void theLobbyStreamAnnouncesASeekAndItsWithdrawal() throws Exception {
    String alice = unique("alice");
    Players.create(alice, Map.of("mode", "SEEK")); // the owner is ready
    var request =
        HttpRequest.newBuilder(
                URI.create(base.toString().replaceAll("/$", "") + "/api/lobby/stream"))
            .header("Accept", "text/event-stream");
    SignedIdentity.headers("watcher", Set.of(), "GET", "/api/lobby/stream")
        .forEach(request::header);
    var lines =
        HttpClient.newHttpClient()
            .sendAsync(request.GET().build(), HttpResponse.BodyHandlers.ofLines());
    List<String> seen = new java.util.concurrent.CopyOnWriteArrayList<>();
    lines.thenAccept(
        r ->
            CompletableFuture.runAsync(
                () ->
                    r.body()
                        .filter(l -> l.startsWith("event:") || l.startsWith("data:"))
                        .forEach(seen::add)));
    // The stream follows the lobby from its subscription on, which the client cannot see: open
    // seeks until one is announced, then withdraw that one.
    List<String> opened = new java.util.concurrent.CopyOnWriteArrayList<>();
    await()
        .atMost(java.time.Duration.ofSeconds(15))
        .pollInterval(java.time.Duration.ofMillis(300))
        .until(
            () -> {
              if (opened.stream().anyMatch(o -> seen.stream().anyMatch(l -> l.contains(o)))) {
                return true;
              }
              opened.add(Players.create(alice, Map.of("mode", "SEEK")));
              return false;
            });
    String id =
        opened.stream()
            .filter(o -> seen.stream().anyMatch(l -> l.contains(o)))
            .findFirst()
            .orElseThrow();
    Players.as(alice, "DELETE", "/api/lobby/seeks/" + id)
        .delete("/api/lobby/seeks/" + id)
        .then()
        .statusCode(200)
        .body("status", equalTo("CANCELLED"));
    // The seek is announced as it opens and again as it changes (its creator's seat follows its
    // creation), then closed once.
    await()
        .atMost(java.time.Duration.ofSeconds(15))
        .until(() -> pairs(seen, id).contains("event:seek-closed"));
    List<String> events = pairs(seen, id);
    assertEquals("event:seek-opened", events.get(0), seen.toString());
    assertEquals("event:seek-closed", events.get(events.size() - 1), seen.toString());
    assertEquals(1, events.stream().filter("event:seek-closed"::equals).count(), events.toString());
    assertTrue(
        events.stream()
            .allMatch(e -> e.equals("event:seek-opened") || e.equals("event:seek-closed")),
        events.toString());
  }

  /** The event names of the stream's events whose data names {@code id}, in order. */
  private static List<String> pairs(List<String> seen, String id) {
    List<String> events = new java.util.ArrayList<>();
    List<String> lines = List.copyOf(seen);
    for (int i = 1; i < lines.size(); i++) {
      if (lines.get(i).startsWith("data:") && lines.get(i).contains(id)) {
        events.add(lines.get(i - 1));
      }
    }
    return events;
  }
}
