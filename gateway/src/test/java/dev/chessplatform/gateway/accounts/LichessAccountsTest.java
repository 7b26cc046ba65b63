package dev.chessplatform.gateway.accounts;

import static io.restassured.RestAssured.given;
import static org.awaitility.Awaitility.await;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.endsWith;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasKey;
import static org.hamcrest.Matchers.not;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.chessplatform.events.accounts.AccountRecordCodec;
import dev.chessplatform.gateway.TestAccounts;
import dev.chessplatform.gateway.api.FakeUpstream;
import dev.chessplatform.gateway.application.AccountBook;
import dev.chessplatform.gateway.application.AccountRefused;
import dev.chessplatform.gateway.application.Accounts;
import dev.chessplatform.gateway.application.TokenCodec;
import dev.chessplatform.gateway.domain.Account;
import dev.chessplatform.gateway.domain.ApiToken;
import dev.chessplatform.gateway.domain.Scope;
import dev.chessplatform.gateway.messaging.AccountLog;
import dev.chessplatform.gateway.messaging.AccountStates;
import dev.chessplatform.testsupport.KafkaProbe;
import dev.chessplatform.testsupport.PlatformInfrastructure;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import jakarta.inject.Inject;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/**
 * Lichess's account calls as lichess-bot makes them (issue 32): the token test, the account, the
 * bot upgrade, each answered with Lichess's shape, each refusal a problem with an {@code error}.
 */
@QuarkusTest
@QuarkusTestResource(PlatformInfrastructure.class)
@QuarkusTestResource(FakeUpstream.class)
class LichessAccountsTest {

  private static final String PROBLEMS = "https://chess-platform.dev/problems/";
  private static final String ALL_SCOPES =
      Scope.wireNames(Scope.all()).stream().sorted().collect(Collectors.joining(","));

  @Inject Accounts accounts;
  @Inject AccountBook book;
  @Inject ObjectMapper json;

  @TestHTTPResource("/api/token/test")
  URI tokenTest;

  @Test
  void theTokenTestNamesEveryTokenGivenWithItsAccountScopesAndExpiryOrNull() throws Exception {
    TestAccounts.Player alice = TestAccounts.player("tested");
    JsonPath personal =
        given()
            .header("Authorization", alice.bearer())
            .contentType("application/json")
            .body(Map.of("label", "lichess-bot", "scopes", List.of("bot:play", "game:read")))
            .post("/api/accounts/me/tokens")
            .then()
            .statusCode(201)
            .extract()
            .jsonPath();
    JsonPath revoked = TestAccounts.login(alice.name());
    given()
        .header("Authorization", alice.bearer())
        .delete("/api/accounts/me/tokens/" + revoked.getString("tokenId"))
        .then()
        .statusCode(204);
    String unknown = "chess_0123456789abcdef_" + "A".repeat(43);
    String malformed = "lip_notours";
    String endless = endlessTokenWrittenBeforeIssue51();
    List<String> texts =
        List.of(
            alice.token(),
            personal.getString("token"),
            revoked.getString("token"),
            unknown,
            endless);

    JsonNode answer =
        testTokens(String.join(", ", texts) + "," + malformed, "text/plain; charset=utf-8");

    assertEquals(6, answer.size(), answer.toString());
    JsonNode login = answer.get(alice.token());
    assertEquals(alice.accountId(), login.get("userId").asText());
    assertEquals(ALL_SCOPES, login.get("scopes").asText());
    long expires =
        Instant.parse(TestAccounts.login(alice.name()).getString("expiresAt")).toEpochMilli();
    assertTrue(Math.abs(expires - login.get("expires").asLong()) < 60_000, login.toString());
    JsonNode bot = answer.get(personal.getString("token"));
    assertEquals("bot:play,game:read", bot.get("scopes").asText());
    // Minted with the login token: it ends when that does (issue 51).
    assertEquals(
        Instant.parse(personal.getString("expiresAt")).toEpochMilli(), bot.get("expires").asLong());
    assertTrue(bot.get("expires").asLong() <= login.get("expires").asLong(), bot.toString());
    assertEquals(List.of("expires", "scopes", "userId"), sortedNames(bot));
    assertTrue(answer.get(endless).get("expires").isNull(), "a token without end");
    for (String refused : List.of(revoked.getString("token"), unknown, malformed)) {
      assertTrue(answer.has(refused) && answer.get(refused).isNull(), refused);
    }
  }

  /**
   * A token without end, as {@code createToken} made them before issue 51: only such records still
   * hold one. Written to the topic as an old gateway wrote it (no kind, no parent), then awaited.
   */
  private String endlessTokenWrittenBeforeIssue51() {
    String tokenId = Long.toHexString(Double.doubleToLongBits(Math.random()) | 1L << 63);
    String text = "chess_" + tokenId + "_" + "e".repeat(43);
    Instant now = Instant.now();
    Account account =
        Account.register("endless-" + tokenId, TestAccounts.uniqueName("endless"), "{argon2}x", now)
            .withToken(
                new ApiToken(
                    tokenId, "old bot", Set.of(Scope.GAME_READ), TokenCodec.hash(text), now, null),
                now);
    String written = AccountRecordCodec.encode(AccountStates.record(account));
    KafkaProbe.send(
        AccountLog.TOPIC, account.accountId(), written.replace(",\"kind\":\"personal\"", ""));
    await().atMost(Duration.ofSeconds(10)).until(() -> accounts.authenticate(text).isPresent());
    return text;
  }

