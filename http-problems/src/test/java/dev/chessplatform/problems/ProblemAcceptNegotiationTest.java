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
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.junit.jupiter.api.Test;

/**
 * What openapi-generator's clients send, against operations that answer text and JSON, with the
 * filters registered as every service gets them: from this module's index. The served document
 * shows that {@link ProblemResponses} read the resource's {@link Problems} at build time.
 */
@QuarkusTest
class ProblemAcceptNegotiationTest {

  @Path("/negotiation")
  @Problems({"unauthenticated"})
  public static class NegotiationResource {
    @GET
    @Path("/pgn")
    @Operation(operationId = "negotiatePgn")
    @Problems({"not-acceptable"})
    @Produces({MediaType.TEXT_PLAIN, "application/x-chess-pgn"})
    public String pgn() {
      return "1. f3 e5 2. g4 Qh4# 0-1";
    }

    @GET
    @Path("/json")
    @Operation(operationId = "negotiateJson")
    @Problems({})
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

  @Test
  void theServedDocumentDeclaresEachOperationsProblemsAsProblemJson() {
    given()
        .get("/q/openapi?format=json")
        .then()
        .statusCode(200)
        .body(
            "paths.'/negotiation/pgn'.get.responses.'406'.description",
            equalTo("`not-acceptable`: No acceptable representation."))
        .body(
            "paths.'/negotiation/pgn'.get.responses.'401'.description",
            equalTo("`unauthenticated`: Authentication is required."))
        .body(
            "paths.'/negotiation/json'.get.responses.'401'.content.'application/problem+json'"
                + ".schema.'$ref'",
            equalTo(ProblemResponses.SCHEMA_REF))
        .body("paths.'/negotiation/json'.get.responses.'406'", equalTo(null));
  }
}
