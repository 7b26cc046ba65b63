package dev.chessplatform.gateway.accounts;

import static io.restassured.RestAssured.given;
import static org.awaitility.Awaitility.await;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;
import static org.hamcrest.Matchers.not;
import static org.hamcrest.Matchers.notNullValue;
import static org.hamcrest.Matchers.nullValue;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.mongodb.client.MongoClient;
import com.mongodb.client.model.Filters;
import dev.chessplatform.events.accounts.AccountRecord;
import dev.chessplatform.events.accounts.AccountRecordCodec;
import dev.chessplatform.gateway.TestAccounts;
import dev.chessplatform.gateway.api.FakeUpstream;
import dev.chessplatform.gateway.application.AccountBook;
import dev.chessplatform.gateway.application.TokenCodec;
import dev.chessplatform.gateway.domain.Account;
import dev.chessplatform.gateway.messaging.AccountLog;
import dev.chessplatform.gateway.messaging.AccountStates;
import dev.chessplatform.testsupport.KafkaProbe;
import dev.chessplatform.testsupport.PlatformInfrastructure;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import jakarta.inject.Inject;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.bson.Document;
import org.junit.jupiter.api.Test;

@QuarkusTest
@QuarkusTestResource(PlatformInfrastructure.class)
@QuarkusTestResource(FakeUpstream.class)
class AccountsResourceTest {

  private static final String PROBLEMS = "https://chess-platform.dev/problems/";

  @Inject MongoClient mongo;
  @Inject com.fasterxml.jackson.databind.ObjectMapper json;

  @Test
  void registeringAnswers201WithTheAccountAndNeverAHash() {
    String name = TestAccounts.uniqueName("alice");
    given()
        .contentType("application/json")
        .body(Map.of("name", name, "password", TestAccounts.PASSWORD))
        .post("/api/accounts")
        .then()
        .statusCode(201)
        .header("Location", "/api/accounts/me")
        .body("name", equalTo(name))
        .body("accountId", notNullValue())
        .body("passwordHash", nullValue())
        .body("password", nullValue());
  }

  @Test
  void aNameIsTakenWhateverItsCase() {
    String name = TestAccounts.uniqueName("bob");
    TestAccounts.register(name);
    given()
        .contentType("application/json")
        .body(Map.of("name", name.toUpperCase(), "password", TestAccounts.PASSWORD))
        .post("/api/accounts")
        .then()
        .statusCode(409)
        .contentType("application/problem+json")
        .body("type", equalTo(PROBLEMS + "name-taken"))
        .body("field", equalTo("name"));
  }

  @Test
  void aShortPasswordOrAnOddNameIsA400NamingTheField() {
    given()
        .contentType("application/json")
        .body(Map.of("name", TestAccounts.uniqueName("carol"), "password", "short"))
        .post("/api/accounts")
        .then()
        .statusCode(400)
        .contentType("application/problem+json")
        .body("field", equalTo("password"));
    given()
        .contentType("application/json")
        .body(Map.of("name", "no spaces allowed", "password", TestAccounts.PASSWORD))
        .post("/api/accounts")
        .then()
        .statusCode(400)
        .body("field", equalTo("name"));
  }

  @Test
  void aLoginAskingForAnEmptyListOfScopesGetsEveryScopeAsWithoutTheList() {
    String name = TestAccounts.uniqueName("erin");
    TestAccounts.register(name);
    // What a generated client sends for a list left unset.
    given()
        .contentType("application/json")
        .body(Map.of("name", name, "password", TestAccounts.PASSWORD, "scopes", List.of()))
        .post("/api/accounts/login")
        .then()
        .statusCode(201)
        .body(
            "scopes",
            equalTo(
                List.of(
                    "account:read",
                    "account:write",
                    "board:play",
                    "bot:play",
                    "engine:review",
                    "engine:use",
                    "game:computer",
                    "game:play",
                    "game:read")));
  }

  @Test
  void aWrongPasswordAndAnUnknownNameGetTheSame401() {
    String name = TestAccounts.uniqueName("dave");
    TestAccounts.register(name);
    for (Map<String, String> body :
        List.of(
            Map.of("name", name, "password", "not the password"),
            Map.of("name", "nobody-" + name, "password", TestAccounts.PASSWORD))) {
      given()
          .contentType("application/json")
          .body(body)
          .post("/api/accounts/login")
          .then()
          .statusCode(401)
          .contentType("application/problem+json")
          .body("type", equalTo(PROBLEMS + "invalid-credentials"))
          .body("token", nullValue());
    }
  }

  @Test
  void aLoginTokenOpensTheAccountAndIsListedWithoutItsSecret() {
    TestAccounts.Player erin = TestAccounts.player("erin");
    given()
        .header("Authorization", erin.bearer())
        .get("/api/accounts/me")
        .then()
        .statusCode(200)
        .body("accountId", equalTo(erin.accountId()))
        .body("name", equalTo(erin.name()));
    String listed =
        given()
            .header("Authorization", erin.bearer())
            .get("/api/accounts/me/tokens")
            .then()
            .statusCode(200)
            .body("label", hasItem("login"))
            .extract()
            .asString();
    assertFalse(listed.contains(erin.token()), "a token's text is shown once, never listed");
  }

