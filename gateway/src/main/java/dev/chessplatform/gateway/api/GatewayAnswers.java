package dev.chessplatform.gateway.api;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.chessplatform.gateway.domain.RouteAccess;
import java.util.Iterator;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * Adds to the merged document what the gateway itself may answer on every operation, so each error
 * a client can get is declared once, where the client looks: 400/414/431 from the check of the
 * request target and headers ({@code RequestShape}), 401/403 from the token check, 411/413/415 from
 * the body checks, 429 from the buckets, 502/503/504 when a service fails. Also the bearer security
 * scheme, required or optional per the route's {@link RouteAccess}. An operation the table does not
 * list is a mistake the merge refuses: the gateway would answer it 404.
 */
public final class GatewayAnswers {

  private static final Set<String> METHODS =
      Set.of("get", "put", "post", "delete", "options", "head", "patch");
  private static final Set<String> WITH_BODY = Set.of("put", "post", "patch");

  private static final Map<String, String[]> RESPONSES =
      Map.ofEntries(
          Map.entry(
              "GatewayInvalidUri",
              new String[] {
                "400",
                "The request target is not a valid URI: a '%' without two hex digits, or a"
                    + " character to percent-encode"
              }),
          Map.entry(
              "GatewayUriTooLong",
              new String[] {
                "414", "The path or the whole request target is longer than the limit"
              }),
          Map.entry(
              "GatewayHeaderFieldsTooLarge",
              new String[] {"431", "The header fields are larger than the limit"}),
          Map.entry(
              "GatewayUnauthorized", new String[] {"401", "No token, or one that is not valid"}),
          Map.entry(
              "GatewayForbidden", new String[] {"403", "The token lacks the scope of this route"}),
          Map.entry("GatewayLengthRequired", new String[] {"411", "A body without Content-Length"}),
          Map.entry(
              "GatewayUnsupportedMediaType",
              new String[] {
                "415", "A body without Content-Type, or of a type the operation does not read"
              }),
          Map.entry(
              "GatewayPayloadTooLarge", new String[] {"413", "The body is larger than the limit"}),
          Map.entry(
              "GatewayRateLimited", new String[] {"429", "Too many requests; see Retry-After"}),
          Map.entry("GatewayBadGateway", new String[] {"502", "The service answered badly"}),
          Map.entry(
              "GatewayServiceUnavailable",
              new String[] {"503", "The service is down; see Retry-After"}),
          Map.entry(
              "GatewayUpstreamTimeout",
              new String[] {"504", "The service did not answer in time"}));

  private GatewayAnswers() {}

  private static final Map<String, String> RATE_LIMIT_HEADERS =
      Map.of(
          "RateLimit-Limit",
          "Requests the bucket that counted this request holds (the token's, else the client"
              + " address's)",
          "RateLimit-Remaining",
          "Whole requests left in that bucket now",
          "RateLimit-Reset",
          "Seconds until that bucket is full again");

