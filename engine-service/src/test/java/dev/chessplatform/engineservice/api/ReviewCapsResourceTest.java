package dev.chessplatform.engineservice.api;

import static io.restassured.RestAssured.given;
import static org.awaitility.Awaitility.await;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasSize;
import static org.hamcrest.Matchers.notNullValue;
import static org.hamcrest.Matchers.nullValue;

import dev.chessplatform.engineservice.EngineCalls;
import dev.chessplatform.testsupport.PlatformInfrastructure;
import dev.chessplatform.testsupport.SignedIdentity;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.response.Response;
import io.restassured.specification.RequestSpecification;
import java.time.Duration;
import java.util.Collections;
import java.util.Set;
import org.junit.jupiter.api.DisplayNameGeneration;
import org.junit.jupiter.api.DisplayNameGenerator;
import org.junit.jupiter.api.Test;

/**
 * A caller with engine:review and not engine:use (a guest, web issue 33) reviews within the caps;
 * past one, 400 invalid-field names the field and the cap.
 */
@QuarkusTest
@QuarkusTestResource(PlatformInfrastructure.class)
@DisplayNameGeneration(DisplayNameGenerator.ReplaceUnderscores.class)
class ReviewCapsResourceTest {

  private static final String ANALYSES = "/api/engine/analyses";
  private static final String BEST_MOVE = "/api/engine/best-move";
  private static final String INVALID_FIELD = "https://chess-platform.dev/problems/invalid-field";
  private static final String START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

  /** As the gateway forwards a guest: game:read, game:computer, engine:review. */
  private static RequestSpecification guest(String method, String path) {
    return given()
        .headers(
            SignedIdentity.headers(
                "guest-1", Set.of("game:read", "game:computer", "engine:review"), method, path));
  }

  private static Response post(String path, String json) {
    return guest("POST", path).contentType("application/json").body(json).post(path);
  }

  private static void refused(Response answer, String field, Object max) {
    answer
        .then()
        .statusCode(400)
        .contentType("application/problem+json")
        .body("type", equalTo(INVALID_FIELD))
        .body("field", equalTo(field))
        .body("max", equalTo(max))
        .body("requiredScope", equalTo("engine:use"))
        .body("detail", containsString("engine:review"));
  }

  @Test
  void engine_review_alone_analyses_a_game_within_the_caps_and_reads_it_back() {
    String id =
        post(ANALYSES, "{\"moves\": [\"e2e4\", \"e7e5\"], \"movetimeMs\": 50, \"depth\": 18}")
            .then()
            .statusCode(202)
            .body("progress.total", equalTo(3))
            .extract()
            .path("id");
    String path = ANALYSES + "/" + id;
    await()
        .atMost(Duration.ofSeconds(60))
        .until(() -> "DONE".equals(guest("GET", path).get(path).path("status")));
    guest("GET", path).get(path).then().statusCode(200).body("positions", hasSize(3));
  }

  @Test
  void an_analysis_past_a_cap_is_400_invalid_field_naming_it() {
    refused(post(ANALYSES, "{\"moves\": [\"e2e4\"], \"movetimeMs\": 201}"), "movetimeMs", 200);
    refused(post(ANALYSES, "{\"moves\": [\"e2e4\"], \"depth\": 19}"), "depth", 18);
    String positions = String.join(",", Collections.nCopies(301, "\"" + START + "\""));
    refused(post(ANALYSES, "{\"positions\": [" + positions + "], \"depth\": 1}"), "positions", 300);
    post(ANALYSES, "{\"moves\": [\"e2e4\"], \"movetimeMs\": 201}")
        .then()
        .body("detail", containsString("movetimeMs may be at most 200 per position"));
  }

  @Test
  void a_best_move_within_the_caps_is_answered_and_past_them_named() {
    post(BEST_MOVE, "{\"moves\": [\"e2e4\"], \"movetimeMs\": 50, \"multiPv\": 3}")
        .then()
        .statusCode(200)
        .body("bestMove", notNullValue())
        .body("lines", hasSize(3));
    post(BEST_MOVE, "{\"depth\": 1}").then().statusCode(200).body("bestMove", notNullValue());
    refused(post(BEST_MOVE, "{\"movetimeMs\": 1001}"), "movetimeMs", 1000);
    refused(post(BEST_MOVE, "{\"movetimeMs\": 100, \"multiPv\": 4}"), "multiPv", 3);
    post(BEST_MOVE, "{\"level\": 1}")
        .then()
        .statusCode(400)
        .body("type", equalTo(INVALID_FIELD))
        .body("field", equalTo("level"))
        .body("max", nullValue())
        .body("detail", containsString("leave it out"));
  }

  @Test
  void engine_use_is_not_capped_and_cancelling_needs_it() {
    EngineCalls.bestMove("{\"movetimeMs\": 50, \"multiPv\": 4}").then().statusCode(200);
    String id =
        EngineCalls.as("alice", "POST", ANALYSES)
            .contentType("application/json")
            .body("{\"moves\": [\"e2e4\"], \"movetimeMs\": 201}")
            .post(ANALYSES)
            .then()
            .statusCode(202)
            .extract()
            .path("id");
    guest("DELETE", ANALYSES + "/" + id)
        .delete(ANALYSES + "/" + id)
        .then()
        .statusCode(403)
        .body("requiredScope", equalTo("engine:use"));
    // Its owner may, and leaves the pool as the next test class finds it.
    EngineCalls.as("alice", "DELETE", ANALYSES + "/" + id)
        .delete(ANALYSES + "/" + id)
        .then()
        .statusCode(200);
  }

  @Test
  void a_caller_with_neither_engine_scope_is_403_naming_both() {
    given()
        .headers(SignedIdentity.headers("p", Set.of("game:read"), "POST", BEST_MOVE))
        .contentType("application/json")
        .body("{}")
        .post(BEST_MOVE)
        .then()
        .statusCode(403)
        .body("detail", equalTo("The token lacks the scope engine:use or engine:review"));
  }
}
