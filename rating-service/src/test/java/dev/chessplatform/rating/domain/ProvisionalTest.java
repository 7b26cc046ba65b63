package dev.chessplatform.rating.domain;

import static dev.chessplatform.rating.domain.GameResult.BLACK_WINS;
import static dev.chessplatform.rating.domain.GameResult.DRAW;
import static dev.chessplatform.rating.domain.GameResult.WHITE_WINS;
import static dev.chessplatform.rating.domain.Standings.computer;
import static dev.chessplatform.rating.domain.Standings.play;
import static dev.chessplatform.rating.domain.Standings.provisional;
import static dev.chessplatform.rating.domain.Standings.rated;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;
import org.junit.jupiter.api.DisplayNameGeneration;
import org.junit.jupiter.api.DisplayNameGenerator;
import org.junit.jupiter.api.Test;

@DisplayNameGeneration(DisplayNameGenerator.ReplaceUnderscores.class)
class ProvisionalTest {

  @Test
  void two_fresh_1500_players_are_a_provisional_pair_and_their_ratings_do_not_change() {
    // given two newcomers
    PlayerRating a = PlayerRating.newcomer(PlayerId.human("a"));
    PlayerRating b = PlayerRating.newcomer(PlayerId.human("b"));
    // when white wins
    RatingChange change = play(a, b, WHITE_WINS);
    // then no rating change and no game counted, but the result is on their records
    assertEquals(Pairing.PROVISIONAL_PAIR, change.pairing());
    assertEquals(1500, change.white().after().rating());
    assertEquals(1500, change.black().after().rating());
    assertEquals(0, change.white().after().countedGames());
    assertFalse(change.white().counted());
    assertEquals(new WinDrawLoss(1, 0, 0), change.white().after().record());
    assertEquals(new WinDrawLoss(0, 0, 1), change.black().after().record());
  }

  @Test
  void against_a_provisional_player_with_5_games_the_rated_player_moves_a_third_as_much() {
    // given rated 1500 and provisional 1500 with n = 5 counted games; Rd = ±16
    RatingChange change = play(rated("r", 1500), provisional("p", 1500, 5), BLACK_WINS);
    // then provisional: 16·(21 − 5)/10 = 25.6 → +26; rated: −16·(5/10)·(2/3) = −5.33 → −5
    assertEquals(Pairing.RATED_VS_PROVISIONAL, change.pairing());
    assertEquals(26, change.black().delta());
    assertEquals(-5, change.white().delta());
    assertEquals(6, change.black().after().countedGames());
    assertEquals(21, change.white().after().countedGames());
  }

  @Test
  void n_is_the_count_before_this_game_so_a_brand_new_opponent_cannot_move_a_rated_player() {
    // n = 0: provisional 16·21/10 = 33.6 → +34; rated −16·0 = 0
    RatingChange change = play(provisional("p", 1500, 0), rated("r", 1500), WHITE_WINS);
    assertEquals(34, change.white().delta());
    assertEquals(0, change.black().delta());
    assertTrue(change.black().counted());
  }

  @Test
  void the_tenth_counted_game_uses_n_9_and_makes_the_player_rated_with_a_title() {
    // n = 9: provisional 16·12/10 = 19.2 → +19; rated −16·(9/10)·(2/3) = −9.6 → −10
    RatingChange change = play(provisional("p", 1500, 9), rated("r", 1500), WHITE_WINS);
    assertEquals(19, change.white().delta());
    assertEquals(-10, change.black().delta());
    assertEquals(10, change.white().after().countedGames());
    assertTrue(change.white().becameRated());
    assertEquals(Optional.empty(), change.white().titleBefore());
    assertEquals(Optional.of(Title.P2), change.white().titleAfter());
  }

  @Test
  void a_provisional_draw_against_a_stronger_rated_player_is_scaled_too() {
    // Rd for 1400 vs 1600 drawing: 32·(½ − 0.2403) = 8.31; n = 2: ·19/10 = 15.8 → +16;
    // the rated player: −8.31·(2/10)·(2/3) = −1.11 → −1
    RatingChange change = play(provisional("p", 1400, 2), rated("r", 1600), DRAW);
    assertEquals(16, change.white().delta());
    assertEquals(-1, change.black().delta());
  }

  @Test
  void a_computer_level_is_rated_and_never_moves_while_the_human_game_counts() {
    // given a newcomer against level 3 (1450): Rd = 32·(1 − 0.5714) = 13.71, ·21/10 = 28.8 → +29
    PlayerRating human = PlayerRating.newcomer(PlayerId.human("h"));
    RatingChange change = play(human, computer(3), WHITE_WINS);
    assertEquals(Pairing.RATED_VS_PROVISIONAL, change.pairing());
    assertEquals(29, change.white().delta());
    assertEquals(1, change.white().after().countedGames());
    assertEquals(computer(3), change.black().after());
    assertFalse(change.black().before().provisional());
  }

  @Test
  void a_rated_human_against_a_computer_gets_the_plain_elo_change() {
    // level 5 (2000) beats a rated 1500: 32·(0 − 0.0532) = −1.70 → −2
    RatingChange change = play(rated("h", 1500), computer(5), BLACK_WINS);
    assertEquals(Pairing.RATED_PAIR, change.pairing());
    assertEquals(-2, change.white().delta());
    assertEquals(0, change.black().delta());
  }

  @Test
  void ten_games_against_the_computer_lift_a_newcomer_out_of_provisional() {
    RatingBook book = RatingBook.empty(ComputerOpponents.defaults());
    PlayerId human = PlayerId.human("h");
    for (int i = 1; i <= 10; i++) {
      RatedGame game = RatedGame.rated("g" + i, human, PlayerId.computer(2), DRAW);
      book = book.apply(game).book();
      assertEquals(i < 10, book.standingOf(human).provisional(), "after game " + i);
    }
    assertEquals(10, book.standingOf(human).countedGames());
    assertTrue(book.standingOf(human).title().isPresent());
    assertEquals(computer(2), book.standingOf(PlayerId.computer(2)));
  }

  @Test
  void two_computers_playing_each_other_change_nothing() {
    RatingChange change = play(computer(1), computer(5), WHITE_WINS);
    assertEquals(Pairing.COMPUTER_PAIR, change.pairing());
    assertEquals(change.white().before(), change.white().after());
    assertTrue(change.historyEntries().isEmpty());
  }
}
