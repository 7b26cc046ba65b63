package dev.chessplatform.game.domain;

import static dev.chessplatform.game.domain.GivenGame.ALICE;
import static dev.chessplatform.game.domain.GivenGame.BOB;
import static dev.chessplatform.game.domain.GivenGame.started;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.chessplatform.chess.Termination;
import dev.chessplatform.events.game.Colour;
import dev.chessplatform.events.game.DrawRules;
import dev.chessplatform.events.game.GameEvent.DrawClaimed;
import dev.chessplatform.events.game.GameEvent.GameAborted;
import dev.chessplatform.events.game.GameEvent.GameEnded;
import dev.chessplatform.events.game.TimeControl;
import dev.chessplatform.game.domain.GameCommand.Abort;
import dev.chessplatform.game.domain.GameCommand.ClaimDraw;
import dev.chessplatform.game.domain.GameCommand.PlayMove;
import dev.chessplatform.game.domain.GameCommand.Resign;
import dev.chessplatform.game.domain.GameError.Kind;
import org.junit.jupiter.api.DisplayNameGeneration;
import org.junit.jupiter.api.DisplayNameGenerator;
import org.junit.jupiter.api.Test;

@DisplayNameGeneration(DisplayNameGenerator.ReplaceUnderscores.class)
class PlayingTest {

  @Test
  void a_move_in_uci_is_recorded_with_its_san_and_the_fen_after() {
    var move = started().when(new PlayMove(ALICE, "g1f3", false)).move();
    assertEquals("g1f3", move.uci());
    assertEquals("Nf3", move.san());
    assertEquals("rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R b KQkq - 1 1", move.fenAfter());
  }

  @Test
  void a_move_in_san_is_read_against_the_position() {
    assertEquals("e2e4", started().when(new PlayMove(ALICE, "e4", false)).move().uci());
  }

  @Test
  void an_illegal_move_is_refused_and_names_the_move() {
    GameError e = started().when(new PlayMove(ALICE, "e2e5", false)).thenRefused(Kind.ILLEGAL_MOVE);
    assertEquals("e2e5", e.details().get("move"));
    started().when(new PlayMove(ALICE, "Qh5", false)).thenRefused(Kind.ILLEGAL_MOVE);
    started().when(new PlayMove(ALICE, "hello", false)).thenRefused(Kind.ILLEGAL_MOVE);
  }

  @Test
  void a_move_out_of_turn_is_refused() {
    started().when(new PlayMove(BOB, "e7e5", false)).thenRefused(Kind.NOT_YOUR_TURN);
  }

  @Test
  void a_move_by_someone_without_a_seat_is_refused() {
    started().when(new PlayMove("carol", "e2e4", false)).thenRefused(Kind.NOT_A_PLAYER);
  }

  @Test
  void checkmate_ends_the_game_with_the_move() {
    var g = started().moves("f3", "e5", "g4");
    var ended = g.when(new PlayMove(BOB, "Qh4#", false)).eventsOf(GameEnded.class);
    assertEquals("0-1", ended.get(0).result());
    assertEquals(Termination.CHECKMATE, ended.get(0).termination());
    assertEquals(Colour.BLACK, ended.get(0).winner());
    g.thenApplied().when(new PlayMove(ALICE, "a3", false)).thenRefused(Kind.GAME_OVER);
  }

  @Test
  void stalemate_ends_the_game_in_a_draw() {
    var g = started(TimeControl.UNTIMED, DrawRules.AUTOMATIC, "7k/8/6Q1/8/8/8/8/K7 w - - 0 1");
    var ended = g.when(new PlayMove(ALICE, "Qf7", false)).eventsOf(GameEnded.class);
    assertEquals("1/2-1/2", ended.get(0).result());
    assertEquals(Termination.STALEMATE, ended.get(0).termination());
  }

  @Test
  void capturing_the_last_mating_material_ends_the_game_as_insufficient_material() {
    var ended =
        started(TimeControl.UNTIMED, DrawRules.AUTOMATIC, "7k/8/8/8/8/8/6q1/K6B w - - 0 1")
            .when(new PlayMove(ALICE, "Bxg2", false))
            .eventsOf(GameEnded.class);
    assertEquals(Termination.INSUFFICIENT_MATERIAL, ended.get(0).termination());
  }

  @Test
  void threefold_repetition_ends_the_game_at_once_under_automatic_rules() {
    var g = started().moves("Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1");
    var ended = g.when(new PlayMove(BOB, "Ng8", false)).eventsOf(GameEnded.class);
    assertEquals(Termination.THREEFOLD_REPETITION, ended.get(0).termination());
  }

