package dev.chessplatform.rating.domain;

import static dev.chessplatform.rating.domain.GameResult.BLACK_WINS;
import static dev.chessplatform.rating.domain.GameResult.DRAW;
import static dev.chessplatform.rating.domain.GameResult.WHITE_WINS;
import static dev.chessplatform.rating.domain.Standings.RULES;
import static dev.chessplatform.rating.domain.Standings.computer;
import static dev.chessplatform.rating.domain.Standings.play;
import static dev.chessplatform.rating.domain.Standings.rated;
import static dev.chessplatform.rating.domain.Standings.withPoints;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayNameGeneration;
import org.junit.jupiter.api.DisplayNameGenerator;
import org.junit.jupiter.api.Test;

@DisplayNameGeneration(DisplayNameGenerator.ReplaceUnderscores.class)
class RatingRulesTest {

  @Test
  void a_casual_game_changes_nothing_at_all() {
    PlayerRating a = withPoints("a", 100);
    PlayerRating b = withPoints("b", 150);
    RatedGame casual = new RatedGame("g1", a.player(), b.player(), WHITE_WINS, false);
    RatingChange change = RULES.apply(casual, a, b);
    assertEquals(Pairing.NOT_RATED, change.pairing());
    assertEquals(a, change.white().after());
    assertEquals(b, change.black().after());
    assertFalse(change.ladderApplied());
    assertTrue(change.historyEntries().isEmpty());
  }

  @Test
  void a_rated_game_moves_elo_ladder_and_record_together() {
    // given rated 1500 players with 100 and 150 points; when the lower (100) wins
    RatingChange change = play(withPoints("a", 100), withPoints("b", 150), WHITE_WINS);
    // then Elo ±16, ladder 10 + 50/10 = 15 each way, and a win and a loss on the records
    PlayerChange a = change.white();
    assertEquals(16, a.delta());
    assertEquals(15, a.ladderDelta());
    assertEquals(-15, change.black().ladderDelta());
    assertEquals(LadderGrade.forPoints(115), a.after().ladderGrade());
    assertEquals(new WinDrawLoss(1, 0, 0), a.after().record());
    assertEquals(new WinDrawLoss(0, 0, 1), change.black().after().record());
    assertTrue(change.ladderApplied());
  }

  @Test
  void the_ladder_moves_for_a_provisional_pair_even_though_elo_does_not() {
    PlayerRating a = PlayerRating.newcomer(PlayerId.human("a"));
    PlayerRating b = PlayerRating.newcomer(PlayerId.human("b"));
    RatingChange change = play(a, b, BLACK_WINS);
    assertEquals(0, change.black().delta());
    assertEquals(10, change.black().after().ladderPoints());
    assertEquals(0, change.white().after().ladderPoints());
  }

  @Test
  void games_against_the_computer_leave_the_ladder_alone() {
    RatingChange change = play(withPoints("a", 300), computer(1), WHITE_WINS);
    assertFalse(change.ladderApplied());
    assertEquals(300, change.white().after().ladderPoints());
    assertEquals(new WinDrawLoss(1, 0, 0), change.white().after().record());
  }

  @Test
  void history_has_one_entry_per_human_with_before_after_and_change() {
    RatingChange change = play(rated("a", 1500), computer(4), DRAW);
    // 1500 vs 1600 drawn: 32·(½ − 0.3599) = 4.48 → +4
    List<RatingHistoryEntry> entries = change.historyEntries();
    assertEquals(
        List.of(new RatingHistoryEntry("g1", PlayerId.human("a"), 1500, 1504, 4, true)), entries);
  }

  @Test
  void a_provisional_pair_leaves_uncounted_history_entries() {
    RatingChange change =
        play(
            PlayerRating.newcomer(PlayerId.human("a")),
            PlayerRating.newcomer(PlayerId.human("b")),
            DRAW);
    assertEquals(2, change.historyEntries().size());
    assertFalse(change.historyEntries().get(0).counted());
    assertEquals(0, change.historyEntries().get(1).change());
  }

  @Test
  void preview_shows_win_draw_and_loss_for_elo_and_ladder() {
    // given me: rated 1500 with 100 points; opponent: rated 1500 with 150 points
    RatingPreview preview = RULES.preview(withPoints("me", 100), withPoints("x", 150));
    assertEquals(Pairing.RATED_PAIR, preview.pairing());
    assertEquals(16, preview.ifWin().delta());
    assertEquals(0, preview.ifDraw().delta());
    assertEquals(-16, preview.ifLoss().delta());
    assertEquals(15, preview.ifWin().ladderDelta()); // lower wins, d = 50: 10 + 5
    assertEquals(7, preview.ifDraw().ladderDelta()); // draw, d = 50: 7.5 → 7
    assertEquals(-6, preview.ifLoss().ladderDelta()); // higher wins, d = 50: 10 − 4
    assertEquals(preview.ifWin(), preview.ifScore(Score.WIN));
  }

  @Test
  void preview_against_a_computer_level_uses_its_published_rating() {
    RatingPreview preview = RULES.preview(rated("me", 1500), computer(5));
    assertEquals(30, preview.ifWin().delta()); // 32·(1 − 0.0532) = 30.3
    assertEquals(-2, preview.ifLoss().delta());
  }

  @Test
  void a_standing_for_the_wrong_seat_or_a_moved_computer_is_refused() {
    PlayerRating a = rated("a", 1500);
    PlayerRating b = rated("b", 1500);
    RatedGame game = RatedGame.rated("g1", a.player(), b.player(), DRAW);
    assertThrows(IllegalArgumentException.class, () -> RULES.apply(game, b, a));
    PlayerRating moved = new PlayerRating(PlayerId.computer(1), 1700, 0, WinDrawLoss.NONE, 0);
    RatedGame vsComputer = RatedGame.rated("g2", a.player(), PlayerId.computer(1), DRAW);
    assertThrows(IllegalArgumentException.class, () -> RULES.apply(vsComputer, a, moved));
  }

  @Test
  void a_player_cannot_play_themself() {
    PlayerId a = PlayerId.human("a");
    assertThrows(IllegalArgumentException.class, () -> RatedGame.rated("g", a, a, DRAW));
  }

  @Test
  void every_kind_of_player_has_an_initial_standing() {
    Map<Class<?>, PlayerId> samples =
        Map.of(
            PlayerId.Human.class,
            PlayerId.human("a"),
            PlayerId.Computer.class,
            PlayerId.computer(1));
    for (Class<?> kind : PlayerId.class.getPermittedSubclasses()) {
      PlayerId sample = samples.get(kind);
      assertTrue(sample != null, "no sample for " + kind);
      assertEquals(sample, RULES.initial(sample).player());
    }
  }

  @Test
  void the_default_computer_ratings_are_the_tentative_table() {
    ComputerOpponents computers = ComputerOpponents.defaults();
    assertEquals(Map.of(1, 1000, 2, 1250, 3, 1450, 4, 1600, 5, 2000), computers.ratingsByLevel());
    assertThrows(IllegalArgumentException.class, () -> new ComputerOpponents(Map.of(1, 1000)));
    assertThrows(IllegalArgumentException.class, () -> PlayerId.computer(6));
  }
}