  /**
   * Adds the gateway's answers to every operation of {@code merged} under {@code /api/}; the
   * operations whose path is in {@code proxiedPaths} also get the answers of a failing service.
   */
  public static void declare(ObjectNode merged, Set<String> proxiedPaths) {
    ObjectNode components = merged.with("components");
    ObjectNode headers = components.with("headers");
    new java.util.TreeMap<>(RATE_LIMIT_HEADERS)
        .forEach(
            (name, text) ->
                headers
                    .putObject(name)
                    .put("description", text)
                    .putObject("schema")
                    .put("type", "integer")
                    .put("minimum", 0));
    components
        .with("securitySchemes")
        .putObject("bearer")
        .put("type", "http")
        .put("scheme", "bearer")
        .put("description", "A token from POST /api/accounts/login or /api/accounts/me/tokens");
    ObjectNode schemas = components.with("schemas");
    if (!schemas.has("Problem")) {
      schemas
          .putObject("Problem")
          .put("type", "object")
          .put("description", "RFC 9457 problem details")
          .putArray("required")
          .add("type")
          .add("title")
          .add("status");
    }
    ObjectNode responses = components.with("responses");
    RESPONSES.forEach(
        (name, codeAndText) -> {
          ObjectNode response = responses.putObject(name).put("description", codeAndText[1]);
          response
              .putObject("content")
              .putObject("application/problem+json")
              .putObject("schema")
              .put("$ref", "#/components/schemas/Problem");
          ObjectNode answerHeaders = response.putObject("headers");
          if (codeAndText[0].equals("429") || codeAndText[0].equals("503")) {
            answerHeaders
                .putObject("Retry-After")
                .put("description", "Seconds to wait")
                .putObject("schema")
                .put("type", "integer");
          }
          rateLimitHeaders(answerHeaders);
        });

    Iterator<Map.Entry<String, JsonNode>> paths = merged.path("paths").fields();
    while (paths.hasNext()) {
      Map.Entry<String, JsonNode> path = paths.next();
      if (!path.getKey().startsWith("/api/")) {
        continue;
      }
      boolean proxied = proxiedPaths.contains(path.getKey());
      Iterator<Map.Entry<String, JsonNode>> operations = path.getValue().fields();
      while (operations.hasNext()) {
        Map.Entry<String, JsonNode> operation = operations.next();
        if (METHODS.contains(operation.getKey()) && operation.getValue() instanceof ObjectNode op) {
          declareOn(op, operation.getKey(), path.getKey(), proxied);
        }
      }
    }
  }

  private static void declareOn(ObjectNode op, String method, String path, boolean proxied) {
    RouteAccess.Access access =
        RouteAccess.of(method.toUpperCase(Locale.ROOT), path.replaceAll("\\{[^}]*}", "x"));
    ObjectNode responses = op.with("responses");
    add(responses, "GatewayInvalidUri");
    add(responses, "GatewayUriTooLong");
    add(responses, "GatewayHeaderFieldsTooLarge");
    add(responses, "GatewayUnauthorized");
    if (access instanceof RouteAccess.Readable) {
      add(responses, "GatewayForbidden");
      ArrayNode security = op.putArray("security");
      security.addObject(); // anonymous spectators too
      security.addObject().putArray("bearer");
    } else if (access instanceof RouteAccess.Needs) {
      add(responses, "GatewayForbidden");
      op.putArray("security").addObject().putArray("bearer");
    } else if (access instanceof RouteAccess.Unlisted) {
      // The guard would answer it 404: a document that offered it would lie.
      throw new IllegalStateException(
          method.toUpperCase(Locale.ROOT) + " " + path + " is not in the gateway's RouteAccess");
    } else if (!(access instanceof RouteAccess.Open)) {
      throw new IllegalStateException("unhandled access " + access);
    }
    if (WITH_BODY.contains(method)) {
      add(responses, "GatewayLengthRequired");
      add(responses, "GatewayUnsupportedMediaType");
      add(responses, "GatewayPayloadTooLarge");
    }
    add(responses, "GatewayRateLimited");
    if (proxied) {
      add(responses, "GatewayBadGateway");
      add(responses, "GatewayServiceUnavailable");
      add(responses, "GatewayUpstreamTimeout");
    }
    responses
        .elements()
        .forEachRemaining(
            response -> {
              if (response instanceof ObjectNode inline && !inline.has("$ref")) {
                rateLimitHeaders(inline.with("headers"));
              }
            });
  }

  private static void rateLimitHeaders(ObjectNode headers) {
    new java.util.TreeSet<>(RATE_LIMIT_HEADERS.keySet())
        .forEach(
            name -> {
              if (!headers.has(name)) {
                headers.putObject(name).put("$ref", "#/components/headers/" + name);
              }
            });
  }

  private static void add(ObjectNode responses, String name) {
    String code = RESPONSES.get(name)[0];
    if (!responses.has(code)) {
      responses.putObject(code).put("$ref", "#/components/responses/" + name);
    }
  }
}
