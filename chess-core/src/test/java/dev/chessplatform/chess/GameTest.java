package dev.chessplatform.chess;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.chessplatform.chess.notation.Fen;
import dev.chessplatform.chess.notation.UciNotation;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class GameTest {
  private static final String KNIGHT_DANCE = "g1f3 g8f6 f3g1 f6g8";

  @SuppressWarnings("unchecked")
  private static Game play(Game game, String moves) {
    for (String uci : moves.split(" ")) {
      MoveResult<Game> r = game.play(UciNotation.parse(uci));
      game = assertInstanceOf(MoveResult.Played.class, r, uci).after() instanceof Game g ? g : null;
    }
    return game;
  }

  @Test
  void foolsMateIsCheckmateForBlack() {
    Game g = play(Game.start(), "f2f3 e7e5 g2g4 d8h4");
    assertEquals(Optional.of(Outcome.win(Side.BLACK, Termination.CHECKMATE)), g.outcome());
    assertEquals("0-1", g.outcome().orElseThrow().result());
  }

  @Test
  void withoutLastIsTheGameAsItStoodThenAndPlaysOnFromThere() {
    Game mated = play(Game.start(), "f2f3 e7e5 g2g4 d8h4");
    Game before = mated.withoutLast(1);
    Game replayed = play(Game.start(), "f2f3 e7e5 g2g4");
    assertEquals(replayed.moves(), before.moves());
    assertEquals(Fen.write(replayed.position()), Fen.write(before.position()));
    assertEquals(Optional.empty(), before.outcome(), "the mate is taken back");
    assertEquals(mated.moves(), play(before, "d8h4").moves());
    assertEquals(0, mated.withoutLast(9).moves().size(), "more than were played: all");
    assertEquals(Fen.write(Position.initial()), Fen.write(mated.withoutLast(4).position()));
    // the repetitions before the cut still count after it
    Game twice = play(Game.start(), KNIGHT_DANCE + " g1f3");
    assertEquals(2, twice.withoutLast(1).repetitions());
  }

  @Test
  void noMoveIsAcceptedOnceTheGameIsOver() {
    Game g = play(Game.start(), "f2f3 e7e5 g2g4 d8h4");
    var r = g.play(Move.of(Square.A2, Square.A3));
    assertEquals(
        IllegalMoveReason.GAME_OVER, assertInstanceOf(MoveResult.Illegal.class, r).reason());
  }

  @Test
  void threefoldRepetitionIsAnAutomaticDrawByDefault() {
    Game g = play(Game.start(), KNIGHT_DANCE + " " + KNIGHT_DANCE);
    assertEquals(3, g.repetitions());
    assertEquals(Termination.THREEFOLD_REPETITION, g.outcome().orElseThrow().termination());
  }

  @Test
  void underFideRulesThreefoldIsAClaimAndFivefoldEndsTheGame() {
    Game g = play(Game.start(Position.initial(), RuleSet.CLAIM), KNIGHT_DANCE + " " + KNIGHT_DANCE);
    assertTrue(g.outcome().isEmpty());
    assertTrue(g.canClaimDraw());
    assertEquals(
        Termination.THREEFOLD_REPETITION,
        g.claimDraw().orElseThrow().outcome().orElseThrow().termination());
    g = play(g, KNIGHT_DANCE + " " + KNIGHT_DANCE);
    assertEquals(5, g.repetitions());
    assertEquals(Termination.FIVEFOLD_REPETITION, g.outcome().orElseThrow().termination());
  }

  @Test
  void aDrawCanBeClaimedWithTheMoveThatWouldRepeat() {
    Game g = play(Game.start(Position.initial(), RuleSet.CLAIM), KNIGHT_DANCE + " g1f3 g8f6 f3g1");
    assertFalse(g.canClaimDraw());
    assertTrue(g.canClaimDrawWith(Move.of(Square.F6, Square.G8)));
    assertFalse(g.canClaimDrawWith(Move.of(Square.E7, Square.E6)));
  }

  @Test
  void anEnPassantChanceThatIsGoneMakesADifferentPosition() {
    // After 1.e4 Nf6 2.e5 d5 white may capture e.p.; the same placement later may not repeat it.
    Game g = play(Game.start(), "e2e4 g8f6 e4e5 d7d5");
    Position withChance = g.position();
    g = play(g, "g1f3 b8c6 f3g1 c6b8");
    assertFalse(g.position().isSamePositionAs(withChance));
  }

  @Test
  void fiftyMovesDrawAutomaticallyOrByClaimAndSeventyFiveAlways() {
    Position fifty = Fen.read("4k3/8/8/8/8/8/8/R3K3 w - - 99 80");
    Game auto = play(Game.start(fifty, RuleSet.AUTOMATIC), "a1a2");
    assertEquals(Termination.FIFTY_MOVES, auto.outcome().orElseThrow().termination());
    Game claim = play(Game.start(fifty, RuleSet.CLAIM), "a1a2");
    assertTrue(claim.outcome().isEmpty());
    assertTrue(claim.canClaimDraw());
    Game seventyFive =
        play(Game.start(Fen.read("4k3/8/8/8/8/8/8/R3K3 w - - 149 120"), RuleSet.CLAIM), "a1a2");
    assertEquals(Termination.SEVENTY_FIVE_MOVES, seventyFive.outcome().orElseThrow().termination());
  }

  @Test
  void checkmateOnTheHundredthHalfMoveBeatsTheFiftyMoveRule() {
    Game g =
        play(
            Game.start(Fen.read("6k1/5ppp/8/8/8/8/8/R3K3 w - - 99 80"), RuleSet.AUTOMATIC), "a1a8");
    assertEquals(Termination.CHECKMATE, g.outcome().orElseThrow().termination());
  }

  @Test
  void bareKingsAreAnImmediateDraw() {
    Game g =
        play(Game.start(Fen.read("4k3/8/8/8/8/8/8/3qK3 w - - 0 1"), RuleSet.AUTOMATIC), "e1d1");
    assertEquals(Termination.INSUFFICIENT_MATERIAL, g.outcome().orElseThrow().termination());
  }

  @Test
  void stalemateIsADraw() {
    Game g =
        play(Game.start(Fen.read("7k/8/6Q1/8/8/8/8/4K3 w - - 0 1"), RuleSet.AUTOMATIC), "g6f7");
    assertEquals(Outcome.draw(Termination.STALEMATE), g.outcome().orElseThrow());
  }
}
