package dev.chessplatform.rating.api;

import static dev.chessplatform.rating.ResultsTopic.result;
import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.greaterThan;
import static org.hamcrest.Matchers.hasSize;
import static org.hamcrest.Matchers.lessThan;
import static org.hamcrest.Matchers.nullValue;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.chessplatform.events.results.GameResultRecord;
import dev.chessplatform.rating.ResultsTopic;
import dev.chessplatform.rating.domain.ComputerOpponents;
import dev.chessplatform.rating.domain.GameResult;
import dev.chessplatform.rating.domain.PlayerId;
import dev.chessplatform.rating.domain.PlayerRating;
import dev.chessplatform.rating.domain.RatedGame;
import dev.chessplatform.rating.domain.RatingBook;
import dev.chessplatform.rating.domain.Title;
import dev.chessplatform.rating.persistence.PositionRepository;
import dev.chessplatform.testsupport.PlatformInfrastructure;
import dev.chessplatform.testsupport.SignedAsAnonymous;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.DisplayNameGeneration;
import org.junit.jupiter.api.DisplayNameGenerator;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

@QuarkusTest
@QuarkusTestResource(PlatformInfrastructure.class)
@DisplayNameGeneration(DisplayNameGenerator.ReplaceUnderscores.class)
@ExtendWith(SignedAsAnonymous.class)
class RatingsResourceTest {

  private static final String PROBLEMS = "https://chess-platform.dev/problems/";

  @Inject PositionRepository positions;

  private static String unique(String name) {
    return name + "-" + UUID.randomUUID();
  }

  @Test
  void a_first_win_against_a_computer_level_moves_a_newcomer_and_shows_in_the_history() {
    String alice = unique("alice");
    ResultsTopic.send(
        result(
            unique("g"), alice, GameResultRecord.computer(3), GameResultRecord.WHITE_WINS, true));
    ResultsTopic.awaitCaughtUp(positions);

    // Elo vs 1450: We = 1/(1+10^(-50/400)) = 0.5719, Rd = 32·0.4281 = 13.70; provisional ×21/10
    given()
        .get("/api/ratings/players/{id}", alice)
        .then()
        .statusCode(200)
        .body("playerId", equalTo(alice))
        .body("rating", equalTo(1529))
        .body("provisional", equalTo(true))
        .body("countedGames", equalTo(1))
        .body("title", nullValue())
        .body("record.wins", equalTo(1))
        .body("ladder.points", equalTo(0))
        .body("ladder.grade.code", equalTo("NONE"));
    given()
        .get("/api/ratings/players/{id}/history", alice)
        .then()
        .statusCode(200)
        .body("total", equalTo(1))
        .body("entries[0].opponent", equalTo("computer:3"))
        .body("entries[0].result", equalTo("WIN"))
        .body("entries[0].before", equalTo(1500))
        .body("entries[0].after", equalTo(1529))
        .body("entries[0].change", equalTo(29))
        .body("entries[0].counted", equalTo(true));
  }

  @Test
  void ten_counted_games_give_a_title_and_a_place_on_the_leaderboard() {
    String bob = unique("bob");
    List<GameResultRecord> games = new ArrayList<>();
    for (int i = 0; i < 10; i++) {
      games.add(
          result(
              unique("g"), GameResultRecord.computer(1), bob, GameResultRecord.BLACK_WINS, true));
    }
    ResultsTopic.send(games.toArray(GameResultRecord[]::new));
    ResultsTopic.awaitCaughtUp(positions);

    PlayerRating expected =
        RatingBook.empty(ComputerOpponents.defaults())
            .replay(
                games.stream()
                    .map(
                        g ->
                            RatedGame.rated(
                                g.gameId(),
                                PlayerId.computer(1),
                                PlayerId.human(bob),
                                GameResult.BLACK_WINS))
                    .toList())
            .standingOf(PlayerId.human(bob));
    Title title = expected.title().orElseThrow();
    given()
        .get("/api/ratings/players/{id}", bob)
        .then()
        .statusCode(200)
        .body("rating", equalTo(expected.rating()))
        .body("provisional", equalTo(false))
        .body("countedGames", equalTo(10))
        .body("title.code", equalTo(title.code()))
        .body("title.zh", equalTo(title.chineseName()))
        .body("title.en", equalTo(title.englishName()));
    List<String> board =
        given()
            .get("/api/ratings/leaderboard?size=100")
            .then()
            .statusCode(200)
            .extract()
            .path("entries.playerId");
    assertTrue(board.contains(bob), "bob on the board");
    given()
        .get("/api/ratings/players/{id}/history?page=1&size=3", bob)
        .then()
        .statusCode(200)
        .body("page", equalTo(1))
        .body("total", equalTo(10))
        .body("entries", hasSize(3));
  }

