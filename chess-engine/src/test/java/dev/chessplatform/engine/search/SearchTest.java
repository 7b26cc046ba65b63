package dev.chessplatform.engine.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.chessplatform.chess.notation.Fen;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class SearchTest {
  private final Engine engine = new Engine();

  private SearchResult search(String fen, List<String> moves, int depth) {
    return engine.search(
        fen, moves, SearchLimits.depth(depth), SearchListener.NONE, new SearchControl());
  }

  @ParameterizedTest(name = "mate in {1}: {0}")
  @CsvSource({
    "6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1, 1, d1d8",
    "7k/8/8/8/8/8/R7/1R4K1 w - - 0 1, 2, ",
    "r1b1kb1r/pppp1ppp/5q2/4n3/3KP3/2N3PN/PPP4P/R1BQ1B1R b kq - 0 1, 3, ",
  })
  void theSearchFindsShortMatesAndReportsTheirDistance(String fen, int mateIn, String move) {
    SearchResult r = search(fen, List.of(), 2 * mateIn + 3);
    assertTrue(r.isMate(), "score " + r.score());
    assertEquals(mateIn, r.mateMoves());
    if (move != null) {
      assertEquals(move, r.bestMove().uci());
    }
  }

  @Test
  void goMateStopsAsSoonAsTheMateIsFound() {
    SearchResult r =
        engine.search(
            "7k/8/8/8/8/8/R7/1R4K1 w - - 0 1",
            List.of(),
            SearchLimits.mate(2),
            SearchListener.NONE,
            new SearchControl());
    assertEquals(2, r.mateMoves());
  }

  @Test
  void theWinningSideMatesInsteadOfStalemating() {
    // Qg6 would stalemate the black king; Qh6 (among others) mates.
    SearchResult r = search("7k/5K2/4Q3/8/8/8/8/8 w - - 0 1", List.of(), 6);
    assertNotEquals("e6g6", r.bestMove().uci());
    assertTrue(r.isMate() && r.mateMoves() == 1, "score " + r.score());
  }

  @Test
  void aStalematedSideHasNoMoveAndADrawnScore() {
    SearchResult r = search("7k/8/6QK/8/8/8/8/8 b - - 0 1", List.of(), 4);
    assertNull(r.bestMove());
    assertEquals(Score.DRAW, r.score());
  }

  @Test
  void theLosingSideSteersIntoARepetition() {
    // After d1d2 e5e6 d2d1 e6e5 d1d2, Ke6 repeats a position: the only way not to lose.
    SearchResult r =
        search(
            "8/8/8/4k3/8/8/8/3Q3K w - - 0 1", List.of("d1d2", "e5e6", "d2d1", "e6e5", "d1d2"), 6);
    assertEquals("e5e6", r.bestMove().uci());
    assertEquals(Score.DRAW, r.score());
  }

  @Test
  void theWinningSideAvoidsARepetition() {
    SearchResult r =
        search("8/8/8/4k3/8/8/8/3Q3K w - - 0 1", List.of("d1d2", "e5e6", "d2d1", "e6e5"), 6);
    assertNotEquals("d1d2", r.bestMove().uci());
    assertTrue(r.score() > 300, "score " + r.score());
  }

  @Test
  void aLostPositionOnTheFiftiethMoveIsADraw() {
    // Black is a queen down but any reply completes fifty moves without capture or pawn move.
    SearchResult r = search("8/8/8/4k3/8/8/8/3Q3K b - - 99 80", List.of(), 6);
    assertEquals(Score.DRAW, r.score());
  }

  @Test
  void theWinningSideResetsTheFiftyMoveCountWithAPawnMove() {
    SearchResult r = search("8/8/8/4k3/8/8/P7/3R3K w - - 99 80", List.of(), 6);
    assertEquals("a2", r.bestMove().uci().substring(0, 2));
    assertTrue(r.score() > 300, "score " + r.score());
  }

  @Test
  void multiPvReportsDistinctLinesBestFirst() {
    SearchResult r =
        engine.search(
            Fen.INITIAL,
            List.of(),
            SearchLimits.depth(6).withMultiPv(3),
            SearchListener.NONE,
            new SearchControl());
    assertEquals(3, r.lines().size());
    assertEquals(3, r.lines().stream().map(SearchResult.Line::move).distinct().count());
    assertTrue(r.lines().get(0).score() >= r.lines().get(2).score());
  }

  @Test
  void theListenerHearsEveryIteration() {
    List<SearchInfo> infos = new java.util.ArrayList<>();
    engine.search(Fen.INITIAL, List.of(), SearchLimits.depth(5), infos::add, new SearchControl());
    assertEquals(List.of(1, 2, 3, 4, 5), infos.stream().map(SearchInfo::depth).toList());
    assertTrue(infos.get(4).nodes() > 0 && !infos.get(4).pv().isEmpty());
  }
}
