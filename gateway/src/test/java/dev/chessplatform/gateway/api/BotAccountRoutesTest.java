package dev.chessplatform.gateway.api;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.chessplatform.gateway.TestAccounts;
import dev.chessplatform.testsupport.PlatformInfrastructure;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.specification.RequestSpecification;
import java.net.URI;
import java.util.List;
import java.util.Map;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.junit.jupiter.api.Test;

/**
 * A bot account plays people only by challenge: the guard refuses its seeks, rooms' games, new
 * games and the Board API (403 {@code bot-account-restricted}, with Lichess's {@code error}), and
 * they reach no service; its challenges, moves and Bot API calls pass, and a person's seeks too.
 */
@QuarkusTest
@QuarkusTestResource(PlatformInfrastructure.class)
@QuarkusTestResource(FakeUpstream.class)
class BotAccountRoutesTest {

  private static final String RESTRICTED =
      "https://chess-platform.dev/problems/bot-account-restricted";

  /** Seeks, a room's game, a new game: what a bot may not do, with a JSON body each. */
  private static final List<String> SEEKING_OR_CREATING =
      List.of("/api/lobby/seeks", "/api/rooms/r1/seats", "/api/games");

  @ConfigProperty(name = "gateway.upstreams.game-service.url")
  URI upstream;

  @Test
  void aBotsSeeksRoomsAndNewGamesAreRefusedAndReachNoService() {
    TestAccounts.Player bot = TestAccounts.bot("seeker");
    given().baseUri(upstream.toString()).delete("/_fake/received").then().statusCode(200);
    for (String path : SEEKING_OR_CREATING) {
      post(bot, path)
          .then()
          .statusCode(403)
          .contentType("application/problem+json")
          .body("type", equalTo(RESTRICTED))
          .body("detail", containsString("only by challenge"))
          .body("error", containsString("POST /api/challenge/{username}"))
          .body("instance", equalTo(path));
    }
    assertEquals(
        List.of(),
        given().baseUri(upstream.toString()).get("/_fake/received").jsonPath().getList("$"));
  }

  @Test
  void aBotStaysOffTheBoardApi() {
    TestAccounts.Player bot = TestAccounts.bot("boarder");
    given()
        .header("Authorization", bot.bearer())
        .get("/api/board/game/stream/g1")
        .then()
        .statusCode(403)
        .body("type", equalTo(RESTRICTED))
        .body("error", containsString("Board API is for people"));
  }

  @Test
  void aBotChallengesMovesAndPlaysThroughTheBotApi() {
    TestAccounts.Player bot = TestAccounts.bot("challenger");
    post(bot, "/api/challenges").then().statusCode(200).body("uri", equalTo("/api/challenges"));
    post(bot, "/api/games/g1/moves").then().statusCode(200);
    post(bot, "/api/challenge/alice")
        .then()
        .statusCode(200)
        .body("service", equalTo("lichess-facade"));
    given()
        .header("Authorization", bot.bearer())
        .get("/api/bot/game/stream/g1")
        .then()
        .statusCode(200)
        .body("player", equalTo(bot.accountId()));
    given().header("Authorization", bot.bearer()).get("/api/lobby/seeks").then().statusCode(200);
  }

  @Test
  void aPersonSeeksAndUsesTheBoardApi() {
    TestAccounts.Player person = TestAccounts.player("person");
    for (String path : SEEKING_OR_CREATING) {
      post(person, path).then().statusCode(200).body("uri", equalTo(path));
    }
    given()
        .header("Authorization", person.bearer())
        .get("/api/board/game/stream/g1")
        .then()
        .statusCode(200)
        .body("service", equalTo("lichess-facade"));
  }

  private static io.restassured.response.Response post(TestAccounts.Player who, String path) {
    RequestSpecification request =
        given()
            .header("Authorization", who.bearer())
            .contentType("application/json")
            .body(Map.of("clock", "5+3"));
    return request.post(path);
  }
}
