package dev.chessplatform.game.domain;

import static dev.chessplatform.game.domain.GivenGame.ALICE;
import static dev.chessplatform.game.domain.GivenGame.BOB;
import static dev.chessplatform.game.domain.GivenGame.started;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import dev.chessplatform.chess.Termination;
import dev.chessplatform.events.game.Colour;
import dev.chessplatform.events.game.DrawRules;
import dev.chessplatform.events.game.GameMode;
import dev.chessplatform.events.game.TimeControl;
import dev.chessplatform.game.domain.GameCommand.ClaimDraw;
import dev.chessplatform.game.domain.GameCommand.CreateGame;
import dev.chessplatform.game.domain.GameCommand.ImportPgn;
import dev.chessplatform.game.domain.GameCommand.PlayMove;
import dev.chessplatform.game.domain.GameCommand.Resign;
import dev.chessplatform.game.domain.GameError.Kind;
import java.util.regex.Pattern;
import org.junit.jupiter.api.DisplayNameGeneration;
import org.junit.jupiter.api.DisplayNameGenerator;
import org.junit.jupiter.api.Test;

/** The detail of a refusal names the rule in words a player can act on, never an internal code. */
@DisplayNameGeneration(DisplayNameGenerator.ReplaceUnderscores.class)
class RefusalWordingTest {

  private static final Pattern CODE = Pattern.compile("[A-Z]+_[A-Z_]+");

  private static GameError move(String fen, String player, String move) {
    GameError e =
        started(TimeControl.UNTIMED, DrawRules.AUTOMATIC, fen)
            .when(new PlayMove(player, move, false))
            .thenRefused(Kind.ILLEGAL_MOVE);
    assertEquals(move, e.details().get("move"));
    assertFalse(CODE.matcher(e.detail()).find(), e.detail());
    return e;
  }

  @Test
  void a_pawn_pushed_three_squares_says_a_pawn_cannot_do_that() {
    GameError e = move(null, ALICE, "e2e5");
    assertEquals("e2e5 is not legal: a pawn cannot move three squares", e.detail());
    assertEquals("NOT_A_MOVE", e.details().get("code"));
  }

  @Test
  void a_pinned_knight_says_the_king_would_be_in_check() {
    GameError e = move("4k3/8/8/8/1b6/8/3N4/4K3 w - - 0 1", ALICE, "Nf3");
    assertEquals(
        "Nf3 is not legal: your king would be in check (the knight on d2 is pinned)", e.detail());
    assertEquals("KING_IN_CHECK", e.details().get("code"));
    assertEquals(
        "d2f3 is not legal: your king would be in check (the knight on d2 is pinned)",
        move("4k3/8/8/8/1b6/8/3N4/4K3 w - - 0 1", ALICE, "d2f3").detail());
  }

  @Test
  void a_move_that_ignores_a_check_says_so() {
    assertEquals(
        "Nf3 is not legal: your king is in check, and this move does not get it out of check",
        move("4k3/4r3/8/8/8/8/8/4K1N1 w - - 0 1", ALICE, "Nf3").detail());
  }

  @Test
  void a_blocked_castling_names_the_piece_in_the_way() {
    assertEquals(
        "O-O is not legal: the bishop on f1 stands in the way", move(null, ALICE, "O-O").detail());
  }

  @Test
  void an_ambiguous_san_names_the_pieces_and_how_to_choose() {
    GameError e = move("4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1", ALICE, "Nd2");
    assertEquals(
        "Nd2 is ambiguous: the knights on b1 and f1 can both move to d2; name the one you mean"
            + " (e.g. Nbd2)",
        e.detail());
    assertEquals("AMBIGUOUS", e.details().get("code"));
  }

  @Test
  void a_promotion_without_a_piece_says_which_pieces_a_pawn_becomes() {
    assertEquals(
        "e7e8 is not legal: a pawn reaching the last rank must become a queen, rook, bishop or"
            + " knight; add the piece (e7e8q)",
        move("8/4P3/8/8/8/8/k7/4K3 w - - 0 1", ALICE, "e7e8").detail());
  }

