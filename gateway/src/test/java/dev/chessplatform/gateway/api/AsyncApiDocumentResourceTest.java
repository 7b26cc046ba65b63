package dev.chessplatform.gateway.api;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasKey;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.networknt.schema.JsonSchema;
import com.networknt.schema.JsonSchemaFactory;
import com.networknt.schema.SpecVersion;
import dev.chessplatform.events.AsyncApiDocument;
import dev.chessplatform.events.TopicSpec;
import dev.chessplatform.events.Topics;
import dev.chessplatform.events.accounts.AccountRecordCodec;
import dev.chessplatform.events.game.GameEventTypes;
import dev.chessplatform.gateway.domain.Account;
import dev.chessplatform.gateway.domain.ApiToken;
import dev.chessplatform.gateway.domain.Scope;
import dev.chessplatform.gateway.messaging.AccountLog;
import dev.chessplatform.gateway.messaging.AccountStates;
import dev.chessplatform.testsupport.PlatformInfrastructure;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * {@code GET /api/platform/asyncapi.json} serves game-events' AsyncAPI document as committed, with
 * every topic and every event type, and the account records this gateway writes to {@code
 * chess.accounts} are what that document says: the accounts of this gateway, as {@link
 * AccountStates} maps them to the contract's record, are valid against it (game-events' {@code
 * AccountRecordCodecTest} holds the schema to the record itself).
 */
@QuarkusTest
@QuarkusTestResource(PlatformInfrastructure.class)
@QuarkusTestResource(FakeUpstream.class)
class AsyncApiDocumentResourceTest {

  private static final Instant T0 = Instant.parse("2026-12-01T12:00:00Z");

  @Inject ObjectMapper json;

  @Test
  void theDocumentIsServedAsCommittedWithEveryTopicAndEveryEventType() throws Exception {
    String body =
        given()
            .get("/api/platform/asyncapi.json")
            .then()
            .statusCode(200)
            .contentType("application/json")
            .body("asyncapi", equalTo("3.0.0"))
            .body("components.messages", hasKey("GameResult"))
            .body("components.messages", hasKey("EngineRequest"))
            .body("components.messages", hasKey("EngineResult"))
            .extract()
            .asString();
    assertEquals(AsyncApiDocument.text(), body);
    JsonNode document = json.readTree(body);
    List<String> addresses = new ArrayList<>();
    document.path("channels").forEach(c -> addresses.add(c.path("address").asText()));
    assertEquals(Topics.ALL.stream().map(TopicSpec::name).toList(), addresses);
    for (GameEventTypes.Registration r : GameEventTypes.all()) {
      assertEquals(
          r.type(),
          document.path("components").path("messages").path(r.type()).path("name").asText());
    }
  }

  @Test
  void theDocumentIsInTheOpenApiDocumentOfTheGateway() {
    given()
        .get("/q/openapi?format=json")
        .then()
        .statusCode(200)
        .body("paths.'/api/platform/asyncapi.json'.get.operationId", equalTo("getAsyncApiDocument"))
        .body(
            "paths.'/api/platform/asyncapi.json'.get.responses.'200'.content",
            hasKey("application/json"));
  }

  @Test
  void theAccountsChannelIsTheTopicTheGatewayWrites() throws Exception {
    JsonNode document = json.readTree(AsyncApiDocument.text());
    assertEquals(AccountLog.TOPIC, document.at("/channels/accounts/address").asText());
  }

  @Test
  void theRecordsTheGatewayWritesAreValidAccountStates() throws Exception {
    ApiToken forever =
        new ApiToken("t1", "my bot", Set.of(Scope.GAME_PLAY), "n4bQgYhMfWWa", T0, null);
    ApiToken session =
        new ApiToken("t2", "login", Set.of(Scope.values()), "L-qgxVrQFaO_", T0, T0.plusSeconds(60));
    Account alice =
        Account.register("a1", "alice", "{argon2}x", T0)
            .withToken(forever, T0)
            .withToken(session, T0);
    Account guest = Account.guest("g1", "guest-3fa9c1", T0);
    Account bot = Account.register("b1", "stockfish_bot", "{argon2}y", T0).asBot();
    JsonSchema schema = accountStateSchema();
    for (Account account : List.of(alice, guest, bot)) {
      JsonNode written = json.readTree(AccountRecordCodec.encode(AccountStates.record(account)));
      assertEquals(Set.of(), schema.validate(written), written.toString());
    }
  }

  private JsonSchema accountStateSchema() throws Exception {
    ObjectNode schema = json.createObjectNode();
    schema.put("$schema", "http://json-schema.org/draft-07/schema#");
    schema.put("$ref", "#/components/messages/AccountState/payload");
    schema.set("components", json.readTree(AsyncApiDocument.text()).path("components"));
    return JsonSchemaFactory.getInstance(SpecVersion.VersionFlag.V7).getSchema(schema);
  }
}
