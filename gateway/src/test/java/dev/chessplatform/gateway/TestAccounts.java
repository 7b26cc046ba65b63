package dev.chessplatform.gateway;

import static io.restassured.RestAssured.given;

import io.restassured.path.json.JsonPath;
import java.util.List;
import java.util.Map;
import java.util.UUID;

/** Accounts and tokens made through the gateway's own API, as a client would. */
public final class TestAccounts {

  public static final String PASSWORD = "correct horse battery";

  private TestAccounts() {}

  /** A name no other test uses. */
  public static String uniqueName(String prefix) {
    return prefix + "-" + UUID.randomUUID().toString().substring(0, 8);
  }

  /** Registers {@code name}; answers the account id. */
  public static String register(String name) {
    return given()
        .contentType("application/json")
        .body(Map.of("name", name, "password", PASSWORD))
        .post("/api/accounts")
        .then()
        .statusCode(201)
        .extract()
        .path("accountId");
  }

  /** Logs in as {@code name} with {@code scopes} (all when none): the login answer. */
  public static JsonPath login(String name, String... scopes) {
    Map<String, Object> body =
        scopes.length == 0
            ? Map.of("name", name, "password", PASSWORD)
            : Map.of("name", name, "password", PASSWORD, "scopes", List.of(scopes));
    return given()
        .contentType("application/json")
        .body(body)
        .post("/api/accounts/login")
        .then()
        .statusCode(201)
        .extract()
        .jsonPath();
  }

  /** A fresh account: its id and a token with {@code scopes} (all when none). */
  public record Player(String name, String accountId, String token) {
    public String bearer() {
      return "Bearer " + token;
    }
  }

  public static Player player(String prefix, String... scopes) {
    String name = uniqueName(prefix);
    String id = register(name);
    return new Player(name, id, login(name, scopes).getString("token"));
  }

  /** A fresh account upgraded to a bot (Lichess's upgrade), with a token of every scope. */
  public static Player bot(String prefix) {
    Player bot = player(prefix);
    given()
        .header("Authorization", bot.bearer())
        .post("/api/bot/account/upgrade")
        .then()
        .statusCode(200);
    return bot;
  }
}
