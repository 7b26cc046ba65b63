package dev.chessplatform.deploy.authz;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The operations of the served OpenAPI document, and how the matrix asks each of them about a
 * fixture: its path with the fixture's ids, and a body a well-behaved client would send. An
 * operation the document gains is asked with an empty body until it is given one here; the table
 * must name it either way.
 */
final class Operations {

  /** One operation: its id, method and path template. */
  record Operation(String id, String method, String template) {

    boolean namesGame() {
      return template.contains("{gameId}");
    }

    boolean writes() {
      return !method.equals("GET") && !method.equals("HEAD");
    }

    /** The routes that ask for account:read, where the unscoped caller holds every other scope. */
    boolean readsAccount() {
      return method.equals("GET") && template.startsWith("/api/accounts/me");
    }
  }

  private static final Set<String> METHODS = Set.of("get", "post", "put", "patch", "delete");

  private Operations() {}

  static List<Operation> of(JsonNode document) {
    List<Operation> ops = new ArrayList<>();
    Iterator<Map.Entry<String, JsonNode>> paths = document.path("paths").fields();
    while (paths.hasNext()) {
      Map.Entry<String, JsonNode> path = paths.next();
      Iterator<Map.Entry<String, JsonNode>> methods = path.getValue().fields();
      while (methods.hasNext()) {
        Map.Entry<String, JsonNode> m = methods.next();
        if (METHODS.contains(m.getKey())) {
          ops.add(
              new Operation(
                  m.getValue().path("operationId").asText(),
                  m.getKey().toUpperCase(java.util.Locale.ROOT),
                  path.getKey()));
        }
      }
    }
    return ops;
  }

  /** The request path for {@code op} about fixture {@code f}. */
  static String path(Operation op, Fixtures.Fixture f) {
    String path =
        op.template()
            .replace("{gameId}", f.gameId())
            .replace("{playerId}", f.mover().id())
            .replace("{ply}", "1")
            .replace("{seat}", "RIGHT")
            .replace("{tokenId}", "0123456789abcdef")
            .replace("{id}", "00000000-0000-0000-0000-000000000000");
    return switch (op.id()) {
      case "pollGameEvents" -> path + "?waitSeconds=0";
      case "previewRatingChange" -> path + "?opponent=" + f.opponent().id();
      default -> path;
    };
  }

  /** The body for {@code op} about fixture {@code f}; null for none. */
  static String body(Operation op, Fixtures.Fixture f, Fixtures fixtures) {
    return switch (op.id()) {
      case "registerAccount" ->
          "{\"name\":\"" + fixtures.unique("m") + "\",\"password\":\"" + Fixtures.PASSWORD + "\"}";
      case "logIn" ->
          "{\"name\":\""
              + f.mover().name()
              + "\",\"password\":\""
              + Fixtures.PASSWORD
              + "\",\"scopes\":[\"game:read\"]}";
      case "createToken" -> "{\"label\":\"matrix\",\"scopes\":[\"game:read\"]}";
      case "createChallenge" ->
          "{\"opponent\":\""
              + f.opponent().name()
              + "\",\"privateGame\":"
              + f.state().privateGame
              + "}";
      case "createGame" -> "{\"mode\":\"COMPUTER\",\"level\":1,\"colour\":\"WHITE\"}";
      case "importGame" -> "{\"pgn\":\"1. f3 e5 2. g4 Qh4# 0-1\"}";
      // as private as the fixture: a private game's player who opened a public seek or room would
      // show in the lists under the name no outsider may see of the private game
      case "createSeek", "createRoom" ->
          "{\"colour\":\"WHITE\",\"privateGame\":" + f.state().privateGame + "}";
      case "joinGame" -> "{}";
      case "playMove" -> "{\"move\":\"h2h3\"}";
      case "findBestMove" -> "{\"level\":1}";
      case "startAnalysis" -> "{\"moves\":[\"e2e4\"],\"movetimeMs\":20}";
      case "approveAuthorization" ->
          "{\"responseType\":\"code\",\"clientId\":\"matrix-app\","
              + "\"redirectUri\":\"http://127.0.0.1:9/callback\","
              + "\"codeChallenge\":\"E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM\","
              + "\"codeChallengeMethod\":\"S256\",\"scope\":\"game:read\",\"state\":\"m\"}";
      default -> null;
    };
  }
}