  @Test
  void a_move_of_a_missing_piece_or_text_that_is_no_move_says_so() {
    assertEquals(
        "Qh5 is not legal: the pawn on e2 stands in the way", move(null, ALICE, "Qh5").detail());
    assertEquals(
        "Qh5 is not legal: you have no queen",
        move("4k3/8/8/8/8/8/8/4K3 w - - 0 1", ALICE, "Qh5").detail());
    assertEquals("Nd2 is not legal: your own pawn stands on d2", move(null, ALICE, "Nd2").detail());
    assertEquals("e3e4 is not legal: there is no piece on e3", move(null, ALICE, "e3e4").detail());
    assertEquals(
        "hello is not a move: write it in UCI (e2e4, e7e8q) or SAN (Nf3, exd5, O-O, e8=Q)",
        move(null, ALICE, "hello").detail());
  }

  @Test
  void a_move_out_of_turn_names_the_side_to_move() {
    GameError e = started().when(new PlayMove(BOB, "e7e5", false)).thenRefused(Kind.NOT_YOUR_TURN);
    assertEquals("It is White's turn", e.detail());
  }

  @Test
  void a_claim_out_of_turn_is_not_your_turn_and_one_without_a_reason_counts_why() {
    var g = started(TimeControl.UNTIMED, DrawRules.CLAIM, null).moves("Nf3", "Nf6", "Ng1", "Ng8");
    assertEquals(
        "It is White's turn: only the player to move claims a draw",
        g.when(new ClaimDraw(BOB)).thenRefused(Kind.NOT_YOUR_TURN).detail());
    GameError e = g.when(new ClaimDraw(ALICE)).thenRefused(Kind.CLAIM_NOT_ALLOWED);
    assertEquals(
        "No draw to claim: the position has occurred twice (a claim needs three times), and there"
            + " have been 2 moves without a capture or pawn move (a claim needs 50)",
        e.detail());
    assertEquals(2, e.details().get("repetitions"));
    assertEquals(4, e.details().get("halfmoveClock"));
  }

  @Test
  void a_claim_under_automatic_rules_says_that_those_draws_need_no_claim() {
    assertEquals(
        "No draw to claim: under this game's AUTOMATIC draw rules threefold repetition and fifty"
            + " moves end the game by themselves",
        started().when(new ClaimDraw(ALICE)).thenRefused(Kind.CLAIM_NOT_ALLOWED).detail());
  }

  @Test
  void a_command_after_the_end_says_how_the_game_ended() {
    var g = started().when(new Resign(BOB)).thenApplied();
    assertEquals(
        "The game is over: White won by resignation",
        g.when(new PlayMove(ALICE, "e4", false)).thenRefused(Kind.GAME_OVER).detail());
  }

  @Test
  void an_invalid_start_position_names_the_fen_rule_and_keeps_the_code_apart() {
    GameError e =
        GivenGame.given()
            .when(
                new CreateGame(
                    ALICE,
                    GameMode.SEEK,
                    TimeControl.UNTIMED,
                    false,
                    null,
                    "8/8/8/8/8/8/8/8 w - - 0 1",
                    null,
                    false,
                    null,
                    Colour.WHITE,
                    null))
            .thenRefused(Kind.INVALID_SETTINGS);
    assertEquals("fen", e.details().get("field"));
    assertEquals("KING_COUNT", e.details().get("code"));
    assertFalse(CODE.matcher(e.detail()).find(), e.detail());
    assertEquals(
        true,
        e.detail()
            .startsWith("The start position is not valid FEN: each side needs exactly one king ("),
        e.detail());
  }

  @Test
  void an_unreadable_pgn_names_the_line_and_the_rule() {
    GameError e =
        GivenGame.given()
            .when(new ImportPgn(ALICE, "1. e4 e5 2. Ke3 *"))
            .thenRefused(Kind.INVALID_PGN);
    assertEquals("ILLEGAL_MOVE", e.details().get("code"));
    assertFalse(CODE.matcher(e.detail()).find(), e.detail());
    assertEquals(
        true,
        e.detail()
            .startsWith("The PGN cannot be read at line 1: a move is not legal where it stands"),
        e.detail());
  }

  @Test
  void an_imported_termination_is_one_of_ours_or_unknown() {
    assertEquals(Termination.RESIGNATION, GameEnds.imported("Resignation"));
    assertEquals(Termination.TIMEOUT, GameEnds.imported("time forfeit"));
    assertEquals(Termination.UNKNOWN, GameEnds.imported("normal"));
    assertEquals(Termination.UNKNOWN, GameEnds.imported(null));
  }
}
