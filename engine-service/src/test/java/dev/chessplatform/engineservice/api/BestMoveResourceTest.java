package dev.chessplatform.engineservice.api;

import static dev.chessplatform.engineservice.EngineCalls.bestMove;
import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.everyItem;
import static org.hamcrest.Matchers.greaterThan;
import static org.hamcrest.Matchers.hasSize;
import static org.hamcrest.Matchers.isOneOf;
import static org.hamcrest.Matchers.not;
import static org.hamcrest.Matchers.notNullValue;
import static org.hamcrest.Matchers.startsWith;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.chessplatform.engineservice.EngineCalls;
import dev.chessplatform.testsupport.PlatformInfrastructure;
import dev.chessplatform.testsupport.SignedIdentity;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import java.util.Set;
import org.junit.jupiter.api.DisplayNameGeneration;
import org.junit.jupiter.api.DisplayNameGenerator;
import org.junit.jupiter.api.Test;

@QuarkusTest
@QuarkusTestResource(PlatformInfrastructure.class)
@DisplayNameGeneration(DisplayNameGenerator.ReplaceUnderscores.class)
class BestMoveResourceTest {

  private static final String PROBLEMS = "https://chess-platform.dev/problems/";
  private static final String SEARCHES = "engine_searches_total{source=\"rest\"}";

  @Test
  void the_initial_position_answers_a_move_in_uci_and_san_with_score_depth_nodes_and_pv() {
    var answer =
        bestMove("{\"depth\": 4}")
            .then()
            .statusCode(200)
            .body("bestMove", notNullValue())
            .body("san", notNullValue())
            .body("score.cp", notNullValue())
            .body("depth", equalTo(4))
            .body("nodes", greaterThan(0))
            .body("lines", hasSize(1))
            .extract();
    assertEquals((String) answer.path("san"), (String) answer.path("pv[0]"));
    assertEquals((String) answer.path("bestMove"), (String) answer.path("pvUci[0]"));
  }

  @Test
  void a_mate_in_one_is_found_and_scored_as_mate() {
    bestMove("{\"fen\": \"6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1\", \"depth\": 3}")
        .then()
        .statusCode(200)
        .body("bestMove", equalTo("a1a8"))
        .body("san", equalTo("Ra8#"))
        .body("score.mate", equalTo(1));
  }

  @Test
  void moves_from_the_start_are_played_before_the_search() {
    bestMove("{\"moves\": [\"e2e4\", \"e7e5\", \"g1f3\"], \"nodes\": 5000}")
        .then()
        .statusCode(200)
        .body("fen", equalTo("rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2"));
  }

  @Test
  void multipv_answers_several_lines_best_first() {
    bestMove("{\"depth\": 3, \"multiPv\": 3}")
        .then()
        .statusCode(200)
        .body("lines", hasSize(3))
        .body("lines.multiPv", equalTo(java.util.List.of(1, 2, 3)))
        .body("lines.pv", everyItem(notNullValue()));
  }

  @Test
  void every_level_from_one_to_five_answers_a_legal_move() {
    for (int level = 1; level <= 5; level++) {
      bestMove("{\"level\": " + level + ", \"movetimeMs\": 100}")
          .then()
          .statusCode(200)
          .body("level", equalTo(level))
          .body("bestMove", notNullValue());
    }
  }

  @Test
  void a_malformed_fen_is_a_400_problem_naming_the_field_and_the_fault() {
    bestMove("{\"fen\": \"rnbqkbnr/pppppppp/8/8 w KQkq - 0 1\"}")
        .then()
        .statusCode(400)
        .contentType("application/problem+json")
        .body("type", equalTo(PROBLEMS + "invalid-fen"))
        .body("field", equalTo("fen"))
        .body("code", equalTo("RANK_COUNT"))
        // For a person: what is wrong and where, without the machine code (that is `code`).
        .body("detail", startsWith("Invalid FEN: "))
        .body("detail", not(containsString("RANK_COUNT")));
  }

  @Test
  void an_impossible_start_position_is_a_400_problem() {
    // White to move while the black king stands in check: the side not to move is in check.
    bestMove("{\"fen\": \"4k3/8/8/8/8/8/8/4RK2 w - - 0 1\"}")
        .then()
        .statusCode(400)
        .body("type", equalTo(PROBLEMS + "invalid-fen"))
        .body("code", equalTo("OPPONENT_IN_CHECK"));
    bestMove("{\"fen\": \"4k3/8/8/8/8/8/8/3KK3 w - - 0 1\"}")
        .then()
        .statusCode(400)
        .body("code", equalTo("KING_COUNT"));
  }

