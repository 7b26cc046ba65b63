package dev.chessplatform.gateway.accounts;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.mongodb.client.MongoClient;
import dev.chessplatform.gateway.TestAccounts;
import dev.chessplatform.gateway.TestAccounts.Player;
import dev.chessplatform.gateway.api.FakeUpstream;
import dev.chessplatform.gateway.application.Accounts;
import dev.chessplatform.gateway.application.OAuthGrants;
import dev.chessplatform.gateway.application.OAuthRefused;
import dev.chessplatform.gateway.config.OAuthConfig;
import dev.chessplatform.gateway.domain.OAuthError;
import dev.chessplatform.gateway.domain.Scope;
import dev.chessplatform.gateway.domain.TokenRequest;
import dev.chessplatform.gateway.oauth.OAuthApp;
import dev.chessplatform.gateway.persistence.AuthorizationCodeRepository;
import dev.chessplatform.testsupport.PlatformInfrastructure;
import dev.chessplatform.testsupport.RunningInfrastructure;
import io.quarkus.runtime.configuration.DurationConverter;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.smallrye.config.SmallRyeConfigBuilder;
import java.time.Clock;
import java.time.Duration;
import java.util.Set;
import java.util.UUID;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.junit.jupiter.api.Test;

/**
 * A code approved through one gateway (this test's Quarkus application, A) is redeemed through
 * another (B, {@link HandBuiltGateway} with its own book and the same store), the token B issues
 * works through A, and a second redemption through A revokes it: nothing of a code lives in one
 * process's memory.
 */
@QuarkusTest
@QuarkusTestResource(PlatformInfrastructure.class)
@QuarkusTestResource(FakeUpstream.class)
class OAuthTwoGatewaysTest {

  private static final OAuthConfig DEFAULTS =
      new SmallRyeConfigBuilder()
          .withConverter(Duration.class, 200, new DurationConverter())
          .withMapping(OAuthConfig.class)
          .build()
          .getConfigMapping(OAuthConfig.class);

  @ConfigProperty(name = "quarkus.mongodb.database")
  String database;

  @Test
  void aCodeApprovedThroughOneGatewayIsRedeemedThroughAnother() {
    Player frank = TestAccounts.player("oauth-two");
    OAuthApp app = OAuthApp.named("two-gateways");
    String code = app.approvedBy(frank, "account:read game:read");

    String own = "gateway-b-" + UUID.randomUUID().toString().substring(0, 8);
    try (HandBuiltGateway b = new HandBuiltGateway(own).start();
        MongoClient store =
            HandBuiltGateway.mongo(
                RunningInfrastructure.get().mongoConnectionString(), Duration.ofSeconds(5))) {
      Clock clock = Clock.systemUTC();
      OAuthGrants grantsOfB =
          new OAuthGrants(
              b.accounts, new AuthorizationCodeRepository(store, database, clock), DEFAULTS, clock);
      TokenRequest request =
          new TokenRequest(code, app.verifier(), app.redirectUri(), app.clientId());
      Accounts.Issued issued = grantsOfB.redeem(request);
      assertEquals(Set.of(Scope.ACCOUNT_READ, Scope.GAME_READ), issued.token().scopes());

      String bearer = "Bearer " + issued.text();
      given()
          .header("Authorization", bearer)
          .get("/api/accounts/me")
          .then()
          .statusCode(200)
          .body("accountId", equalTo(frank.accountId()));
      app.redeem(code).then().statusCode(400).body("error", equalTo("invalid_grant"));
      given().header("Authorization", bearer).get("/api/accounts/me").then().statusCode(401);
      assertEquals(
          OAuthError.INVALID_GRANT,
          assertThrows(OAuthRefused.class, () -> grantsOfB.redeem(request)).error());
    }
  }
}
