package dev.chessplatform.rating.domain;

import static dev.chessplatform.rating.domain.GameResult.BLACK_WINS;
import static dev.chessplatform.rating.domain.GameResult.DRAW;
import static dev.chessplatform.rating.domain.GameResult.WHITE_WINS;
import static dev.chessplatform.rating.domain.Standings.play;
import static dev.chessplatform.rating.domain.Standings.rated;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;
import org.junit.jupiter.api.DisplayNameGeneration;
import org.junit.jupiter.api.DisplayNameGenerator;
import org.junit.jupiter.api.Test;

@DisplayNameGeneration(DisplayNameGenerator.ReplaceUnderscores.class)
class EloTest {

  @Test
  void equal_ratings_expect_half_a_point_exactly() {
    assertEquals(0.5, Elo.expectedScore(1500, 1500));
  }

  @Test
  void a_player_200_points_stronger_expects_about_three_quarters() {
    assertEquals(0.7597469, Elo.expectedScore(1600, 1400), 1e-7);
    assertEquals(1.0, Elo.expectedScore(1600, 1400) + Elo.expectedScore(1400, 1600), 1e-15);
  }

  @Test
  void rated_1500_beating_rated_1500_gains_16_and_the_loser_drops_16() {
    // given two rated 1500 players; when white wins
    RatingChange change = play(rated("a", 1500), rated("b", 1500), WHITE_WINS);
    // then Rd = 32·(1 − ½) = 16
    assertEquals(Pairing.RATED_PAIR, change.pairing());
    assertEquals(16, change.white().delta());
    assertEquals(1516, change.white().after().rating());
    assertEquals(-16, change.black().delta());
    assertEquals(1484, change.black().after().rating());
  }

  @Test
  void a_draw_between_equal_rated_players_changes_nothing_but_counts() {
    RatingChange change = play(rated("a", 1500), rated("b", 1500), DRAW);
    assertEquals(0, change.white().delta());
    assertEquals(0, change.black().delta());
    assertEquals(21, change.white().after().countedGames());
  }

  @Test
  void the_favourite_wins_8_and_the_underdog_wins_24() {
    // 32·(1 − 0.7597) = 7.69 → 8; 32·(1 − 0.2403) = 24.31 → 24
    assertEquals(8, play(rated("a", 1600), rated("b", 1400), WHITE_WINS).white().delta());
    assertEquals(24, play(rated("a", 1600), rated("b", 1400), BLACK_WINS).black().delta());
    // a draw moves 8.31 → 8 points from the favourite to the underdog
    RatingChange draw = play(rated("a", 1600), rated("b", 1400), DRAW);
    assertEquals(-8, draw.white().delta());
    assertEquals(8, draw.black().delta());
  }

  @Test
  void rounding_is_to_the_nearest_whole_number_with_halves_away_from_zero() {
    assertEquals(1, Elo.round(0.5));
    assertEquals(-1, Elo.round(-0.5));
    assertEquals(3, Elo.round(2.5));
    assertEquals(-3, Elo.round(-2.5));
    assertEquals(2, Elo.round(2.4999999));
    assertEquals(0, Elo.round(0.49999999999999994)); // the classic (x + 0.5) floor trap
    assertEquals(0, Elo.round(-0.0));
  }

  @Test
  void changes_between_two_rated_players_are_zero_sum_and_colour_blind() {
    Random random = new Random(20261129);
    for (int i = 0; i < 20_000; i++) {
      int a = 700 + random.nextInt(2300);
      int b = 700 + random.nextInt(2300);
      GameResult result = GameResult.values()[random.nextInt(3)];
      RatingChange change = play(rated("a", a), rated("b", b), result);
      assertEquals(0, change.white().delta() + change.black().delta(), a + " v " + b);

      GameResult mirrored = GameResult.forWhite(result.blackScore());
      RatingChange swapped = play(rated("b", b), rated("a", a), mirrored);
      assertEquals(change.white().delta(), swapped.black().delta(), a + " v " + b);
    }
  }

  @Test
  void no_rated_game_moves_a_rating_by_more_than_k() {
    Random random = new Random(7);
    for (int i = 0; i < 5_000; i++) {
      int a = random.nextInt(3000);
      int b = random.nextInt(3000);
      int delta = play(rated("a", a), rated("b", b), WHITE_WINS).white().delta();
      assertTrue(delta >= 0 && delta <= Elo.K, a + " v " + b + ": " + delta);
    }
  }
}
