package dev.chessplatform.gateway.api;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.chessplatform.gateway.TestAccounts;
import dev.chessplatform.testsupport.PlatformInfrastructure;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.net.URI;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Requests no client should send, as raw bytes on a socket (an HTTP client would mend or refuse
 * them first): each is answered with a problem by the layer that refuses it, and none reaches a
 * service.
 */
@QuarkusTest
@QuarkusTestResource(PlatformInfrastructure.class)
@QuarkusTestResource(FakeUpstream.class)
class MalformedRequestTest {

  private static final String PROBLEMS = "https://chess-platform.dev/problems/";

  @TestHTTPResource("/")
  URL gateway;

  @ConfigProperty(name = "gateway.upstreams.game-service.url")
  URI upstream;

  /** The status line, the headers and the body of the answer to {@code request}, as sent. */
  private record Answer(int status, String head, String body) {
    JsonPath json() {
      assertTrue(
          head.toLowerCase().contains("content-type: application/problem+json"),
          status + " " + head + "\n" + body);
      return JsonPath.from(body);
    }
  }

  private Answer raw(String request) throws Exception {
    try (Socket socket = new Socket(gateway.getHost(), gateway.getPort())) {
      socket.setSoTimeout(20_000);
      OutputStream out = socket.getOutputStream();
      out.write(request.getBytes(StandardCharsets.ISO_8859_1));
      out.flush();
      InputStream in = socket.getInputStream();
      ByteArrayOutputStream bytes = new ByteArrayOutputStream();
      in.transferTo(bytes); // every refusal closes the connection
      String text = bytes.toString(StandardCharsets.UTF_8);
      int end = text.indexOf("\r\n\r\n");
      String head = end < 0 ? text : text.substring(0, end);
      String body = end < 0 ? "" : text.substring(end + 4);
      return new Answer(Integer.parseInt(head.substring(9, 12)), head, body);
    }
  }

  private Answer get(String target, String... headers) throws Exception {
    StringBuilder request = new StringBuilder("GET " + target + " HTTP/1.1\r\n");
    request.append("Host: 127.0.0.1\r\nConnection: close\r\n");
    for (String header : headers) {
      request.append(header).append("\r\n");
    }
    return raw(request.append("\r\n").toString());
  }

  @Test
  void aBrokenPercentEncodingInThePathOrTheQueryIsAnInvalidUriProblem() throws Exception {
    for (String target :
        List.of(
            "/api/games/%zz/moves", "/api/games?status=%zz", "/api/games/%4", "/api/games/a%")) {
      Answer answer = get(target);
      assertEquals(400, answer.status(), target);
      JsonPath problem = answer.json();
      assertEquals(PROBLEMS + "invalid-uri", problem.getString("type"), target);
      assertTrue(problem.getString("detail").contains("two hexadecimal digits"), target);
    }
    Answer quote = get("/api/games/\"x\"");
    assertEquals(400, quote.status());
    assertTrue(quote.json().getString("detail").contains("U+0022"), quote.body());
    assertNothingReachedTheService();
  }

  @Test
  void aLongPathOrQueryIsAUriTooLongProblemUpToTheCodecsOwnLimit() throws Exception {
    Answer path = get("/api/games/" + "a".repeat(5_000));
    assertEquals(414, path.status());
    assertEquals(PROBLEMS + "uri-too-long", path.json().getString("type"));
    assertEquals(2048, path.json().getInt("maxBytes"));
    Answer query = get("/api/games?status=" + "a".repeat(5_000));
    assertEquals(414, query.status());
    assertTrue(query.json().getString("detail").startsWith("The request target"), query.body());
    Answer line = get("/api/games?status=" + "a".repeat(60_000));
    assertEquals(414, line.status());
    assertEquals(PROBLEMS + "uri-too-long", line.json().getString("type"));
    // Beyond quarkus.http.limits.max-initial-line-length the codec answers alone: 414, no body.
    Answer beyond = get("/api/games?status=" + "a".repeat(70_000));
    assertEquals(414, beyond.status());
    assertNothingReachedTheService();
  }

