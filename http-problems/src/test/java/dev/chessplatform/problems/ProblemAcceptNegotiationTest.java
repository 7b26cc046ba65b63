package dev.chessplatform.problems;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.startsWith;

import io.quarkus.test.junit.QuarkusTest;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * What openapi-generator's clients send, against operations that answer text and JSON, with the
 * filter registered as every service gets it: from this module's index.
 */
@QuarkusTest
class ProblemAcceptNegotiationTest {

  @Path("/negotiation")
  public static class NegotiationResource {
    @GET
    @Path("/pgn")
    @Produces({MediaType.TEXT_PLAIN, "application/x-chess-pgn"})
    public String pgn() {
      return "1. f3 e5 2. g4 Qh4# 0-1";
    }

    @GET
    @Path("/json")
    @Produces(MediaType.APPLICATION_JSON)
    public Map<String, String> json() {
      return Map.of("answer", "json");
    }
  }

  @Test
  void theProblemTypeAloneGetsTheText() {
    given()
        .accept(Problem.MEDIA_TYPE)
        .get("/negotiation/pgn")
        .then()
        .statusCode(200)
        .contentType(startsWith(MediaType.TEXT_PLAIN))
        .body(equalTo("1. f3 e5 2. g4 Qh4# 0-1"));
  }

  @Test
  void theProblemTypeBesideTheTextGetsTheText() {
    given()
        .accept("application/x-chess-pgn, application/problem+json")
        .get("/negotiation/pgn")
        .then()
        .statusCode(200)
        .contentType(startsWith("application/x-chess-pgn"));
  }

  @Test
  void theProblemTypeAloneGetsJson() {
    given()
        .accept(Problem.MEDIA_TYPE)
        .get("/negotiation/json")
        .then()
        .statusCode(200)
        .contentType(startsWith(MediaType.APPLICATION_JSON))
        .body("answer", equalTo("json"));
  }

  @Test
  void nothingTheOperationProducesIsStill406AsAProblem() {
    given()
        .accept("image/png, application/problem+json")
        .get("/negotiation/pgn")
        .then()
        .statusCode(406)
        .contentType(startsWith(Problem.MEDIA_TYPE))
        .body("type", equalTo("https://chess-platform.dev/problems/not-acceptable"));
  }
}
