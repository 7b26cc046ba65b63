package dev.chessplatform.game.domain;

import static dev.chessplatform.game.domain.GivenGame.ALICE;
import static dev.chessplatform.game.domain.GivenGame.BOB;
import static dev.chessplatform.game.domain.GivenGame.started;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import dev.chessplatform.chess.Termination;
import dev.chessplatform.events.game.Colour;
import dev.chessplatform.events.game.GameEvent.DrawAccepted;
import dev.chessplatform.events.game.GameEvent.DrawDeclined;
import dev.chessplatform.events.game.GameEvent.DrawOffered;
import dev.chessplatform.events.game.GameEvent.GameEnded;
import dev.chessplatform.events.game.GameEvent.MovePlayed;
import dev.chessplatform.game.domain.GameCommand.AcceptDraw;
import dev.chessplatform.game.domain.GameCommand.DeclineDraw;
import dev.chessplatform.game.domain.GameCommand.OfferDraw;
import dev.chessplatform.game.domain.GameCommand.PlayMove;
import dev.chessplatform.game.domain.GameError.Kind;
import org.junit.jupiter.api.DisplayNameGeneration;
import org.junit.jupiter.api.DisplayNameGenerator;
import org.junit.jupiter.api.Test;

/** Seed 000 (胜、负、和): the rules of 提和 as the product's documents state them. */
@DisplayNameGeneration(DisplayNameGenerator.ReplaceUnderscores.class)
class DrawOfferTest {

  @Test
  void a_draw_is_offered_on_your_own_turn_before_your_move() {
    started().when(new OfferDraw(ALICE)).then(new DrawOffered(Colour.WHITE));
  }

  @Test
  void a_draw_is_offered_together_with_your_move() {
    var events = started().when(new PlayMove(ALICE, "e4", true)).accepted();
    assertEquals(new DrawOffered(Colour.WHITE), events.get(0));
    assertInstanceOf(MovePlayed.class, events.get(1));
  }

  @Test
  void a_draw_cannot_be_offered_on_the_opponents_turn() {
    started().when(new OfferDraw(BOB)).thenRefused(Kind.DRAW_OFFER_NOT_ALLOWED);
  }

  @Test
  void an_offer_cannot_be_withdrawn_or_repeated_while_it_stands() {
    var g = started().when(new OfferDraw(ALICE)).thenApplied();
    g.when(new OfferDraw(ALICE)).thenRefused(Kind.DRAW_OFFER_NOT_ALLOWED);
    g.moves("e4");
    assertEquals(Colour.WHITE, g.state().drawOffer());
  }

  @Test
  void the_opponent_accepts_and_the_game_is_drawn_by_agreement() {
    var events =
        started()
            .when(new PlayMove(ALICE, "e4", true))
            .thenApplied()
            .when(new AcceptDraw(BOB))
            .accepted();
    assertEquals(new DrawAccepted(Colour.BLACK), events.get(0));
    GameEnded ended = (GameEnded) events.get(1);
    assertEquals("1/2-1/2", ended.result());
    assertEquals(Termination.AGREEMENT, ended.termination());
  }

  @Test
  void the_offerer_cannot_accept_his_own_offer() {
    started()
        .when(new OfferDraw(ALICE))
        .thenApplied()
        .when(new AcceptDraw(ALICE))
        .thenRefused(Kind.NOTHING_PENDING);
  }

  @Test
  void moving_declines_the_opponents_offer() {
    var g = started().when(new PlayMove(ALICE, "e4", true)).thenApplied();
    var events = g.when(new PlayMove(BOB, "e5", false)).accepted();
    assertEquals(new DrawDeclined(Colour.BLACK), events.get(0));
  }

  @Test
  void after_a_refusal_you_may_not_offer_again_until_you_have_declined_the_opponents_offer() {
    var g = started().when(new PlayMove(ALICE, "e4", true)).thenApplied();
    g.when(new DeclineDraw(BOB)).then(new DrawDeclined(Colour.BLACK)).thenApplied();
    g.moves("e5");
    g.when(new OfferDraw(ALICE)).thenRefused(Kind.DRAW_OFFER_NOT_ALLOWED);
    g.when(new PlayMove(ALICE, "Nf3", true)).thenRefused(Kind.DRAW_OFFER_NOT_ALLOWED);
    g.moves("Nf3");
    g.when(new PlayMove(BOB, "Nc6", true)).thenApplied();
    g.when(new DeclineDraw(ALICE)).thenApplied();
    g.when(new OfferDraw(ALICE)).then(new DrawOffered(Colour.WHITE));
  }

  @Test
  void declining_without_an_offer_is_refused() {
    started().when(new DeclineDraw(BOB)).thenRefused(Kind.NOTHING_PENDING);
  }
}