  @Test
  void largeHeaderFieldsAreAHeaderFieldsTooLargeProblemNamingTheLargest() throws Exception {
    Answer answer = get("/api/games/echo", "X-Padding: " + "p".repeat(20_000));
    assertEquals(431, answer.status());
    JsonPath problem = answer.json();
    assertEquals(PROBLEMS + "header-fields-too-large", problem.getString("type"));
    assertEquals("X-Padding", problem.getString("field"));
    assertEquals(16384, problem.getInt("maxBytes"));
    assertNothingReachedTheService();
  }

  @Test
  void aTargetTheRouterCannotRouteIsAProblemOfTheRouterLayer() throws Exception {
    // Vert.x Web fails a target that is not a path before any handler runs; the first failure
    // handler (http-problems' RouterProblems) answers it.
    Answer answer = raw("GET * HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n");
    assertEquals(404, answer.status(), answer.head());
    assertEquals(PROBLEMS + "not-found", answer.json().getString("type"), answer.body());
    assertEquals("Nothing is served at this path", answer.json().getString("detail"));
    assertNothingReachedTheService();
  }

  @Test
  void aBodyWithoutAContentTypeIsAnUnsupportedMediaTypeProblem() throws Exception {
    Answer answer =
        raw(
            "POST /api/games/g1/moves HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n"
                + "Content-Length: 13\r\n\r\n{\"move\":\"e4\"}");
    assertEquals(415, answer.status());
    assertEquals(PROBLEMS + "unsupported-media-type", answer.json().getString("type"));
    assertNothingReachedTheService();
  }

  @Test
  void aServicesBareRefusalReachesTheClientAsAProblem() {
    given()
        .get("/api/games/bare-refusal")
        .then()
        .statusCode(414)
        .contentType("application/problem+json")
        .body("type", equalTo(PROBLEMS + "malformed-request"))
        .body("service", equalTo("game-service"));
  }

  @Test
  void textABodyFieldCannotHoldIsRefusedByNameAndWritesNothing() {
    String name = TestAccounts.uniqueName("eve");
    TestAccounts.register(name);
    given()
        .contentType("application/json")
        .body("{\"name\":\"" + name + "\",\"password\":\"\\ud800\"}")
        .post("/api/accounts/login")
        .then()
        .statusCode(400)
        .contentType("application/problem+json")
        .body("type", equalTo(PROBLEMS + "invalid-field"))
        .body("field", equalTo("password"))
        .body("detail", containsString("U+D800"));
    given()
        .contentType("application/json")
        .body("{\"name\":5,\"password\":\"" + TestAccounts.PASSWORD + "\"}")
        .post("/api/accounts")
        .then()
        .statusCode(400)
        .body("field", equalTo("name"))
        .body("detail", equalTo("Field 'name' must be a string"));
    String token = TestAccounts.login(name).getString("token");
    for (String label : List.of("a\\u0000b", "line\\nbreak", "bell\\u0007")) {
      given()
          .header("Authorization", "Bearer " + token)
          .contentType("application/json")
          .body("{\"label\":\"" + label + "\",\"scopes\":[\"game:read\"]}")
          .post("/api/accounts/me/tokens")
          .then()
          .statusCode(400)
          .contentType("application/problem+json")
          .body("field", equalTo("label"));
    }
    given()
        .header("Authorization", "Bearer " + token)
        .get("/api/accounts/me/tokens")
        .then()
        .statusCode(200)
        .body("label", equalTo(List.of("login")));
  }

  @BeforeEach
  void forgetWhatTheServiceSaw() {
    given().baseUri(upstream.toString()).delete("/_fake/received").then().statusCode(200);
  }

  private void assertNothingReachedTheService() {
    assertEquals(
        List.of(),
        given().baseUri(upstream.toString()).get("/_fake/received").jsonPath().getList("$"));
  }
}
