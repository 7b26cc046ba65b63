package dev.chessplatform.gateway.paths;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.chessplatform.gateway.TestAccounts;
import dev.chessplatform.gateway.api.FakeUpstream;
import dev.chessplatform.testsupport.PlatformInfrastructure;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import java.net.URI;
import java.net.URL;
import java.util.List;
import java.util.Map;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The attacks of issue 51, each as it was sent to the running platform: a path the router
 * normalizes into another is refused before any decision, and an OPTIONS is guarded like any
 * method. {@link PathMatrixTest} sends every rule every such way; these name the findings.
 */
@QuarkusTest
@QuarkusTestResource(PlatformInfrastructure.class)
@QuarkusTestResource(FakeUpstream.class)
class PathFindingsTest {

  private static final String PROBLEMS = "https://chess-platform.dev/problems/";

  @TestHTTPResource("/")
  URL gateway;

  @ConfigProperty(name = "gateway.upstreams.game-service.url")
  URI gameService;

  @ConfigProperty(name = "gateway.upstreams.lichess-facade.url")
  URI facade;

  private RawHttp http;

  @BeforeEach
  void forgetWhatTheServicesSaw() {
    http = new RawHttp(gateway);
    for (URI upstream : List.of(gameService, facade)) {
      given().baseUri(upstream.toString()).delete("/_fake/received").then().statusCode(200);
    }
  }

  @Test
  void aTokenReachesNoAccountRouteThroughAnOpenPrefix() {
    TestAccounts.Player owner = TestAccounts.player("owner");
    String reader = TestAccounts.login(owner.name(), "game:read").getString("token");
    assertInvalidUri(send("POST", "/api/platform/../accounts/me/tokens", reader), "dot segment");
    assertInvalidUri(send("GET", "/api/platform/%2e%2e/accounts/me/tokens", reader), "'%2e%2e'");
    assertInvalidUri(send("GET", "/game/export/../../api/accounts/me", reader), "dot segment");
    String victim = "/api/accounts/me/tokens/" + tokenIds(owner).get(0);
    assertInvalidUri(send("DELETE", "/api/platform/.." + victim.substring(4), reader), "'..'");
    // Nothing was minted or revoked: the two session tokens only.
    assertEquals(2, tokenIds(owner).size());
  }

  @Test
  void aBoardTokenDoesNotMakeItsAccountABot() {
    TestAccounts.Player person = TestAccounts.player("boarder");
    String board = TestAccounts.login(person.name(), "board:play").getString("token");
    assertInvalidUri(send("POST", "/api/board/../bot/account/upgrade", board), "dot segment");
    given()
        .header("Authorization", person.bearer())
        .get("/api/account")
        .then()
        .statusCode(200)
        .body("title", org.hamcrest.Matchers.nullValue());
  }

  @Test
  void aBotSeeksNeitherThroughADotSegmentNorThroughAnOpenChallenge() {
    TestAccounts.Player bot = TestAccounts.bot("seeker");
    assertInvalidUri(send("POST", "/api/platform/../lobby/seeks", bot.token()), "dot segment");
    RawHttp.Answer open = send("POST", "/api/challenge/open", bot.token());
    assertEquals(403, open.status(), open.body());
    assertEquals(PROBLEMS + "bot-account-restricted", open.problem("type"));
    assertEquals("/api/challenge/open", open.problem("instance"));
    assertNothingReachedAService();
  }

  @Test
  void aGuestPassesNeitherItsEngineBucketNorTheGuestSessionBucketByAnotherSpelling() {
    String guest =
        given().post("/api/accounts/guest").then().statusCode(201).extract().path("token");
    for (String path :
        List.of(
            "/api/games/../engine/analyses",
            "/api/%65ngine/analyses",
            "/api/engine//analyses",
            "/api/engine/analyses/",
            "/api/engine/analyses;x=1")) {
      RawHttp.Answer answer = send("POST", path, guest);
      assertInvalidUri(answer, "");
      assertNull(answer.header("RateLimit-Remaining"), "refused before any bucket: " + path);
    }
    assertInvalidUri(send("POST", "/api/accounts/./guest", null), "dot segment");
    assertInvalidUri(send("POST", "/api/accounts/guest/", null), "ends with '/'");
  }

  @Test
  void anOptionsRequestIsCountedAndDecidedByTheRouteTable() {
    RawHttp.Answer anonymous = send("OPTIONS", "/api/games/g1", null);
    assertEquals(401, anonymous.status(), anonymous.body());
    assertEquals("game:play", anonymous.problem("requiredScope"));
    assertNotNull(anonymous.header("RateLimit-Remaining"), "counted against the address");
    assertEquals(401, send("OPTIONS", "/api/accounts/me/tokens", null).status());
    assertNothingReachedAService();
    TestAccounts.Player player = TestAccounts.player("optioner");
    RawHttp.Answer first = send("OPTIONS", "/api/games/g1", player.token());
    RawHttp.Answer second = send("OPTIONS", "/api/games/g1", player.token());
    assertEquals(200, second.status(), second.body());
    assertEquals(
        Integer.parseInt(first.header("RateLimit-Remaining")) - 1,
        Integer.parseInt(second.header("RateLimit-Remaining")),
        "each OPTIONS costs the token a request");
    List<Map<String, String>> received = received(gameService);
    assertEquals("OPTIONS", received.get(0).get("method"));
    assertEquals(player.accountId(), received.get(0).get("player"), "signed for its caller");
  }

  @Test
  void aTrailingSlashDoesNotPassAnExactRule() {
    TestAccounts.Player bot = TestAccounts.bot("creator");
    assertInvalidUri(send("POST", "/api/games/", bot.token()), "ends with '/'");
    assertNothingReachedAService();
  }

  @Test
  void aDoubleEncodedDotSegmentIsDataDecodedOnceByTheService() {
    String target = "/api/games/%252e%252e/%252e%252e/api/accounts/me";
    RawHttp.Answer answer = send("GET", target, null);
    assertEquals(200, answer.status(), answer.body());
    assertEquals(target, received(gameService).get(0).get("uri"), "forwarded as it came");
  }

  private RawHttp.Answer send(String method, String target, String token) {
    return http.send(method, target, token == null ? null : "Bearer " + token);
  }

  private static void assertInvalidUri(RawHttp.Answer answer, String words) {
    assertEquals(400, answer.status(), answer.head() + "\n" + answer.body());
    assertEquals(PROBLEMS + "invalid-uri", answer.problem("type"));
    assertTrue(answer.problem("detail").contains(words), answer.problem("detail"));
    assertNull(answer.problem("instance"), "a client would resolve it to another path");
  }

  private static List<String> tokenIds(TestAccounts.Player owner) {
    return given()
        .header("Authorization", owner.bearer())
        .get("/api/accounts/me/tokens")
        .then()
        .statusCode(200)
        .extract()
        .jsonPath()
        .getList("tokenId");
  }

  private static List<Map<String, String>> received(URI upstream) {
    return given().baseUri(upstream.toString()).get("/_fake/received").jsonPath().getList("$");
  }

  private void assertNothingReachedAService() {
    assertEquals(List.of(), received(gameService));
    assertEquals(List.of(), received(facade));
  }
}
