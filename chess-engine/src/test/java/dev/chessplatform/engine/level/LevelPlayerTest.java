package dev.chessplatform.engine.level;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.chessplatform.chess.Board;
import dev.chessplatform.chess.MoveGenerator;
import dev.chessplatform.chess.MoveList;
import dev.chessplatform.chess.PackedMove;
import dev.chessplatform.chess.Position;
import dev.chessplatform.chess.notation.Fen;
import dev.chessplatform.chess.notation.UciNotation;
import dev.chessplatform.engine.search.Engine;
import dev.chessplatform.engine.search.SearchControl;
import dev.chessplatform.engine.search.SearchLimits;
import dev.chessplatform.engine.search.SearchListener;
import dev.chessplatform.engine.search.SearchResult;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

class LevelPlayerTest {
  /** Move 5 of an Italian game; black's queen on h4 is attacked by the knight on f3. */
  private static final String QUEEN_ATTACKED =
      "r1b1k1nr/pppp1ppp/2n5/2b1p3/2B1P2q/3P1N2/PPP2PPP/RNBQK2R b KQkq - 2 5";

  private static SearchResult play(Level level, long seed, String fen) {
    LevelPlayer player = new LevelPlayer(new Engine(), seed);
    return player.play(
        level,
        Fen.readBoard(fen),
        new long[0],
        SearchLimits.clock(10_000, 100, 0),
        SearchListener.NONE,
        new SearchControl());
  }

  private static boolean queenCanBeTaken(String fen, String move) {
    Board b = Fen.readBoard(fen);
    b.makeMove(UciNotation.readPacked(b, move));
    long queens = b.pieces(10);
    MoveList replies = new MoveList();
    MoveGenerator.generate(b, replies);
    for (int i = 0; i < replies.size(); i++) {
      if ((queens & (1L << PackedMove.to(replies.get(i)))) != 0) {
        return true;
      }
    }
    return false;
  }

  @Test
  void noLevelHangsItsQueenAtMoveFive() {
    for (Level level : Level.values()) {
      for (long seed = 0; seed < 8; seed++) {
        String move = play(level, seed, QUEEN_ATTACKED).bestMove().uci();
        assertTrue(
            !queenCanBeTaken(QUEEN_ATTACKED, move), level + " seed " + seed + " played " + move);
      }
    }
  }

  @Test
  void weakLevelsVaryTheirMovesLikePeopleDo() {
    Set<String> moves = new HashSet<>();
    for (long seed = 0; seed < 12; seed++) {
      moves.add(play(Level.ONE, seed, Fen.INITIAL).bestMove().uci());
    }
    assertTrue(moves.size() >= 3, moves.toString());
  }

  @Test
  void inTheOpeningWeakLevelsStayWithinThirtyCentipawnsOfTheirBestMove() {
    for (Level level : new Level[] {Level.ONE, Level.TWO, Level.THREE}) {
      for (long seed = 0; seed < 10; seed++) {
        SearchResult r = play(level, seed, Fen.INITIAL);
        int best = r.lines().get(0).score();
        assertTrue(
            r.score() >= best - LevelPlayer.OPENING_MAX_LOSS_CP,
            level
                + " seed "
                + seed
                + " chose "
                + r.bestMove()
                + " at "
                + r.score()
                + ", best "
                + best);
      }
    }
  }

  @Test
  void theOpeningWindowHoldsOnlyInTheOpening() {
    // Candidates 0, 25, 45 and 90 centipawns below the best, as a level-1 search might report.
    Position start = Position.initial();
    List<SearchResult.Line> lines = new ArrayList<>();
    String[] moves = {"e2e4", "d2d4", "g1f3", "a2a3"};
    int[] scores = {40, 15, -5, -50};
    for (int i = 0; i < moves.length; i++) {
      lines.add(new SearchResult.Line(scores[i], 2, List.of(UciNotation.read(start, moves[i]))));
    }
    SearchResult r = new SearchResult(lines.get(0).move(), null, 40, 2, 1000, 0, 1, lines);
    Set<Integer> inOpening = new HashSet<>();
    Set<Integer> later = new HashSet<>();
    LevelPlayer player = new LevelPlayer(new Engine(), 7);
    for (int i = 0; i < 200; i++) {
      inOpening.add(player.choose(Level.ONE, r, true).score());
      later.add(player.choose(Level.ONE, r, false).score());
    }
    assertEquals(Set.of(40, 15), inOpening);
    assertEquals(Set.of(40, 15, -5, -50), later);
  }

  @Test
  void weakLevelsAnswerWithinASecond() {
    for (Level level : new Level[] {Level.ONE, Level.TWO, Level.THREE, Level.FOUR}) {
      long t0 = System.nanoTime();
      play(level, 1, "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10");
      assertTrue((System.nanoTime() - t0) / 1_000_000 < 1000, level.toString());
    }
  }

  @Test
  void uciEloPicksTheNearestLevel() {
    assertEquals(Level.ONE, Level.nearest(900));
    assertEquals(Level.THREE, Level.nearest(1450));
    assertEquals(Level.FIVE, Level.nearest(2500));
  }
}
