package dev.chessplatform.gateway.api;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.startsWith;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.chessplatform.gateway.TestAccounts;
import dev.chessplatform.testsupport.PlatformInfrastructure;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import java.net.URI;
import java.util.Map;
import java.util.UUID;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.junit.jupiter.api.Test;

/**
 * A connection to the service closed or reset before its answer: a request that is safe to repeat
 * (GET, or any request with an Idempotency-Key) is answered by one retry on a fresh connection, any
 * other request is never sent twice, and a retry never follows an answer that has started. Against
 * {@link FakeUpstream}'s {@link BrokenConnections}, which reads the request head and then closes
 * the connection without answering, as a service does to a keep-alive connection whose idle timeout
 * ends just as a request arrives.
 */
@QuarkusTest
@QuarkusTestResource(PlatformInfrastructure.class)
@QuarkusTestResource(FakeUpstream.class)
class UpstreamRetryTest {

  private static final String PROBLEMS = "https://chess-platform.dev/problems/";
  private static final Pattern RETRIES =
      Pattern.compile(
          "^gateway_upstream_retries_total\\{(?=[^}]*outcome=\"(\\w+)\")(?=[^}]*service=\"game-service\")[^}]*} (\\S+)$",
          Pattern.MULTILINE);

  @ConfigProperty(name = "gateway.upstreams.game-service.url")
  URI upstream;

  @TestHTTPResource("/")
  URI gateway;

  /** The management interface, where the metrics are (not on the public port). */
  @TestHTTPResource(value = "/", management = true)
  URI management;

  private static String path(String how) {
    return BrokenConnections.PREFIX + how + "/" + UUID.randomUUID();
  }

  /** How many times a request for {@code uri} reached the service. */
  private long timesReceived(String uri) {
    return given()
        .baseUri(upstream.toString())
        .get("/_fake/received")
        .jsonPath()
        .<Map<String, String>>getList("$")
        .stream()
        .filter(request -> uri.equals(request.get("uri")))
        .count();
  }

  /** {@code gateway_upstream_retries_total} of game-service with {@code outcome}, at /q/metrics. */
  private double retries(String outcome) {
    Matcher lines =
        RETRIES.matcher(
            given()
                .get(management.resolve("/q/metrics"))
                .then()
                .statusCode(200)
                .extract()
                .asString());
    while (lines.find()) {
      if (lines.group(1).equals(outcome)) {
        return Double.parseDouble(lines.group(2));
      }
    }
    return 0;
  }

  @Test
  void aGetWhoseConnectionIsClosedBeforeTheAnswerIsAnsweredByOneRetry() {
    String path = path("closes-once");
    double before = retries("answered");

    given()
        .get(path + "?watch=1")
        .then()
        .statusCode(200)
        .body("method", equalTo("GET"))
        .body("uri", equalTo(path + "?watch=1"))
        // the retry's connection is not kept: it came from the client of fresh connections
        .body("headers.connection", equalTo("close"));

    assertEquals(2, timesReceived(path + "?watch=1"), "the first attempt and one retry");
    assertEquals(before + 1, retries("answered"), "the retry is counted");
  }

  @Test
  void aGetWhoseConnectionIsResetBeforeTheAnswerIsAnsweredByOneRetry() {
    String path = path("resets-once");

    given().get(path).then().statusCode(200).body("uri", equalTo(path));

    assertEquals(2, timesReceived(path));
  }

  @Test
  void aPostWithoutIdempotencyKeyIsNeverSentTwice() {
    String path = path("closes-once");
    double before = retries("answered") + retries("failed");

    given()
        .header("Authorization", TestAccounts.player("no-key").bearer())
        .contentType("application/json")
        .body("{\"uci\":\"e2e4\"}")
        .post(path)
        .then()
        .statusCode(502)
        .contentType("application/problem+json")
        .body("type", equalTo(PROBLEMS + "bad-gateway"))
        .body("status", equalTo(502))
        .body("service", equalTo("game-service"))
        .body("instance", equalTo(path));

    assertEquals(1, timesReceived(path), "a POST may have taken effect: it is sent once");
    assertEquals(before, retries("answered") + retries("failed"), "no retry");
  }

  @Test
  void aPostWithAnIdempotencyKeyIsSentOnceMoreWithItsBody() {
    String path = path("closes-once");

    given()
        .header("Authorization", TestAccounts.player("with-key").bearer())
        .header("Idempotency-Key", "move-" + UUID.randomUUID())
        .contentType("application/json")
        .body("{\"uci\":\"e2e4\"}")
        .post(path)
        .then()
        .statusCode(200)
        .body("method", equalTo("POST"))
        .body("body", equalTo("{\"uci\":\"e2e4\"}"))
        .body("headers.content-length", equalTo("14"));

    assertEquals(2, timesReceived(path), "the first attempt and one retry");
  }

  @Test
  void aSecondClosedConnectionIsThe502OfTodayAfterExactlyOneRetry() {
    String path = path("closes-always");
    double before = retries("failed");

    given()
        .get(path)
        .then()
        .statusCode(502)
        .contentType("application/problem+json")
        .body("type", equalTo(PROBLEMS + "bad-gateway"))
        .body("title", equalTo("A service answered badly or not at all"))
        .body("detail", startsWith("game-service did not answer: "))
        .body("service", equalTo("game-service"));

    assertEquals(2, timesReceived(path), "one retry, not more");
    assertEquals(before + 1, retries("failed"));
  }

  @Test
  void anAnswerCutOffAfterItStartedIsNeverRepeated() {
    String path = path("closes-mid-answer");

    // An answer of declared length is read whole before it is relayed (AnswerRelay): the caller
    // gets a whole 502 problem instead of a truncated body, and the request is not sent again.
    given()
        .get(path)
        .then()
        .statusCode(502)
        .contentType("application/problem+json")
        .body("type", equalTo(PROBLEMS + "bad-gateway"))
        .body("service", equalTo("game-service"));

    assertEquals(1, timesReceived(path), "the service had begun to answer: no retry");
  }
}
