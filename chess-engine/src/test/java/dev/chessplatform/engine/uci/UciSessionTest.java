package dev.chessplatform.engine.uci;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.chessplatform.engine.eval.nnue.TestNetworks;
import java.io.OutputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class UciSessionTest {
  private final StringWriter text = new StringWriter();
  private final UciSession session = new UciSession(new PrintWriter(text));

  private List<String> send(String... lines) {
    text.getBuffer().setLength(0);
    for (String line : lines) {
      session.handle(UciCommandParser.parse(line));
    }
    return Arrays.asList(text.toString().split("\n", -1));
  }

  @Test
  void handshakeNamesTheEngineListsItsOptionsAndEndsWithUciok() {
    List<String> out = send("uci", "isready");
    assertTrue(out.get(0).startsWith("id name "));
    assertTrue(out.get(1).startsWith("id author "));
    int ok = out.indexOf("uciok");
    assertTrue(
        out.subList(2, ok).stream().allMatch(l -> l.startsWith("option name ")), out.toString());
    assertEquals("readyok", out.get(ok + 1));
  }

  @Test
  void theFirstIsreadyWarmsTheSearchUpOnceAndTheWarmupOptionTurnsItOff() {
    long t0 = System.nanoTime();
    send("isready");
    long firstMs = (System.nanoTime() - t0) / 1_000_000;
    t0 = System.nanoTime();
    List<String> again = send("isready");
    long secondMs = (System.nanoTime() - t0) / 1_000_000;
    assertTrue(firstMs >= UciOptions.DEFAULT_WARMUP_MS, "first isready took " + firstMs + " ms");
    assertTrue(secondMs < UciOptions.DEFAULT_WARMUP_MS / 2, "second isready took " + secondMs);
    assertEquals("readyok", again.get(0));

    UciSession off = new UciSession(new PrintWriter(new StringWriter()));
    off.handle(UciCommandParser.parse("setoption name Warmup value 0"));
    t0 = System.nanoTime();
    off.handle(UciCommandParser.parse("isready"));
    long offMs = (System.nanoTime() - t0) / 1_000_000;
    assertTrue(offMs < UciOptions.DEFAULT_WARMUP_MS / 2, "isready with Warmup 0 took " + offMs);
  }

  @Test
  void goPerftPrintsTheDivideLikeStockfish() {
    List<String> out = send("position startpos moves e2e4 e7e5", "go perft 2");
    assertEquals(29 + 4, out.size());
    assertTrue(out.contains("g1f3: 29"), out.toString());
    assertEquals("", out.get(29));
    assertEquals("Nodes searched: 835", out.get(30));
  }

  @Test
  void aBadMoveKeepsTheMovesBeforeItAndSaysWhy() {
    List<String> out = send("position startpos moves e2e4 e2e4", "d");
    assertTrue(out.get(0).startsWith("info string Invalid UCI move (ILLEGAL)"), out.get(0));
    assertEquals("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1", out.get(1));
  }

  @Test
  void evalNnueSearchesWithTheNetworkOfEvalFileAndABadOneChangesNothing(@TempDir Path dir)
      throws Exception {
    Path net = dir.resolve("net.cpnn");
    try (OutputStream out = Files.newOutputStream(net)) {
      TestNetworks.random(3, 16).write(out);
    }
    send("setoption name Warmup value 0");
    String classical = nodesAtDepth6("position startpos moves e2e4", "go depth 6");
    List<String> set =
        send("setoption name EvalFile value " + net, "setoption name Eval value nnue");
    assertEquals(2, set.size(), set.toString());
    assertTrue(set.get(0).startsWith("info string evaluation nnue, 16 hidden, "), set.get(0));
    String nnue = nodesAtDepth6("ucinewgame", "position startpos moves e2e4", "go depth 6");
    assertFalse(classical.isEmpty() || nnue.isEmpty(), classical + " / " + nnue);
    assertNotEquals(classical, nnue, "the network's search is another search");

    List<String> refused =
        send(
            "setoption name Eval value neural",
            "setoption name EvalFile value " + dir.resolve("missing.cpnn"));
    assertTrue(refused.get(0).startsWith("info string bad value for Eval: neural"), refused.get(0));
    assertTrue(refused.get(1).startsWith("info string no network: "), refused.get(1));
    assertEquals(nnue, nodesAtDepth6("ucinewgame", "position startpos moves e2e4", "go depth 6"));

    send("setoption name Eval value classical");
    assertEquals(
        classical, nodesAtDepth6("ucinewgame", "position startpos moves e2e4", "go depth 6"));
  }

  /** The node count of a search's depth 6, after {@code lines}. */
  private String nodesAtDepth6(String... lines) {
    List<String> all = new ArrayList<>(List.of(lines));
    all.add("position startpos"); // waits for the search to end
    String nodes = "";
    for (String line : send(all.toArray(String[]::new))) {
      if (line.startsWith("info depth 6 ")) {
        nodes = line.replaceAll(".* nodes (\\d+) .*", "$1");
      }
    }
    return nodes;
  }

  @Test
  void quitEndsTheSession() {
    assertFalse(session.handle(new UciCommand.Quit()));
  }

  @Test
  void everyCommandTypeIsHandled() {
    for (Class<?> type : UciCommand.class.getPermittedSubclasses()) {
      UciCommand sample =
          switch (type.getSimpleName()) {
            case "SetPosition" -> new UciCommand.SetPosition(null, List.of());
            case "GoPerft" -> new UciCommand.GoPerft(1);
            case "Go" -> new UciCommand.Go(1, 0, 0, 0, 0, 0, 0, 0, 0, false, false, List.of());
            case "SetOption" -> new UciCommand.SetOption("Hash", "1");
            case "Bench" -> new UciCommand.Bench(1);
            case "Unknown" -> new UciCommand.Unknown("x", "unknown command");
            default -> instantiate(type);
          };
      session.handle(sample);
    }
  }

  private static UciCommand instantiate(Class<?> type) {
    try {
      return (UciCommand) type.getDeclaredConstructor().newInstance();
    } catch (ReflectiveOperationException e) {
      throw new AssertionError(type + " needs a sample in this test", e);
    }
  }
}
