package dev.chessplatform.client.contract;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * What a client generator needs of the committed contract, checked by walking it (Spectral checks
 * the same and more in the build; this keeps the rules in a test that names each offender).
 */
class ContractRulesTest {

  /** Types of frameworks and of the JDK that must never be part of the API. */
  static final Set<String> DENIED =
      Set.of(
          "RoutingContext",
          "HttpServerRequest",
          "HttpServerResponse",
          "Session",
          "User",
          "AuthProvider",
          "Buffer",
          "ByteBuf",
          "OutboundSseEvent",
          "SseEventSink",
          "Sse",
          "ObjectNode",
          "ArrayNode",
          "JsonNode",
          "JsonNodeType",
          "JsonObject",
          "JsonArray",
          "MediaType",
          "Instant",
          "Duration",
          "Response",
          "Request",
          "UriInfo",
          "Multi",
          "Uni",
          "CompletionStage",
          "Object");

  private static final Set<String> METHODS = Set.of("get", "put", "post", "delete", "patch");
  private static final Pattern REF =
      Pattern.compile("\"\\$ref\":\"#/components/([^/]+)/([^\"]+)\"");

  private static JsonNode doc;

  @BeforeAll
  static void read() throws IOException {
    doc = new ObjectMapper().readTree(Path.of("openapi.json").toFile());
  }

  private interface OperationCheck {
    void check(String method, String path, JsonNode operation, List<String> problems);
  }

  private static List<String> everyOperation(OperationCheck check) {
    List<String> problems = new ArrayList<>();
    doc.path("paths")
        .fields()
        .forEachRemaining(
            path ->
                path.getValue()
                    .fields()
                    .forEachRemaining(
                        op -> {
                          if (METHODS.contains(op.getKey())) {
                            check.check(op.getKey(), path.getKey(), op.getValue(), problems);
                          }
                        }));
    return problems;
  }

  @Test
  void noSchemaIsAFrameworkType() {
    List<String> denied = new ArrayList<>();
    doc.at("/components/schemas")
        .fieldNames()
        .forEachRemaining(
            n -> {
              if (DENIED.contains(n)) {
                denied.add(n);
              }
            });
    assertEquals(List.of(), denied);
  }

  @Test
  void everyOperationHasItsOwnReadableOperationId() {
    Map<String, String> seen = new HashMap<>();
    List<String> problems =
        everyOperation(
            (method, path, op, out) -> {
              String id = op.path("operationId").asText("");
              if (!id.matches("[a-z][A-Za-z]+")) {
                out.add(method + " " + path + ": operationId '" + id + "'");
              } else if (seen.put(id, method + " " + path) != null) {
                out.add(method + " " + path + ": operationId " + id + " again");
              }
            });
    assertEquals(List.of(), problems);
  }

  @Test
  void everyOperationAnswersATypedSuccess() {
    List<String> problems =
        everyOperation(
            (method, path, op, out) -> {
              List<String> successes = new ArrayList<>();
              op.path("responses")
                  .fieldNames()
                  .forEachRemaining(
                      code -> {
                        if (code.startsWith("2")) {
                          successes.add(code);
                        }
                      });
              if (successes.isEmpty()) {
                out.add(method + " " + path + ": no 2xx");
              }
              for (String code : successes) {
                JsonNode content = op.path("responses").path(code).path("content");
                if (code.equals("204")) {
                  continue;
                }
                if (content.isEmpty()) {
                  out.add(method + " " + path + " " + code + ": no content");
                }
                content
                    .fields()
                    .forEachRemaining(
                        media -> {
                          JsonNode schema = media.getValue().path("schema");
                          boolean named = schema.has("$ref") || schema.path("items").has("$ref");
                          boolean text = schema.path("type").asText().equals("string");
                          if (!named && !text) {
                            out.add(
                                method
                                    + " "
                                    + path
                                    + " "
                                    + code
                                    + " "
                                    + media.getKey()
                                    + ": "
                                    + schema);
                          }
                        });
              }
            });
    assertEquals(List.of(), problems);
  }

  /**
   * Answers that are errors by status but not problems, on purpose: the platform's health is DOWN
   * with its per-service body and 503, as load balancers and probes expect.
   */
  private static final Set<String> NOT_PROBLEMS = Set.of("get /api/platform/health 503");

  @Test
  void everyErrorAnswerIsAProblem() {
    List<String> problems =
        everyOperation(
            (method, path, op, out) ->
                op.path("responses")
                    .fields()
                    .forEachRemaining(
                        r -> {
                          JsonNode answer = r.getValue();
                          boolean error = r.getKey().startsWith("4") || r.getKey().startsWith("5");
                          if (error
                              && !NOT_PROBLEMS.contains(method + " " + path + " " + r.getKey())
                              && !answer.has("$ref")
                              && !answer.path("content").has("application/problem+json")) {
                            out.add(method + " " + path + " " + r.getKey());
                          }
                        }));
    assertEquals(List.of(), problems);
  }

  @Test
  void everyReferenceResolves() {
    List<String> dangling = new ArrayList<>();
    Matcher m = REF.matcher(doc.toString());
    while (m.find()) {
      if (doc.path("components").path(m.group(1)).path(m.group(2)).isMissingNode()) {
        dangling.add(m.group(1) + "/" + m.group(2));
      }
    }
    assertEquals(List.of(), dangling);
  }
}
