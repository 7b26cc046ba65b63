package dev.chessplatform.engine.search;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.chessplatform.engine.eval.EvalParams;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;

class ConcurrentSearchTest {
  private static final int DEPTH = 8;
  private static final int SEARCHES = 8;

  /** Best move, score and node count: identical only if nothing is shared between engines. */
  private static String fingerprint(String fen) {
    Engine engine = new Engine(8, 1, EvalParams.defaults());
    SearchResult r =
        engine.search(
            fen, List.of(), SearchLimits.depth(DEPTH), SearchListener.NONE, new SearchControl());
    return r.bestMove() + " " + r.score() + " " + r.nodes();
  }

  @Test
  void manySearchesSideBySideInOneJvmGiveTheSameAnswersAsSingleOnes() throws Exception {
    List<String> positions = new ArrayList<>();
    for (int i = 0; i < SEARCHES; i++) {
      positions.add(Bench.POSITIONS.get(i % Bench.POSITIONS.size()));
    }
    List<String> alone = positions.stream().map(ConcurrentSearchTest::fingerprint).toList();
    ExecutorService pool = Executors.newFixedThreadPool(4);
    try {
      List<Future<String>> together = new ArrayList<>();
      for (String fen : positions) {
        together.add(pool.submit(() -> fingerprint(fen)));
      }
      for (int i = 0; i < SEARCHES; i++) {
        assertEquals(alone.get(i), together.get(i).get(), positions.get(i));
      }
    } finally {
      pool.shutdownNow();
    }
  }

  @Test
  void theBenchSignatureIsReproducible() {
    assertEquals(
        Bench.run(EvalParams.defaults(), 7, null).nodes(),
        Bench.run(EvalParams.defaults(), 7, null).nodes());
  }
}