  @Test
  void aPersonalTokenCarriesExactlyTheScopesAskedFor() {
    TestAccounts.Player frank = TestAccounts.player("frank");
    JsonPath issued =
        given()
            .header("Authorization", frank.bearer())
            .contentType("application/json")
            .body(Map.of("label", "bot", "scopes", List.of("game:read"), "expiresInDays", 30))
            .post("/api/accounts/me/tokens")
            .then()
            .statusCode(201)
            .header("Location", org.hamcrest.Matchers.startsWith("/api/accounts/me/tokens/"))
            .body("scopes", equalTo(List.of("game:read")))
            .body("expiresAt", notNullValue())
            .extract()
            .jsonPath();
    String readOnly = "Bearer " + issued.getString("token");
    given().header("Authorization", readOnly).get("/api/accounts/me").then().statusCode(403);
  }

  @Test
  void aTokenCannotMintATokenWiderThanItself() {
    TestAccounts.Player grace = TestAccounts.player("grace", "account:write", "game:read");
    given()
        .header("Authorization", grace.bearer())
        .contentType("application/json")
        .body(Map.of("label", "wider", "scopes", List.of("game:play")))
        .post("/api/accounts/me/tokens")
        .then()
        .statusCode(403)
        .contentType("application/problem+json")
        .body("type", equalTo(PROBLEMS + "missing-scope"));
  }

  @Test
  void aRevokedTokenIsRefusedAtOnceAndNoLongerListed() {
    TestAccounts.Player heidi = TestAccounts.player("heidi");
    JsonPath second = TestAccounts.login(heidi.name());
    given()
        .header("Authorization", heidi.bearer())
        .delete("/api/accounts/me/tokens/" + second.getString("tokenId"))
        .then()
        .statusCode(204);
    given()
        .header("Authorization", "Bearer " + second.getString("token"))
        .get("/api/accounts/me")
        .then()
        .statusCode(401)
        .contentType("application/problem+json")
        .body("type", equalTo(PROBLEMS + "invalid-token"));
    given()
        .header("Authorization", heidi.bearer())
        .get("/api/accounts/me/tokens")
        .then()
        .statusCode(200)
        .body("tokenId", not(hasItem(second.getString("tokenId"))));
    given()
        .header("Authorization", heidi.bearer())
        .delete("/api/accounts/me/tokens/" + second.getString("tokenId"))
        .then()
        .statusCode(404)
        .contentType("application/problem+json");
  }

  @Test
  void chessAccountsHoldsEachAccountsFullStateWithHashesOnly() throws Exception {
    TestAccounts.Player ivan = TestAccounts.player("ivan");
    AccountRecord latest = latestRecord(ivan.accountId());

    assertEquals("AccountState", latest.type());
    assertEquals(ivan.name(), latest.name());
    assertTrue(latest.passwordHash().startsWith("{argon2}$argon2id$"), latest.passwordHash());
    assertEquals(1, latest.tokens().size());
    assertEquals(TokenCodec.hash(ivan.token()), latest.tokens().get(0).sha256());
    String raw = json.writeValueAsString(latest);
    assertFalse(raw.contains(TestAccounts.PASSWORD));
    assertFalse(raw.contains(ivan.token()));
  }

  @Test
  void theAccountsComeBackFromTheTopicAloneIncludingRevocations() throws Exception {
    TestAccounts.Player judy = TestAccounts.player("judy");
    JsonPath revoked = TestAccounts.login(judy.name());
    given()
        .header("Authorization", judy.bearer())
        .delete("/api/accounts/me/tokens/" + revoked.getString("tokenId"))
        .then()
        .statusCode(204);

    AccountBook rebuilt = new AccountBook();
    for (var record : KafkaProbe.committed(AccountLog.TOPIC)) {
      rebuilt.apply(AccountStates.account(accountRecord(record.value())));
    }

    Account account = rebuilt.byName(judy.name()).orElseThrow();
    assertEquals(judy.accountId(), account.accountId());
    assertTrue(rebuilt.byTokenId(TokenCodec.tokenId(judy.token()).orElseThrow()).isPresent());
    assertTrue(rebuilt.byTokenId(revoked.getString("tokenId")).isEmpty());
  }

  @Test
  void theMongoViewFollowsTheTopic() {
    TestAccounts.Player ken = TestAccounts.player("ken");
    await()
        .atMost(Duration.ofSeconds(10))
        .untilAsserted(
            () -> {
              Document doc =
                  mongo
                      .getDatabase("gateway")
                      .getCollection("accounts")
                      .find(Filters.eq("_id", ken.accountId()))
                      .first();
              assertTrue(doc != null && doc.getLong("version") == 2L, String.valueOf(doc));
              assertEquals(ken.name().toLowerCase(), doc.getString("nameKey"));
            });
  }

  private AccountRecord latestRecord(String accountId) throws Exception {
    AccountRecord latest = null;
    for (var record : KafkaProbe.committed(AccountLog.TOPIC)) {
      if (accountId.equals(record.key())) {
        AccountRecord value = accountRecord(record.value());
        if (latest == null || value.version() > latest.version()) {
          latest = value;
        }
      }
    }
    if (latest == null) {
      throw new AssertionError("no record for " + accountId);
    }
    return latest;
  }

  private static AccountRecord accountRecord(String value) {
    return assertInstanceOf(AccountRecordCodec.Read.class, AccountRecordCodec.decode(value))
        .record();
  }
}
