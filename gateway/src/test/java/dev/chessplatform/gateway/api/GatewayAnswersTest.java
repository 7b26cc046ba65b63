package dev.chessplatform.gateway.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

class GatewayAnswersTest {

  private final ObjectMapper json = new ObjectMapper();

  private ObjectNode document() throws Exception {
    return (ObjectNode)
        json.readTree(
            "{\"paths\":{"
                + "\"/api/games/{id}/moves\":{\"post\":{\"responses\":{\"422\":{}}}},"
                + "\"/api/games/{id}\":{\"get\":{\"responses\":{\"200\":{}}}},"
                + "\"/api/accounts\":{\"post\":{\"responses\":{\"201\":{}}}},"
                + "\"/q/health\":{\"get\":{\"responses\":{\"200\":{}}}}}}");
  }

  @Test
  void aProxiedMoveDeclaresEveryAnswerTheGatewayMayGiveAndKeepsTheServices() throws Exception {
    ObjectNode doc = document();
    GatewayAnswers.declare(doc, Set.of("/api/games/{id}/moves", "/api/games/{id}"));
    JsonNode responses = doc.at("/paths/~1api~1games~1{id}~1moves/post/responses");
    for (String code : List.of("401", "403", "411", "413", "422", "429", "502", "503", "504")) {
      assertTrue(responses.has(code), code);
    }
    assertEquals(
        "#/components/responses/GatewayRateLimited", responses.path("429").path("$ref").asText());
    assertEquals(
        "#/components/schemas/Problem",
        doc.at(
                "/components/responses/GatewayRateLimited/content/application~1problem+json/schema/$ref")
            .asText());
    assertTrue(doc.at("/components/responses/GatewayRateLimited/headers").has("Retry-After"));
    assertEquals(
        "bearer", doc.at("/paths/~1api~1games~1{id}~1moves/post/security/0").fieldNames().next());
    assertEquals(
        "#/components/headers/RateLimit-Remaining",
        responses.at("/422/headers/RateLimit-Remaining/$ref").asText(),
        "the service's own answers carry the quota headers too");
    assertTrue(doc.at("/components/responses/GatewayRateLimited/headers").has("RateLimit-Reset"));
  }

  @Test
  void aReadIsOpenToSpectatorsAndRegisteringNeedsNoTokenNorAService() throws Exception {
    ObjectNode doc = document();
    GatewayAnswers.declare(doc, Set.of("/api/games/{id}/moves", "/api/games/{id}"));
    assertEquals(2, doc.at("/paths/~1api~1games~1{id}/get/security").size());
    JsonNode register = doc.at("/paths/~1api~1accounts/post");
    assertFalse(register.has("security"));
    assertFalse(register.path("responses").has("503"));
    assertTrue(register.path("responses").has("413"));
    assertFalse(doc.at("/paths/~1q~1health/get/responses").has("429"));
  }
}
