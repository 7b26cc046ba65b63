package dev.chessplatform.engineservice.api;

import static dev.chessplatform.engineservice.EngineCalls.as;
import static org.awaitility.Awaitility.await;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasSize;
import static org.hamcrest.Matchers.matchesPattern;
import static org.hamcrest.Matchers.notNullValue;
import static org.hamcrest.Matchers.startsWith;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.chessplatform.engineservice.EngineCalls;
import dev.chessplatform.testsupport.PlatformInfrastructure;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import io.restassured.response.Response;
import java.time.Duration;
import java.util.Collections;
import org.junit.jupiter.api.DisplayNameGeneration;
import org.junit.jupiter.api.DisplayNameGenerator;
import org.junit.jupiter.api.Test;

@QuarkusTest
@QuarkusTestResource(PlatformInfrastructure.class)
@DisplayNameGeneration(DisplayNameGenerator.ReplaceUnderscores.class)
class AnalysesResourceTest {

  private static final String PATH = "/api/engine/analyses";
  private static final String PROBLEMS = "https://chess-platform.dev/problems/";

  private static Response post(String json) {
    return as("alice", "POST", PATH).contentType("application/json").body(json).post(PATH);
  }

  private static JsonPath get(String player, String id) {
    return as(player, "GET", PATH + "/" + id).get(PATH + "/" + id).then().extract().jsonPath();
  }

  private static JsonPath finished(String id) {
    await()
        .atMost(Duration.ofSeconds(60))
        .until(() -> !get("alice", id).getString("status").matches("QUEUED|RUNNING"));
    return get("alice", id);
  }

  @Test
  void a_pgn_game_is_analysed_move_by_move_with_judgements_and_best_alternatives() {
    String id =
        post("{\"pgn\": \"[Event \\\"t\\\"]\\n\\n1. f3 e5 2. g4 Qh4# 0-1\", \"depth\": 3}")
            .then()
            .statusCode(202)
            .header("Location", startsWith(PATH + "/"))
            // A path, never an absolute URL: the service does not know the public address.
            .header("Location", matchesPattern("/api/engine/analyses/[^/:]+"))
            .body("progress.total", equalTo(5))
            .extract()
            .path("id");
    JsonPath done = finished(id);
    assertEquals("DONE", done.getString("status"));
    assertEquals(4, done.getList("moves").size());
    assertEquals("g4", done.getString("moves[2].san"));
    assertEquals("BLUNDER", done.getString("moves[2].judgement"));
    assertTrue(done.getString("moves[2].bestAlternative") != null, "a better move than g4");
    assertEquals(0, done.getInt("moves[3].scoreAfter.mate"), "Qh4 mates");
    assertEquals("CHECKMATE", done.getString("positions[4].ending"));
  }

  @Test
  void a_list_of_positions_is_evaluated_one_by_one() {
    String id =
        post("{\"positions\": [\"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\","
                + " \"6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1\"], \"depth\": 3}")
            .then()
            .statusCode(202)
            .extract()
            .path("id");
    JsonPath done = finished(id);
    assertEquals("DONE", done.getString("status"));
    assertEquals(2, done.getInt("progress.done"));
    assertEquals("Ra8#", done.getString("positions[1].san"));
    assertEquals(1, done.getInt("positions[1].score.mate"));
  }

  @Test
  void a_running_analysis_can_be_cancelled_and_keeps_what_it_evaluated() {
    String fens =
        String.join(
            ",",
            Collections.nCopies(
                40, "\"" + dev.chessplatform.events.engine.EngineRequest.START_FEN + "\""));
    String id =
        post("{\"positions\": [" + fens + "], \"movetimeMs\": 200}")
            .then()
            .statusCode(202)
            .extract()
            .path("id");
    await()
        .atMost(Duration.ofSeconds(20))
        .until(() -> get("alice", id).getInt("progress.done") >= 1);
    as("alice", "DELETE", PATH + "/" + id)
        .delete(PATH + "/" + id)
        .then()
        .statusCode(200)
        .body("status", equalTo("CANCELLED"));
    await()
        .atMost(Duration.ofSeconds(5))
        .until(() -> EngineCalls.metric("engine_workers_busy") == 0.0);
    JsonPath after = get("alice", id);
    assertEquals("CANCELLED", after.getString("status"));
    assertTrue(after.getInt("progress.done") < 40);
  }

  @Test
  void another_callers_analysis_is_not_found() {
    String id =
        post("{\"positions\": [\""
                + dev.chessplatform.events.engine.EngineRequest.START_FEN
                + "\"], \"depth\": 1}")
            .then()
            .statusCode(202)
            .extract()
            .path("id");
    as("mallory", "GET", PATH + "/" + id)
        .get(PATH + "/" + id)
        .then()
        .statusCode(404)
        .contentType("application/problem+json")
        .body("type", equalTo(PROBLEMS + "analysis-not-found"));
  }

  @Test
  void bad_analysis_requests_are_problems_and_start_nothing() {
    double before = EngineCalls.metric("engine_searches_total{source=\"analysis\"}");
    post("{\"pgn\": \"1. e4 e5 2. Ke3 Ke6 3. Qh5 Qh4 4. Zz9\"}")
        .then()
        .statusCode(400)
        .body("type", equalTo(PROBLEMS + "invalid-analysis"))
        .body("field", equalTo("pgn"));
    post("{\"positions\": [\""
            + dev.chessplatform.events.engine.EngineRequest.START_FEN
            + "\", \"8/8/8/8/8/8/8/8 w - - 0 1\"]}")
        .then()
        .statusCode(400)
        .body("type", equalTo(PROBLEMS + "invalid-fen"))
        .body("field", equalTo("positions[1]"));
    post("{\"moves\": [\"e2e4\", \"e7e6\", \"e4e6\"]}")
        .then()
        .statusCode(422)
        .body("field", equalTo("moves[2]"));
    post("{}").then().statusCode(400).body("type", equalTo(PROBLEMS + "invalid-analysis"));
    post("{\"moves\": [], \"depth\": 0}")
        .then()
        .statusCode(400)
        .body("type", equalTo(PROBLEMS + "invalid-limits"));
    assertEquals(before, EngineCalls.metric("engine_searches_total{source=\"analysis\"}"));
  }

  @Test
  void an_unknown_analysis_is_a_404_problem() {
    as("alice", "GET", PATH + "/no-such-job")
        .get(PATH + "/no-such-job")
        .then()
        .statusCode(404)
        .body("analysisId", equalTo("no-such-job"))
        .body("detail", notNullValue());
  }

  @Test
  void the_levels_and_analysis_answers_are_json() {
    post("{\"moves\": [\"e2e4\"], \"nodes\": 1000}")
        .then()
        .statusCode(202)
        .body("moves", hasSize(0));
  }
}