  @Test
  void level_zero_and_level_six_are_refused() {
    for (int level : new int[] {0, 6}) {
      bestMove("{\"level\": " + level + "}")
          .then()
          .statusCode(400)
          .contentType("application/problem+json")
          .body("type", equalTo(PROBLEMS + "invalid-level"))
          .body("field", equalTo("level"));
    }
  }

  @Test
  void negative_zero_or_absurd_limits_are_refused_naming_the_limit() {
    String[][] cases = {
      {"{\"movetimeMs\": -1}", "movetimeMs"},
      {"{\"movetimeMs\": 0}", "movetimeMs"},
      {"{\"movetimeMs\": 86400000}", "movetimeMs"},
      {"{\"depth\": 1000}", "depth"},
      {"{\"depth\": -3}", "depth"},
      {"{\"nodes\": -5}", "nodes"},
      {"{\"nodes\": 99999999999999}", "nodes"},
      {"{\"multiPv\": 0}", "multiPv"},
      {"{\"multiPv\": 300}", "multiPv"},
    };
    for (String[] c : cases) {
      bestMove(c[0])
          .then()
          .statusCode(400)
          .contentType("application/problem+json")
          .body("type", equalTo(PROBLEMS + "invalid-limits"))
          .body("field", equalTo(c[1]));
    }
  }

  @Test
  void an_illegal_move_in_the_list_is_a_422_problem_naming_its_index() {
    bestMove("{\"moves\": [\"e2e4\", \"e2e4\"]}")
        .then()
        .statusCode(422)
        .body("type", equalTo(PROBLEMS + "illegal-move"))
        .body("field", equalTo("moves[1]"))
        .body("move", equalTo("e2e4"))
        .body("detail", startsWith("moves[1] 'e2e4': "))
        .body("detail", containsString("not a legal move"))
        .body("detail", not(containsString("ILLEGAL")));
    bestMove("{\"moves\": [\"zz99\"]}")
        .then()
        .statusCode(422)
        .body("field", equalTo("moves[0]"))
        .body("detail", startsWith("moves[0] 'zz99': Invalid UCI move: "))
        .body("detail", not(containsString("SYNTAX")));
  }

  @Test
  void a_checkmated_position_has_no_best_move() {
    bestMove("{\"moves\": [\"f2f3\", \"e7e5\", \"g2g4\", \"d8h4\"]}")
        .then()
        .statusCode(422)
        .body("type", equalTo(PROBLEMS + "no-legal-move"))
        .body("detail", equalTo("The position is checkmate"));
  }

  @Test
  void a_body_that_is_not_json_is_a_400_problem() {
    bestMove("{\"depth\": ")
        .then()
        .statusCode(400)
        .contentType("application/problem+json")
        .body("type", isOneOf(PROBLEMS + "malformed-request", PROBLEMS + "invalid-field"));
  }

  @Test
  void bad_input_searches_nothing() {
    bestMove("{\"depth\": 1}").then().statusCode(200);
    double before = EngineCalls.metric(SEARCHES);
    bestMove("{\"fen\": \"not a fen\"}").then().statusCode(400);
    bestMove("{\"level\": 6}").then().statusCode(400);
    bestMove("{\"nodes\": -1}").then().statusCode(400);
    bestMove("{\"moves\": [\"e2e5\"]}").then().statusCode(422);
    assertEquals(before, EngineCalls.metric(SEARCHES));
  }

  @Test
  void searches_show_in_the_metrics_an_operator_scales_on() {
    bestMove("{\"level\": 2}").then().statusCode(200);
    bestMove("{\"depth\": 2}").then().statusCode(200);
    String metrics = given().get("/q/metrics").asString();
    for (String series :
        new String[] {
          "engine_queue_depth ",
          "engine_queue_capacity ",
          "engine_workers ",
          "engine_workers_busy ",
          "engine_nodes_total ",
          "engine_searches_total{source=\"rest\"}",
          "engine_search_seconds_count{level=\"2\"}",
          "engine_search_seconds_count{level=\"limits\"}",
          "engine_queue_wait_seconds_count ",
        }) {
      assertTrue(metrics.contains(series), "missing " + series);
    }
  }

  @Test
  void a_token_without_engine_use_is_forbidden() {
    given()
        .headers(
            SignedIdentity.headers("bob", Set.of("game:play"), "POST", "/api/engine/best-move"))
        .contentType("application/json")
        .body("{}")
        .post("/api/engine/best-move")
        .then()
        .statusCode(403)
        .contentType("application/problem+json");
  }

  @Test
  void the_levels_table_lists_five_levels() {
    EngineCalls.as("alice", "GET", "/api/engine/levels")
        .get("/api/engine/levels")
        .then()
        .statusCode(200)
        .body("level", equalTo(java.util.List.of(1, 2, 3, 4, 5)))
        .body("[4].fullStrength", equalTo(true));
  }
}
