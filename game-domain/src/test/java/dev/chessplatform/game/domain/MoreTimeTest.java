package dev.chessplatform.game.domain;

import static dev.chessplatform.game.domain.GivenGame.ALICE;
import static dev.chessplatform.game.domain.GivenGame.BOB;
import static dev.chessplatform.game.domain.GivenGame.given;
import static dev.chessplatform.game.domain.GivenGame.started;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.chessplatform.events.game.Colour;
import dev.chessplatform.events.game.ColourChoice;
import dev.chessplatform.events.game.DrawRules;
import dev.chessplatform.events.game.GameEvent.GameCreated;
import dev.chessplatform.events.game.GameEvent.GameStarted;
import dev.chessplatform.events.game.GameEvent.PlayerSeated;
import dev.chessplatform.events.game.GameEvent.TimeGiven;
import dev.chessplatform.events.game.GameMode;
import dev.chessplatform.events.game.TimeControl;
import dev.chessplatform.game.domain.GameCommand.GiveMoreTime;
import dev.chessplatform.game.domain.GameCommand.PlayMove;
import dev.chessplatform.game.domain.GameCommand.Resign;
import dev.chessplatform.game.domain.GameError.Kind;
import java.time.Duration;
import org.junit.jupiter.api.DisplayNameGeneration;
import org.junit.jupiter.api.DisplayNameGenerator;
import org.junit.jupiter.api.Test;

/** Giving the opponent 15 seconds (lichess's "give more time"): to whom, when, and when not. */
@DisplayNameGeneration(DisplayNameGenerator.ReplaceUnderscores.class)
class MoreTimeTest {

  private static final TimeControl ONE_MINUTE_PLUS_TWO = new TimeControl("custom", 60_000, 2_000);

  private static GivenGame timed() {
    return started(ONE_MINUTE_PLUS_TWO, DrawRules.AUTOMATIC, null);
  }

  @Test
  void the_player_to_move_gives_the_opponent_15_seconds_and_his_own_clock_runs_on() {
    var g = timed().after(Duration.ofSeconds(4));
    g.when(new GiveMoreTime(ALICE)).then(new TimeGiven(Colour.WHITE, 15_000, 56_000, 75_000));
    g.thenApplied().after(Duration.ofSeconds(1));
    var move = g.when(new PlayMove(ALICE, "e4", false)).move();
    assertEquals(5_000, move.spentMs(), "the move's time is counted from the start, gift or not");
    assertEquals(60_000 - 5_000 + 2_000, move.whiteClockMs());
    assertEquals(75_000, move.blackClockMs());
  }

  @Test
  void a_gift_to_the_side_to_move_goes_onto_its_running_clock() {
    var g = timed().after(Duration.ofSeconds(5)).moves("e4").after(Duration.ofSeconds(7));
    g.when(new GiveMoreTime(ALICE)).then(new TimeGiven(Colour.WHITE, 15_000, 57_000, 68_000));
    g.thenApplied().after(Duration.ofSeconds(3));
    var reply = g.when(new PlayMove(BOB, "e5", false)).move();
    assertEquals(10_000, reply.spentMs());
    assertEquals(60_000 + 15_000 - 10_000 + 2_000, reply.blackClockMs());
    assertEquals(57_000, reply.whiteClockMs());
  }

  @Test
  void either_player_gives_on_either_turn_and_gifts_add_up() {
    var g = timed().after(Duration.ofSeconds(2));
    g.when(new GiveMoreTime(BOB)).then(new TimeGiven(Colour.BLACK, 15_000, 73_000, 60_000));
    g.thenApplied().when(new GiveMoreTime(BOB)).thenApplied();
    assertEquals(new Clocks(90_000, 60_000, GivenGame.T0), g.state().clocks());
  }

  @Test
  void a_gift_saves_a_flag_that_has_not_fallen_yet_but_not_one_that_has() {
    timed().after(Duration.ofSeconds(59)).when(new GiveMoreTime(BOB)).thenApplied();
    timed().after(Duration.ofSeconds(60)).when(new GiveMoreTime(BOB)).thenRefused(Kind.GAME_OVER);
  }

  @Test
  void an_untimed_game_has_no_time_to_give() {
    var error = started().when(new GiveMoreTime(ALICE)).thenRefused(Kind.MORE_TIME_NOT_ALLOWED);
    assertEquals("UNTIMED", error.details().get("reason"));
  }

  @Test
  void the_computer_plays_on_no_clock_and_gets_no_time() {
    String computer = "computer:3";
    var g =
        given(
            new GameCreated(
                ALICE,
                GameMode.COMPUTER,
                ONE_MINUTE_PLUS_TWO,
                false,
                ColourChoice.WHITE,
                null,
                null,
                false,
                null),
            new PlayerSeated(ALICE, Colour.WHITE),
            new PlayerSeated(computer, Colour.BLACK),
            new GameStarted(ALICE, computer, 60_000, 60_000));
    var error = g.when(new GiveMoreTime(ALICE)).thenRefused(Kind.MORE_TIME_NOT_ALLOWED);
    assertEquals("COMPUTER_GAME", error.details().get("reason"));
  }

  @Test
  void no_gift_once_the_opponents_clock_shows_two_hours() {
    var twoHours = new TimeControl("custom", 2 * 60 * 60_000 - 15_000, 0);
    var g = started(twoHours, DrawRules.AUTOMATIC, null);
    g.when(new GiveMoreTime(ALICE)).thenApplied();
    var error = g.when(new GiveMoreTime(ALICE)).thenRefused(Kind.MORE_TIME_NOT_ALLOWED);
    assertEquals("OPPONENT_CLOCK_FULL", error.details().get("reason"));
  }

  @Test
  void nobody_gives_time_before_the_start_after_the_end_or_without_a_seat() {
    given(GivenGame.created(GameMode.SEEK, ONE_MINUTE_PLUS_TWO, DrawRules.AUTOMATIC, null))
        .when(new GiveMoreTime(ALICE))
        .thenRefused(Kind.NOT_STARTED);
    timed()
        .when(new Resign(BOB))
        .thenApplied()
        .when(new GiveMoreTime(ALICE))
        .thenRefused(Kind.GAME_OVER);
    timed().when(new GiveMoreTime("carol")).thenRefused(Kind.NOT_A_PLAYER);
  }
}
