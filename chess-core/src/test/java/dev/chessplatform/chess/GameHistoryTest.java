package dev.chessplatform.chess;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * A game lets go of the positions before its last capture or pawn move and plays them again when
 * asked: whatever is asked — every position, the game before any number of plies, repetitions,
 * outcomes — the answers are those of the positions as they were played, here kept by the test.
 */
class GameHistoryTest {

  /** Random legal games, with every position kept by hand beside the game. */
  private record Played(Game game, List<Position> positions) {}

  private static Played randomGame(Random random, int plies) {
    Game game = Game.start(Position.initial(), RuleSet.CLAIM);
    List<Position> positions = new ArrayList<>(List.of(game.position()));
    for (int i = 0; i < plies && game.outcome().isEmpty(); i++) {
      List<Move> legal = game.position().legalMoves();
      // prefer captures and pawn moves now and then, so positions are let go often
      Move move = legal.get(random.nextInt(legal.size()));
      game = ((MoveResult.Played<Game>) game.play(move)).after();
      positions.add(game.position());
    }
    return new Played(game, positions);
  }

  @Test
  void everyPositionOfALongGameIsTheOnePlayed() {
    Random random = new Random(7);
    for (int g = 0; g < 200; g++) {
      Played p = randomGame(random, 40 + random.nextInt(160));
      assertEquals(p.positions(), p.game().positions(), "game " + g);
      assertEquals(p.positions().get(0), p.game().initialPosition());
      assertEquals(p.positions().get(p.positions().size() - 1), p.game().position());
      assertEquals(p.positions().size() - 1, p.game().moves().size());
    }
  }

  @Test
  void theGameBeforeAnyNumberOfPliesIsTheOnePlayedAndPlaysOn() {
    Random random = new Random(11);
    for (int g = 0; g < 60; g++) {
      Played p = randomGame(random, 120);
      int plies = p.game().moves().size();
      for (int back = 0; back <= plies; back++) {
        Game before = p.game().withoutLast(back);
        assertEquals(p.positions().get(plies - back), before.position(), g + " back " + back);
        assertEquals(p.positions().subList(0, plies - back + 1), before.positions());
        assertEquals(
            naiveRepetitions(p.positions().subList(0, plies - back + 1)), before.repetitions());
      }
      // a line played on from far back, past positions let go, is refereed as from scratch
      Game from = p.game().withoutLast(plies / 2);
      Played again = continueRandomly(from, random, 60);
      assertEquals(again.positions(), again.game().positions());
    }
  }

  @Test
  void repetitionsAreCountedAsOverTheWholeLine() {
    Random random = new Random(5);
    int repeated = 0;
    for (int g = 0; g < 300; g++) {
      Game game = Game.start(Position.initial(), RuleSet.CLAIM);
      List<Position> positions = new ArrayList<>(List.of(game.position()));
      for (int i = 0; i < 150 && game.outcome().isEmpty(); i++) {
        List<Move> legal = game.position().legalMoves();
        // knights and kings shuffle back and forth now and then, so positions repeat
        Move move = legal.get(random.nextInt(Math.min(legal.size(), 4)));
        game = ((MoveResult.Played<Game>) game.play(move)).after();
        positions.add(game.position());
        int expected = naiveRepetitions(positions);
        assertEquals(expected, game.repetitions(), "game " + g + " ply " + (i + 1));
        repeated += expected > 1 ? 1 : 0;
      }
    }
    assertTrue(repeated > 100, "the test met repetitions: " + repeated);
  }

  private static Played continueRandomly(Game game, Random random, int plies) {
    List<Position> positions = new ArrayList<>(game.positions());
    for (int i = 0; i < plies && game.outcome().isEmpty(); i++) {
      List<Move> legal = game.position().legalMoves();
      game = ((MoveResult.Played<Game>) game.play(legal.get(random.nextInt(legal.size())))).after();
      positions.add(game.position());
    }
    return new Played(game, positions);
  }

  private static int naiveRepetitions(List<Position> positions) {
    Position now = positions.get(positions.size() - 1);
    int count = 0;
    for (Position p : positions) {
      count += p.isSamePositionAs(now) ? 1 : 0;
    }
    return count;
  }
}