  @Test
  void lichessBotsBareTokenBodyWithoutAContentTypeIsRead() throws Exception {
    TestAccounts.Player bot = TestAccounts.player("bare");
    HttpResponse<String> response =
        HttpClient.newHttpClient()
            .send(
                HttpRequest.newBuilder(tokenTest)
                    .header("Authorization", bot.bearer())
                    .POST(HttpRequest.BodyPublishers.ofString(bot.token()))
                    .build(),
                HttpResponse.BodyHandlers.ofString());
    assertEquals(200, response.statusCode(), response.body());
    JsonNode answer = json.readTree(response.body());
    assertTrue(
        List.of(answer.get(bot.token()).get("scopes").asText().split(",")).contains("bot:play"));
  }

  @Test
  void aThousandTokensAreTestedAndOneMoreOrNoneIsA400WithAnError() throws Exception {
    TestAccounts.Player many = TestAccounts.player("many");
    String made = IntStream.range(1, 1000).mapToObj(i -> "t" + i).collect(Collectors.joining(","));
    JsonNode answer = testTokens(many.token() + "," + made, "text/plain");
    assertEquals(1000, answer.size());
    assertEquals(many.accountId(), answer.get(many.token()).get("userId").asText());
    assertTrue(answer.get("t999").isNull());

    for (String body : List.of(made + ",t1000,t1001", "", " , ,")) {
      given()
          .contentType("text/plain")
          .body(body)
          .post("/api/token/test")
          .then()
          .statusCode(400)
          .contentType("application/problem+json")
          .body("type", equalTo(PROBLEMS + "invalid-field"))
          .body("field", equalTo("body"))
          .body("error", containsString(body.startsWith("t") ? "At most 1000" : "Send the tokens"));
    }
  }

  @Test
  void theAccountIsLichesssUserWithBotTitleForABotAloneAndAGuestGetsItToo() {
    TestAccounts.Player person = TestAccounts.player("person");
    given()
        .header("Authorization", person.bearer())
        .get("/api/account")
        .then()
        .statusCode(200)
        .body("id", equalTo(person.accountId()))
        .body("username", equalTo(person.name()))
        .body("$", not(hasKey("title")))
        .body("url", endsWith("/#/player/" + person.name()))
        .body("perfs", equalTo(Map.of()))
        .body("playTime.total", equalTo(0))
        .body("playTime.tv", equalTo(0));
    long createdAt =
        given()
            .header("Authorization", person.bearer())
            .get("/api/account")
            .then()
            .extract()
            .jsonPath()
            .getLong("createdAt");
    assertEquals(book.byId(person.accountId()).orElseThrow().createdAt().toEpochMilli(), createdAt);

    TestAccounts.Player bot = TestAccounts.bot("engine");
    given()
        .header("Authorization", bot.bearer())
        .get("/api/account")
        .then()
        .statusCode(200)
        .body("username", equalTo(bot.name()))
        .body("title", equalTo("BOT"));

    JsonPath guest =
        given().post("/api/accounts/guest").then().statusCode(201).extract().jsonPath();
    given()
        .header("Authorization", "Bearer " + guest.getString("token"))
        .get("/api/account")
        .then()
        .statusCode(200)
        .body("username", equalTo(guest.getString("name")))
        .body("$", not(hasKey("title")));

    given()
        .get("/api/account")
        .then()
        .statusCode(401)
        .body("type", equalTo(PROBLEMS + "unauthenticated"))
        .body("error", containsString("bearer token"));
  }

  @Test
  void theUpgradeMakesABotOnceAndAgainAnswersTheSameWritingNothing() {
    TestAccounts.Player player = TestAccounts.player("upgraded");
    for (int time = 0; time < 2; time++) {
      given()
          .header("Authorization", player.bearer())
          .post("/api/bot/account/upgrade")
          .then()
          .statusCode(200)
          .contentType("application/json")
          .body("ok", equalTo(true));
    }
    var account = book.byId(player.accountId()).orElseThrow();
    assertTrue(account.bot());
    assertEquals(3, account.version(), "registered, logged in, upgraded once");
  }

  @Test
  void theUpgradeNeedsBotPlayAndAGuestCannotBecomeABot() {
    TestAccounts.Player player = TestAccounts.player("narrow", "game:play", "game:read");
    given()
        .header("Authorization", player.bearer())
        .post("/api/bot/account/upgrade")
        .then()
        .statusCode(403)
        .body("type", equalTo(PROBLEMS + "missing-scope"))
        .body("requiredScope", equalTo("bot:play"))
        .body("error", containsString("bot:play"));
    assertFalse(book.byId(player.accountId()).orElseThrow().bot());

    // A guest's token never holds bot:play: the guard refuses it first, and the accounts would too.
    String guestId = accounts.startGuest().accountId();
    AccountRefused refused =
        assertThrows(AccountRefused.class, () -> accounts.upgradeToBot(guestId));
    assertInstanceOf(AccountRefused.GuestCannotBeBot.class, refused.refusal());
    assertFalse(book.byId(guestId).orElseThrow().bot());
  }

  private JsonNode testTokens(String body, String contentType) throws Exception {
    String text =
        given()
            .contentType(contentType)
            .body(body)
            .post("/api/token/test")
            .then()
            .statusCode(200)
            .contentType("application/json")
            .extract()
            .asString();
    return json.readTree(text);
  }

  private static List<String> sortedNames(JsonNode node) {
    List<String> names = new java.util.ArrayList<>();
    node.fieldNames().forEachRemaining(names::add);
    names.sort(null);
    return names;
  }
}
