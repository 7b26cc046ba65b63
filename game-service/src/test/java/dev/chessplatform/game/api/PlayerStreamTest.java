package dev.chessplatform.game.api;

import static dev.chessplatform.game.api.Players.post;
import static dev.chessplatform.game.api.Players.unique;
import static org.awaitility.Awaitility.await;
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
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * A player's own stream: their challenges and games, private ones too, from the moment it opens
 * (the snapshot) and as they change; nothing of anyone else's.
 */
@QuarkusTest
@QuarkusTestResource(PlatformInfrastructure.class)
class PlayerStreamTest {

  @TestHTTPResource("/")
  URL base;

  /** The stream's "event data" pairs as they come, one string each. */
  private List<String> follow(String player, String path, String accept) throws Exception {
    var request =
        HttpRequest.newBuilder(URI.create(base.toString().replaceAll("/$", "") + path))
            .header("Accept", accept);
    SignedIdentity.headers(player, Set.of("game:read"), "GET", path).forEach(request::header);
    HttpResponse<Stream<String>> r =
        HttpClient.newHttpClient()
            .sendAsync(request.GET().build(), HttpResponse.BodyHandlers.ofLines())
            .get();
    assertEquals(200, r.statusCode());
    List<String> seen = new CopyOnWriteArrayList<>();
    CompletableFuture.runAsync(
        () -> {
          String[] event = {null};
          r.body()
              .forEach(
                  line -> {
                    if (line.startsWith("event:")) {
                      event[0] = line.substring(6).trim();
                    } else if (line.startsWith("data:") && event[0] != null) {
                      seen.add(event[0] + " " + line.substring(5).trim());
                      event[0] = null;
                    } else if (line.startsWith("{")) {
                      seen.add(line); // an NDJSON line
                    }
                  });
        });
    return seen;
  }

  private static void awaitSeen(List<String> seen, String... parts) {
    await()
        .atMost(Duration.ofSeconds(10))
        .until(() -> seen.stream().anyMatch(l -> Stream.of(parts).allMatch(l::contains)));
  }

  private static String created(String player, Map<String, Object> body) {
    return post(player, "/api/challenges", body).then().statusCode(201).extract().path("gameId");
  }

  @Test
  void aChallengeAndItsGameReachBothPlayersAndNobodyElse() throws Exception {
    String alice = Players.registered("alice");
    String bob = Players.registered("bob");
    String carol = unique("carol");
    List<String> bobs = follow(bob, "/api/players/me/stream", "text/event-stream");
    List<String> carols = follow(carol, "/api/players/me/stream", "text/event-stream");

    String id = created(alice, Map.of("opponent", bob, "colour", "WHITE", "privateGame", true));
    awaitSeen(bobs, "challenge-opened", id, "\"direction\":\"IN\"");
    // Sent again once the challenger's seat, with the name, follows the creation.
    awaitSeen(bobs, "challenge-opened", id, "\"createdByName\":\"" + alice + "\"");
    // The challenger's stream, opened after the challenge: its snapshot holds it.
    List<String> alices = follow(alice, "/api/players/me/events", "application/x-ndjson");
    awaitSeen(alices, "\"type\":\"challenge-opened\"", id, "\"direction\":\"OUT\"");

    post(bob, "/api/challenges/" + id + "/accept").then().statusCode(200);
    awaitSeen(bobs, "challenge-closed", id, "ACCEPTED");
    awaitSeen(bobs, "game-started", id, "\"colour\":\"BLACK\"", "\"opponent\":\"" + alice + "\"");
    awaitSeen(alices, "game-started", id, "\"colour\":\"WHITE\"", "\"privateGame\":true");
    // A stream opened while the game is played starts with it.
    List<String> later = follow(bob, "/api/players/me/stream", "text/event-stream");
    awaitSeen(later, "game-started", id);

    // The same games as a list (listMyGames), right after the accept's answer; not carol's.
    playing(bob)
        .body("gameId", org.hamcrest.Matchers.hasItem(id))
        .body("find { it.gameId == '" + id + "' }.colour", org.hamcrest.Matchers.equalTo("BLACK"))
        .body("find { it.gameId == '" + id + "' }.privateGame", org.hamcrest.Matchers.is(true));
    playing(carol).body("gameId", org.hamcrest.Matchers.not(org.hamcrest.Matchers.hasItem(id)));

    post(bob, "/api/games/" + id + "/resign").then().statusCode(200);
    playing(alice).body("gameId", org.hamcrest.Matchers.not(org.hamcrest.Matchers.hasItem(id)));
    awaitSeen(bobs, "game-ended", id, "\"outcome\":\"LOSS\"");
    awaitSeen(alices, "game-ended", id, "\"outcome\":\"WIN\"", "\"result\":\"1-0\"");

    String declined = created(alice, Map.of("opponent", bob));
    post(bob, "/api/challenges/" + declined + "/decline").then().statusCode(200);
    awaitSeen(alices, "challenge-closed", declined, "DECLINED");
    String withdrawn = created(alice, Map.of("opponent", bob));
    post(alice, "/api/challenges/" + withdrawn + "/decline").then().statusCode(200);
    awaitSeen(bobs, "challenge-closed", withdrawn, "WITHDRAWN");

    for (String game : List.of(id, declined, withdrawn)) {
      assertTrue(carols.stream().noneMatch(l -> l.contains(game)), "carol heard of " + game);
    }
  }

  private static io.restassured.response.ValidatableResponse playing(String player) {
    return io.restassured.RestAssured.given()
        .headers(
            SignedIdentity.headers(player, Set.of("game:read"), "GET", "/api/players/me/playing"))
        .get("/api/players/me/playing")
        .then()
        .statusCode(200);
  }

  @Test
  void aStreamWithNothingToTellAnswersAtOnceWithAnEmptyLine() throws Exception {
    String path = "/api/players/me/events";
    var request =
        HttpRequest.newBuilder(URI.create(base.toString().replaceAll("/$", "") + path))
            .header("Accept", "application/x-ndjson");
    SignedIdentity.headers(unique("quiet"), Set.of("game:read"), "GET", path)
        .forEach(request::header);
    HttpResponse<Stream<String>> r =
        HttpClient.newHttpClient()
            .sendAsync(request.GET().build(), HttpResponse.BodyHandlers.ofLines())
            .get(5, java.util.concurrent.TimeUnit.SECONDS); // its head, though nothing happened
    assertEquals(200, r.statusCode());
    assertEquals(
        "",
        CompletableFuture.supplyAsync(() -> r.body().findFirst().orElse(null))
            .get(5, java.util.concurrent.TimeUnit.SECONDS),
        "the first line, empty (Lichess's clients read empty lines as keep-alives)");
  }

  @Test
  void aCallerWithoutAnAccountIsRefused() {
    io.restassured.RestAssured.given()
        .accept("text/event-stream")
        .get("/api/players/me/stream")
        .then()
        .statusCode(401)
        .contentType("application/problem+json");
  }
}
