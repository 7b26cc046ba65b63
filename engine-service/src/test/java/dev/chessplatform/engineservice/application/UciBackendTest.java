package dev.chessplatform.engineservice.application;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.chessplatform.engine.search.SearchControl;
import dev.chessplatform.engineservice.domain.SearchAnswer;
import dev.chessplatform.engineservice.domain.SearchAsk;
import dev.chessplatform.engineservice.domain.SearchBounds;
import dev.chessplatform.engineservice.domain.SearchSpec;
import dev.chessplatform.engineservice.domain.SearchSpecs;
import io.quarkus.test.junit.QuarkusTest;
import java.util.List;
import org.junit.jupiter.api.DisplayNameGeneration;
import org.junit.jupiter.api.DisplayNameGenerator;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIf;

/**
 * The UCI backend against a real Stockfish binary, when one is installed at {@code
 * /usr/games/stockfish} (skipped otherwise). A {@code @QuarkusTest} only for the class loader (see
 * SearchPoolTest).
 */
@QuarkusTest
@EnabledIf("stockfishInstalled")
@DisplayNameGeneration(DisplayNameGenerator.ReplaceUnderscores.class)
class UciBackendTest {

  private static final String STOCKFISH = "/usr/games/stockfish";
  private static final SearchBounds BOUNDS = new SearchBounds(60_000, 64, 2_000_000_000L, 5, 100);

  /** Installed, or required (CHESS_REQUIRE_TOOLS=1, CI): then a missing one fails, not skips. */
  static boolean stockfishInstalled() {
    return new java.io.File(STOCKFISH).canExecute()
        || "1".equals(System.getenv("CHESS_REQUIRE_TOOLS"));
  }

  private static SearchSpec spec(String fen, List<String> moves, Integer depth, Integer multiPv) {
    SearchAsk ask = new SearchAsk(fen, moves, null, null, depth, null, multiPv);
    return ((SearchSpecs.Valid) SearchSpecs.check(ask, BOUNDS, 1)).spec();
  }

  @Test
  void stockfish_finds_the_mate_in_one_and_answers_in_uci_and_san() {
    try (UciBackend backend = new UciBackend(STOCKFISH, 1, 16)) {
      SearchAnswer a =
          backend.search(
              spec("6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1", List.of(), 5, 1), new SearchControl());
      assertEquals("a1a8", a.bestMove());
      assertEquals("Ra8#", a.san());
      assertEquals(1, a.score().mate());
    }
  }

  @Test
  void stockfish_answers_several_lines_after_moves_and_serves_a_second_search() {
    try (UciBackend backend = new UciBackend(STOCKFISH, 1, 16)) {
      SearchAnswer a =
          backend.search(spec(null, List.of("e2e4", "e7e5"), 6, 3), new SearchControl());
      assertEquals(3, a.lines().size());
      assertFalse(a.lines().get(0).san().isEmpty());
      SearchAnswer b = backend.search(spec(null, List.of(), 4, 1), new SearchControl());
      assertTrue(b.depth() >= 1);
    }
  }
}
