package dev.chessplatform.gateway.accounts;

import static io.restassured.RestAssured.given;
import static org.awaitility.Awaitility.await;
import static org.hamcrest.Matchers.equalTo;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import com.mongodb.client.MongoClient;
import com.mongodb.client.model.Filters;
import dev.chessplatform.gateway.api.FakeUpstream;
import dev.chessplatform.testsupport.PlatformInfrastructure;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.net.URI;
import java.time.Duration;
import java.util.Map;
import org.bson.Document;
import org.junit.jupiter.api.Test;

/**
 * A gateway that starts with an account known only to {@code chess.accounts}.
 *
 * <p>{@link SeededAccounts} is not restricted to this class: it writes its account before the
 * gateway every other test uses starts, so this class runs in that gateway instead of a Quarkus
 * application augmented and started for it alone. No other test uses the seeded name or token.
 */
@QuarkusTest
@QuarkusTestResource(PlatformInfrastructure.class)
@QuarkusTestResource(FakeUpstream.class)
@QuarkusTestResource(SeededAccounts.class)
class AccountsReplayTest {

  @Inject MongoClient mongo;

  @Test
  void anAccountOnlyTheTopicKnowsCanLogInAfterStartUp() {
    given()
        .contentType("application/json")
        .body(Map.of("name", SeededAccounts.NAME, "password", SeededAccounts.PASSWORD))
        .post("/api/accounts/login")
        .then()
        .statusCode(201)
        .body("accountId", equalTo(SeededAccounts.ACCOUNT_ID));
  }

  @Test
  void itsTokenWorksWithItsScopesAndItsNameIsTaken() {
    given()
        .header("Authorization", "Bearer " + SeededAccounts.TOKEN)
        .get("/api/accounts/me")
        .then()
        .statusCode(200)
        .body("name", equalTo(SeededAccounts.NAME));
    given()
        .contentType("application/json")
        .body(Map.of("name", "SEEDED-player", "password", "another password"))
        .post("/api/accounts")
        .then()
        .statusCode(409);
  }

  @Test
  void theMongoViewIsRebuiltFromTheTopic() {
    await()
        .atMost(Duration.ofSeconds(10))
        .untilAsserted(
            () -> {
              Document doc =
                  mongo
                      .getDatabase("gateway")
                      .getCollection("accounts")
                      .find(Filters.eq("_id", SeededAccounts.ACCOUNT_ID))
                      .first();
              assertNotNull(doc);
              assertEquals(SeededAccounts.NAME, doc.getString("name"));
            });
  }

  /** The management interface, where readiness is told (not on the public port). */
  @TestHTTPResource(value = "/", management = true)
  URI management;

  @Test
  void readinessWaitsForTheReplayAndSaysSo() {
    given()
        .get(management.resolve("/q/health/ready"))
        .then()
        .statusCode(200)
        .body(
            "checks.find { it.name == 'accounts replayed from chess.accounts' }.status",
            equalTo("UP"));
  }
}
