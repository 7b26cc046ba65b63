package dev.chessplatform.game.domain;

import static dev.chessplatform.game.domain.GivenGame.ALICE;
import static dev.chessplatform.game.domain.GivenGame.BOB;
import static dev.chessplatform.game.domain.GivenGame.started;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.chessplatform.chess.Termination;
import dev.chessplatform.events.game.Colour;
import dev.chessplatform.events.game.DrawRules;
import dev.chessplatform.events.game.GameEvent.ClocksResumed;
import dev.chessplatform.events.game.GameEvent.GameEnded;
import dev.chessplatform.events.game.TimeControl;
import dev.chessplatform.game.domain.GameCommand.CheckFlag;
import dev.chessplatform.game.domain.GameCommand.PlayMove;
import dev.chessplatform.game.domain.GameCommand.ResumeClocks;
import dev.chessplatform.game.domain.GameError.Kind;
import java.time.Duration;
import org.junit.jupiter.api.DisplayNameGeneration;
import org.junit.jupiter.api.DisplayNameGenerator;
import org.junit.jupiter.api.Test;

@DisplayNameGeneration(DisplayNameGenerator.ReplaceUnderscores.class)
class ClockTest {

  private static final TimeControl ONE_MINUTE_PLUS_TWO = new TimeControl("custom", 60_000, 2_000);

  private static GivenGame timed() {
    return started(ONE_MINUTE_PLUS_TWO, DrawRules.AUTOMATIC, null);
  }

  @Test
  void the_time_used_is_measured_from_the_previous_event_and_the_increment_is_added() {
    var move = timed().after(Duration.ofSeconds(5)).when(new PlayMove(ALICE, "e4", false)).move();
    assertEquals(5_000, move.spentMs());
    assertEquals(60_000 - 5_000 + 2_000, move.whiteClockMs());
    assertEquals(60_000, move.blackClockMs());
  }

  @Test
  void the_opponents_clock_runs_from_the_move() {
    var g = timed().after(Duration.ofSeconds(5)).moves("e4");
    var reply = g.after(Duration.ofSeconds(7)).when(new PlayMove(BOB, "e5", false)).move();
    assertEquals(60_000 - 7_000 + 2_000, reply.blackClockMs());
    assertEquals(57_000, reply.whiteClockMs());
  }

  @Test
  void nothing_happens_while_time_is_left() {
    timed().after(Duration.ofSeconds(59)).when(new CheckFlag()).then();
  }

  @Test
  void the_timer_ends_the_game_when_a_flag_falls_though_nobody_moved() {
    var ended =
        timed().after(Duration.ofSeconds(60)).when(new CheckFlag()).eventsOf(GameEnded.class);
    assertEquals(
        new GameEnded("0-1", Termination.TIMEOUT, Colour.BLACK, ended.get(0).fen(), 0, 60_000),
        ended.get(0));
  }

  @Test
  void a_flag_fall_against_a_side_that_cannot_mate_is_a_draw() {
    var ended =
        started(ONE_MINUTE_PLUS_TWO, DrawRules.AUTOMATIC, "7k/8/8/8/8/8/P7/K6N w - - 0 1")
            .after(Duration.ofMinutes(2))
            .when(new CheckFlag())
            .eventsOf(GameEnded.class)
            .get(0);
    assertEquals("1/2-1/2", ended.result());
    assertEquals(Termination.TIMEOUT_VS_INSUFFICIENT_MATERIAL, ended.termination());
  }

  @Test
  void a_move_after_the_flag_fell_is_refused() {
    timed()
        .after(Duration.ofSeconds(61))
        .when(new PlayMove(ALICE, "e4", false))
        .thenRefused(Kind.GAME_OVER);
  }

  @Test
  void an_untimed_game_never_flags() {
    started().after(Duration.ofDays(3)).when(new CheckFlag()).then();
  }

  @Test
  void after_an_outage_the_clocks_resume_and_the_gap_is_charged_to_nobody() {
    var g = timed().after(Duration.ofSeconds(5)).moves("e4").after(Duration.ofSeconds(300));
    g.when(new ResumeClocks()).then(new ClocksResumed(57_000, 60_000, 300_000)).thenApplied();
    var reply = g.after(Duration.ofSeconds(3)).when(new PlayMove(BOB, "e5", false)).move();
    assertEquals(60_000 - 3_000 + 2_000, reply.blackClockMs());
  }
}
