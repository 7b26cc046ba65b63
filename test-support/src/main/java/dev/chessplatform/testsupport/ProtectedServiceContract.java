package dev.chessplatform.testsupport;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;

import io.restassured.RestAssured;
import java.io.ByteArrayOutputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.Test;

/**
 * The basics of a service behind the gateway: on top of {@link ServiceBasicsContract}, every
 * request under {@code /api/} without the gateway's signed identity is refused, and so is a path
 * that is not canonical (caller-identity's {@code CanonicalPath}), which the gateway never sends.
 */
public abstract class ProtectedServiceContract extends ServiceBasicsContract {

  @Test
  void aRequestWithoutTheGatewaysProofIsRefusedWithProblemJson401() {
    given()
        .header("X-Chess-Player", "mallory")
        .get("/api/no-such-thing")
        .then()
        .statusCode(401)
        .contentType("application/problem+json")
        .body("type", equalTo("https://chess-platform.dev/problems/unauthenticated"));
  }

  @Test
  void aForgedProofIsRefused() {
    given()
        .header("X-Chess-Player", "mallory")
        .header("X-Chess-Scopes", "game:play")
        .header("X-Chess-Issued", Long.toString(java.time.Instant.now().getEpochSecond()))
        .header("X-Chess-Proof", "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA")
        .get("/api/no-such-thing")
        .then()
        .statusCode(401)
        .contentType("application/problem+json");
  }

  /**
   * {@code /q/../api/...} does not start with {@code /api/}, yet the router serves it there: the
   * filter refuses the path before its prefix check could let it past the proof. Sent raw, as an
   * HTTP client would normalize it first.
   */
  @Test
  void aPathThatIsNotCanonicalIsRefusedBeforeTheProofIsLookedFor() throws Exception {
    for (String target : new String[] {"/q/../api/no-such-thing", "/api/%6eo-such-thing"}) {
      try (Socket socket = new Socket("127.0.0.1", RestAssured.port)) {
        socket.setSoTimeout(20_000);
        OutputStream out = socket.getOutputStream();
        out.write(
            ("GET " + target + " HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
                .getBytes(StandardCharsets.ISO_8859_1));
        out.flush();
        ByteArrayOutputStream answer = new ByteArrayOutputStream();
        socket.getInputStream().transferTo(answer);
        String text = answer.toString(StandardCharsets.UTF_8);
        Assertions.assertTrue(text.startsWith("HTTP/1.1 400"), target + ": " + text);
        Assertions.assertTrue(
            text.contains("https://chess-platform.dev/problems/malformed-request"), text);
      }
    }
  }
}
