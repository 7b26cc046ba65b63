package dev.chessplatform.browser;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.chessplatform.engine.eval.EvalParams;
import dev.chessplatform.engine.search.Bench;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Writes what the JVM answers to {@code target/jvm-answers.json}, for the Node test of the compiled
 * script ({@code test/compiled.test.mjs}, run after the JUnit tests) to compare: the bench
 * signature at {@link #BENCH_DEPTH}, and the facade's answers to requests whose answers do not
 * depend on time (levels 1–4 are bounded by depth and nodes; they are searched in this order by a
 * fresh engine, as the Node test searches them on the freshly loaded script).
 */
class NodeFixtureTest {
  static final int BENCH_DEPTH = 6;

  private static final List<String> STATES =
      List.of(
          "{\"moves\":[\"e2e4\",\"c7c5\",\"g1f3\"]}",
          "{\"moves\":[\"f2f3\",\"e7e5\",\"g2g4\",\"d8h4\"]}",
          "{\"fen\":\"7k/5Q2/6K1/8/8/8/8/8 b - - 0 1\"}",
          "{\"fen\":\"8/4P3/8/8/8/2k5/8/K7 w - - 0 1\"}",
          "{\"fen\":\"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1\",\"moves\":[\"e1g1\",\"e8c8\"]}",
          "{\"moves\":[\"e2e4\",\"e7e5\",\"e4e5\"]}",
          "{\"fen\":\"8/8/8 w - - 0 1\"}");

  private static final List<String> PLAYS =
      List.of(
          "{\"fen\":\"r3k2r/8/8/8/8/8/5r2/R3K2R w KQkq - 0 1\",\"uci\":\"e1g1\"}",
          "{\"fen\":\"r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1\",\"uci\":\"e1c1\"}",
          "{\"fen\":\"4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1\",\"uci\":\"e2c3\"}",
          "{\"fen\":\"8/4P3/8/8/8/2k5/8/K7 w - - 0 1\",\"uci\":\"e7e8\"}",
          "{\"moves\":[\"e2e4\"],\"uci\":\"e7e4\"}");

  private static final List<String> BESTS =
      List.of(
          "{\"moves\":[\"e2e4\"],\"level\":1,\"seed\":42}",
          "{\"moves\":[\"e2e4\",\"e7e5\",\"g1f3\",\"b8c6\",\"f1b5\",\"a7a6\",\"b5a4\",\"g8f6\",\"e1g1\"],\"level\":1,\"seed\":7}",
          "{\"moves\":[\"d2d4\",\"d7d5\",\"c2c4\"],\"level\":2,\"seed\":42}",
          "{\"fen\":\"r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10\",\"level\":2,\"seed\":3}",
          "{\"fen\":\"2r3k1/1q1nbppp/r3p3/3pP3/pPpP4/P1Q2N2/2RN1PPP/2R4K b - - 0 23\",\"level\":4,\"seed\":5}",
          "{\"fen\":\"8/5pk1/6p1/1p1p3p/1P1P3P/5PK1/6P1/8 w - - 0 40\",\"level\":4,\"seed\":9}");

  @Test
  void writes_the_jvm_answers_for_the_node_test() throws IOException {
    Bench.Result bench = Bench.run(EvalParams.defaults(), BENCH_DEPTH, null);
    List<JsonObject> cases = new ArrayList<>();
    for (String r : STATES) {
      cases.add(
          new JsonObject()
              .put("op", "state")
              .put("request", r)
              .put("answer", BrowserEngine.state(r)));
    }
    for (String r : PLAYS) {
      cases.add(
          new JsonObject()
              .put("op", "play")
              .put("request", r)
              .put("answer", BrowserEngine.play(r)));
    }
    BrowserEngine.reset();
    for (String r : BESTS) {
      cases.add(
          new JsonObject()
              .put("op", "best")
              .put("request", r)
              .put("answer", BrowserEngine.best(r)));
    }
    BrowserEngine.reset();
    JsonObject fixture =
        new JsonObject()
            .raw(
                "bench",
                new JsonObject().put("depth", BENCH_DEPTH).put("nodes", bench.nodes()).toString())
            .raw("cases", JsonObject.objects(cases));
    Path out = Path.of("target/jvm-answers.json");
    Files.writeString(out, fixture.toString(), StandardCharsets.UTF_8);
    assertTrue(bench.nodes() > 0);
  }
}