  @Test
  void the_fiftieth_move_without_capture_or_pawn_move_ends_the_game_under_automatic_rules() {
    var ended =
        started(TimeControl.UNTIMED, DrawRules.AUTOMATIC, "7k/8/8/8/8/8/R7/K7 w - - 99 80")
            .when(new PlayMove(ALICE, "Rb2", false))
            .eventsOf(GameEnded.class);
    assertEquals(Termination.FIFTY_MOVES, ended.get(0).termination());
  }

  @Test
  void under_claim_rules_fifty_moves_are_claimed_and_seventy_five_end_the_game_anyway() {
    var g =
        started(TimeControl.UNTIMED, DrawRules.CLAIM, "7k/8/8/8/8/8/R7/K7 w - - 99 80")
            .moves("Rb2");
    assertEquals(GameStatus.STARTED, g.state().status());
    assertEquals(
        "FIFTY_MOVES", ((DrawClaimed) g.when(new ClaimDraw(BOB)).accepted().get(0)).reason());
    var ended =
        started(TimeControl.UNTIMED, DrawRules.CLAIM, "7k/8/8/8/8/8/R7/K7 w - - 149 105")
            .when(new PlayMove(ALICE, "Rb2", false))
            .eventsOf(GameEnded.class);
    assertEquals(Termination.SEVENTY_FIVE_MOVES, ended.get(0).termination());
  }

  @Test
  void under_claim_rules_threefold_repetition_is_claimed_by_the_player_to_move() {
    var g =
        started(TimeControl.UNTIMED, DrawRules.CLAIM, null)
            .moves("Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1", "Ng8");
    assertEquals(GameStatus.STARTED, g.state().status());
    g.when(new ClaimDraw(BOB)).thenRefused(Kind.NOT_YOUR_TURN);
    var events = g.when(new ClaimDraw(ALICE)).accepted();
    assertEquals(new DrawClaimed(Colour.WHITE, "THREEFOLD_REPETITION"), events.get(0));
    assertEquals("1/2-1/2", ((GameEnded) events.get(1)).result());
  }

  @Test
  void no_draw_can_be_claimed_without_a_reason() {
    started(TimeControl.UNTIMED, DrawRules.CLAIM, null)
        .when(new ClaimDraw(ALICE))
        .thenRefused(Kind.CLAIM_NOT_ALLOWED);
  }

  @Test
  void resigning_gives_the_game_to_the_opponent_even_out_of_turn() {
    var ended = started().when(new Resign(BOB)).eventsOf(GameEnded.class).get(0);
    assertEquals("1-0", ended.result());
    assertEquals(Termination.RESIGNATION, ended.termination());
  }

  @Test
  void a_game_can_be_aborted_until_both_sides_have_moved() {
    var g = started().moves("e4");
    var events = g.when(new Abort(BOB)).accepted();
    assertEquals(new GameAborted(Colour.BLACK), events.get(0));
    assertEquals(Termination.ABORTED, ((GameEnded) events.get(1)).termination());
    g.moves("e5").when(new Abort(ALICE)).thenRefused(Kind.ABORT_NOT_ALLOWED);
  }

  @Test
  void playing_before_the_start_is_refused() {
    GivenGame.given(
            GivenGame.created(
                dev.chessplatform.events.game.GameMode.ROOM,
                TimeControl.UNTIMED,
                DrawRules.AUTOMATIC,
                null))
        .when(new PlayMove(ALICE, "e4", false))
        .thenRefused(Kind.NOT_STARTED);
  }

  @Test
  void the_legal_moves_carry_san_and_flags_for_every_kind_of_move() {
    var p =
        dev.chessplatform.chess.notation.Fen.read("r3k2r/pP3ppp/8/3pP3/8/8/8/R3K2R w KQkq d6 0 2");
    var options = MoveOptions.of(p);
    assertTrue(options.stream().anyMatch(o -> o.castling() && o.san().equals("O-O")));
    assertTrue(
        options.stream().anyMatch(o -> o.enPassant() && o.capture() && o.uci().equals("e5d6")));
    assertTrue(
        options.stream()
            .anyMatch(
                o -> "QUEEN".equals(o.promotion()) && o.capture() && o.uci().equals("b7a8q")));
    assertTrue(options.stream().anyMatch(o -> o.check() && o.san().endsWith("+")));
    assertEquals(4 + 4, MoveOptions.from(p, "b7").size());
  }
}