  @Test
  void the_preview_answers_win_draw_and_loss_against_an_opponent() {
    String carol = unique("carol");
    ResultsTopic.send(
        result(unique("g"), carol, GameResultRecord.computer(2), GameResultRecord.DRAW, true));
    ResultsTopic.awaitCaughtUp(positions);

    given()
        .get("/api/ratings/players/{id}/preview?opponent=computer:5", carol)
        .then()
        .statusCode(200)
        .body("opponent", equalTo("computer:5"))
        .body("pairing", equalTo("RATED_VS_PROVISIONAL"))
        .body("win.counted", equalTo(true))
        .body("draw.ratingChange", greaterThan(0))
        .body("loss.ratingChange", lessThan(0));
  }

  @Test
  void titles_and_computer_opponents_are_listed() {
    given()
        .get("/api/ratings/titles")
        .then()
        .statusCode(200)
        .body("", hasSize(16))
        .body("[0].code", equalTo("GM"))
        .body("[0].zh", equalTo("特级大师"))
        .body("[15].minRating", nullValue());
    given()
        .get("/api/ratings/computer-opponents")
        .then()
        .statusCode(200)
        .body("", hasSize(5))
        .body("[2].playerId", equalTo("computer:3"))
        .body("[2].rating", equalTo(1450));
  }

  @Test
  void an_account_with_no_rated_game_stands_as_a_newcomer() {
    String nobody = unique("nobody");
    given()
        .get("/api/ratings/players/{id}", nobody)
        .then()
        .statusCode(200)
        .body("playerId", equalTo(nobody))
        .body("computer", equalTo(false))
        .body("rating", equalTo(1500))
        .body("provisional", equalTo(true))
        .body("countedGames", equalTo(0))
        .body("title", nullValue())
        .body("record.games", equalTo(0))
        .body("ladder.points", equalTo(0))
        .body("ladder.grade.code", equalTo("NONE"));
    given()
        .get("/api/ratings/players/{id}/history", nobody)
        .then()
        .statusCode(200)
        .body("total", equalTo(0))
        .body("entries", hasSize(0));
    given()
        .get("/api/ratings/players/{id}/preview?opponent=computer:3", nobody)
        .then()
        .statusCode(200)
        .body("rating", equalTo(1500))
        .body("pairing", equalTo("RATED_VS_PROVISIONAL"))
        .body("win.ratingAfter", equalTo(1529));
  }

  @Test
  void an_id_that_cannot_be_a_player_is_a_problem_json_404_naming_it() {
    for (String path :
        List.of(
            "/api/ratings/players/computer:9",
            "/api/ratings/players/computer:9/history",
            "/api/ratings/players/computer:9/preview?opponent=computer:1")) {
      given()
          .get(path)
          .then()
          .statusCode(404)
          .contentType("application/problem+json")
          .body("type", equalTo(PROBLEMS + "unknown-player"))
          .body("playerId", equalTo("computer:9"))
          .body("field", equalTo("playerId"))
          .body("detail", containsString("computer:1 to computer:5"));
    }
    given()
        .get("/api/ratings/players/computer:1/preview?opponent=computer:0")
        .then()
        .statusCode(404)
        .body("field", equalTo("opponent"));
  }

  @Test
  void bad_paging_is_a_problem_json_400_naming_the_field() {
    given()
        .get("/api/ratings/leaderboard?size=0")
        .then()
        .statusCode(400)
        .contentType("application/problem+json")
        .body("type", equalTo(PROBLEMS + "invalid-paging"))
        .body("field", equalTo("size"));
    given()
        .get("/api/ratings/leaderboard?page=x")
        .then()
        .statusCode(400)
        .body("field", equalTo("page"));
  }

  @Test
  void a_preview_without_an_opponent_is_a_problem_json_400() {
    given()
        .get("/api/ratings/players/computer:1/preview")
        .then()
        .statusCode(400)
        .contentType("application/problem+json")
        .body("type", equalTo(PROBLEMS + "invalid-opponent"))
        .body("field", equalTo("opponent"));
  }
}
