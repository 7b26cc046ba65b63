package dev.chessplatform.engineservice.domain;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class ReviewCapsTest {

  private static final ReviewCaps CAPS = ReviewCaps.REVIEW;

  private static SearchAsk ask(Integer level, Long movetime, Integer depth, Integer multiPv) {
    return new SearchAsk(null, List.of(), level, movetime, depth, null, multiPv);
  }

  @Test
  void aBestMoveAtTheCapsPassesAndOneStepPastNamesTheFieldAndTheMax() {
    assertTrue(CAPS.bestMove(ask(null, 1000L, 40, 3)).isEmpty());
    assertEquals("movetimeMs", CAPS.bestMove(ask(null, 1001L, null, null)).orElseThrow().field());
    ReviewCaps.Breach lines = CAPS.bestMove(ask(null, null, null, 4)).orElseThrow();
    assertEquals("multiPv", lines.field());
    assertEquals(3, lines.max());
    ReviewCaps.Breach level = CAPS.bestMove(ask(1, null, null, null)).orElseThrow();
    assertEquals("level", level.field());
    assertEquals(-1, level.max());
  }

  @Test
  void anAnalysisAtTheCapsPassesAndOnePastIsNamed() {
    assertTrue(CAPS.analysis(200L, 18).isEmpty());
    assertTrue(CAPS.analysisSize("moves", 300).isEmpty());
    assertEquals("depth", CAPS.analysis(null, 19).orElseThrow().field());
    assertEquals(
        "movetimeMs may be at most 200 per position with the scope engine:review, was 201: ask"
            + " for 200 or less",
        CAPS.analysis(201L, null).orElseThrow().detail());
    assertEquals("pgn", CAPS.analysisSize("pgn", 301).orElseThrow().field());
  }

  @Test
  void aReviewsSearchNeverRunsPastItsTimeCap() {
    assertEquals(150, ReviewCaps.boundedMovetime(150L, false, 1000, 200));
    assertEquals(200, ReviewCaps.boundedMovetime(null, false, 20, 200), "depth alone: the cap");
    assertEquals(20, ReviewCaps.boundedMovetime(null, true, 20, 200), "nothing: the default");
    assertEquals(1000, ReviewCaps.boundedMovetime(null, true, 5000, 1000), "nor a long default");
  }
}
