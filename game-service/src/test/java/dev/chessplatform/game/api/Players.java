package dev.chessplatform.game.api;

import static io.restassured.RestAssured.given;
import static org.awaitility.Awaitility.await;

import dev.chessplatform.events.Topics;
import dev.chessplatform.testsupport.KafkaProbe;
import dev.chessplatform.testsupport.SignedIdentity;
import io.restassured.http.ContentType;
import io.restassured.response.Response;
import io.restassured.specification.RequestSpecification;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;

/** Calls game-service as the gateway would, for a named player with the game:play scope. */
public final class Players {

  private Players() {}

  public static String unique(String name) {
    return name + "-" + UUID.randomUUID().toString().substring(0, 8);
  }

  /**
   * A player with an account: its state written to {@code chess.accounts} as the gateway writes it
   * (a registered account), with the id also as its name. Returns the id.
   */
  public static String registered(String prefix) {
    String id = unique(prefix);
    account(id, id);
    return id;
  }

  /** Writes the state of account {@code id} named {@code name} to {@code chess.accounts}. */
  public static void account(String id, String name) {
    KafkaProbe.send(
        Topics.ACCOUNTS,
        id,
        "{\"type\":\"AccountState\",\"schemaVersion\":1,\"accountId\":\""
            + id
            + "\",\"name\":\""
            + name
            + "\",\"passwordHash\":\"{argon2}$argon2id$v=19$m=16384,t=2,p=1$c2FsdA$aGFzaA\","
            + "\"createdAt\":\"2026-11-29T13:00:00Z\",\"version\":1,\"tokens\":[]}");
  }

  public static RequestSpecification as(String player, String method, String uri) {
    return given()
        .headers(SignedIdentity.headers(player, Set.of("game:play"), method, uri))
        .contentType(ContentType.JSON);
  }

  public static Response post(String player, String uri, Object body) {
    return as(player, "POST", uri).body(body).post(uri);
  }

  public static Response post(String player, String uri) {
    return as(player, "POST", uri).post(uri);
  }

  public static Response get(String player, String uri) {
    return as(player, "GET", uri).get(uri);
  }

  public static Response move(String player, String gameId, String move) {
    return post(player, "/api/games/" + gameId + "/moves", Map.of("move", move));
  }

  /** Creates a game (waiting while the owner still loads its partitions) and returns its id. */
  public static String create(String player, Map<String, Object> settings) {
    String[] id = new String[1];
    await()
        .atMost(Duration.ofSeconds(60))
        .until(
            () -> {
              Response r = post(player, "/api/games", settings);
              if (r.statusCode() == 201) {
                id[0] = r.jsonPath().getString("gameId");
                return true;
              }
              if (r.statusCode() != 503) {
                throw new AssertionError("create answered " + r.statusCode() + " " + r.asString());
              }
              return false;
            });
    return id[0];
  }

  /** A started untimed game: white moves first. */
  public static String started(String white, String black) {
    return started(white, black, Map.of());
  }

  public static String started(String white, String black, Map<String, Object> clock) {
    var settings = new java.util.HashMap<String, Object>();
    settings.put("mode", "SEEK");
    settings.put("colour", "WHITE");
    if (!clock.isEmpty()) {
      settings.put("clock", clock);
    }
    String id = create(white, settings);
    post(black, "/api/games/" + id + "/join").then().statusCode(200);
    return id;
  }

  /** A game {@code black} wins by the fool's mate (1. f3 e5 2. g4 Qh4#), with these clocks. */
  public static String foolsMate(String white, String black, Map<String, Object> clock) {
    String id = started(white, black, clock);
    move(white, id, "f3").then().statusCode(200);
    move(black, id, "e5").then().statusCode(200);
    move(white, id, "g4").then().statusCode(200);
    move(black, id, "Qh4#")
        .then()
        .statusCode(200)
        .body("status", org.hamcrest.Matchers.equalTo("ENDED"));
    return id;
  }

  /** Every record of the game on a topic, read back from the broker (committed only). */
  public static List<String> records(String topic, String key) {
    return KafkaProbe.committed(topic).stream()
        .filter(r -> key.equals(r.key()))
        .map(r -> r.value())
        .toList();
  }

  public static List<String> events(String gameId) {
    return records(Topics.GAME_EVENTS, gameId);
  }
}
