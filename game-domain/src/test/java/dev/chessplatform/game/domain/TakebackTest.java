package dev.chessplatform.game.domain;

import static dev.chessplatform.game.domain.GivenGame.ALICE;
import static dev.chessplatform.game.domain.GivenGame.BOB;
import static dev.chessplatform.game.domain.GivenGame.started;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.chessplatform.chess.notation.Fen;
import dev.chessplatform.events.game.Colour;
import dev.chessplatform.events.game.GameEvent.TakebackAccepted;
import dev.chessplatform.events.game.GameEvent.TakebackDeclined;
import dev.chessplatform.events.game.GameEvent.TakebackRequested;
import dev.chessplatform.game.domain.GameCommand.AcceptTakeback;
import dev.chessplatform.game.domain.GameCommand.DeclineTakeback;
import dev.chessplatform.game.domain.GameCommand.PlayMove;
import dev.chessplatform.game.domain.GameCommand.RequestTakeback;
import dev.chessplatform.game.domain.GameError.Kind;
import java.util.List;
import org.junit.jupiter.api.DisplayNameGeneration;
import org.junit.jupiter.api.DisplayNameGenerator;
import org.junit.jupiter.api.Test;

@DisplayNameGeneration(DisplayNameGenerator.ReplaceUnderscores.class)
class TakebackTest {

  private static final String AFTER_E4 =
      "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1";

  @Test
  void a_takeback_right_after_your_move_takes_back_that_move() {
    var g = started().moves("e4", "e5").when(new RequestTakeback(BOB)).thenApplied();
    g.when(new AcceptTakeback(ALICE))
        .then(new TakebackAccepted(Colour.WHITE, 1, AFTER_E4))
        .thenApplied();
    assertEquals(AFTER_E4, Fen.write(g.state().game().position()));
    assertEquals(List.of("e4"), g.state().sanMoves());
  }

  @Test
  void a_takeback_on_your_turn_takes_back_your_move_and_the_reply() {
    var g = started().moves("e4", "e5").when(new RequestTakeback(ALICE)).thenApplied();
    g.when(new AcceptTakeback(BOB)).thenApplied();
    assertEquals(0, g.state().plies());
    assertEquals(Colour.WHITE, g.state().sideToMove());
  }

  @Test
  void the_opponent_may_decline_and_moving_declines_too() {
    var g = started().moves("e4").when(new RequestTakeback(ALICE)).thenApplied();
    g.when(new DeclineTakeback(BOB)).then(new TakebackDeclined(Colour.BLACK));
    var events = g.when(new PlayMove(BOB, "e5", false)).accepted();
    assertEquals(new TakebackDeclined(Colour.BLACK), events.get(0));
  }

  @Test
  void nothing_can_be_taken_back_before_a_move() {
    started().when(new RequestTakeback(ALICE)).thenRefused(Kind.TAKEBACK_NOT_ALLOWED);
  }

  @Test
  void a_request_is_made_once() {
    started()
        .moves("e4")
        .when(new RequestTakeback(ALICE))
        .thenApplied()
        .when(new RequestTakeback(ALICE))
        .thenRefused(Kind.TAKEBACK_NOT_ALLOWED);
  }

  @Test
  void the_requester_cannot_accept_his_own_request() {
    started()
        .moves("e4")
        .when(new RequestTakeback(ALICE))
        .then(new TakebackRequested(Colour.WHITE))
        .thenApplied()
        .when(new AcceptTakeback(ALICE))
        .thenRefused(Kind.NOTHING_PENDING);
  }
}
