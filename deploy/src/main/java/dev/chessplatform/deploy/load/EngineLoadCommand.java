package dev.chessplatform.deploy.load;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.chessplatform.deploy.load.Players.Player;
import java.io.PrintStream;
import java.net.URI;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;
import org.HdrHistogram.Histogram;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code ./platform engine-load}: many callers ask the engine for best moves through the gateway at
 * once, each search limited to the same number of nodes so every search is the same work, and the
 * searches per second, their latency and each process's CPU are printed: run it against one and
 * against several engine-service instances ({@code ./platform start --engine-instances 2}) to see
 * what scaling out gives (deploy/README.md, "Scaling out").
 */
@Command(
    name = "engine-load",
    mixinStandardHelpOptions = true,
    description = {
      "Ask for best moves through the gateway from many callers at once and measure them.",
      "Each caller is a closed loop of POST /api/engine/best-move {fen, nodes} with its own token."
    })
public final class EngineLoadCommand implements Callable<Integer> {

  /** Positions from openings, middlegames and endgames, taken in turn. */
  static final List<String> POSITIONS =
      List.of(
          "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
          "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3",
          "rnbqkb1r/pp2pppp/3p1n2/8/3NP3/8/PPP2PPP/RNBQKB1R w KQkq - 1 5",
          "r1bq1rk1/ppp2ppp/2np1n2/2b1p3/2B1P3/2PP1N2/PP3PPP/RNBQ1RK1 w - - 0 7",
          "r2q1rk1/pp2bppp/2n1pn2/3p4/3P4/2NBPN2/PP3PPP/R2Q1RK1 w - - 0 10",
          "r1b2rk1/2q1bppp/p2ppn2/1p6/3NP3/1BN1B3/PPP1QPPP/2KR3R w - - 0 12",
          "2r2rk1/pp1bqppp/2n1pn2/3p4/2PP4/P1N1PN2/1P1BQPPP/2R2RK1 b - - 0 14",
          "r4rk1/1pp1qppp/p1np1n2/4p3/2B1P1b1/2NP1N2/PPP1QPPP/R4RK1 w - - 4 10",
          "8/5pk1/6p1/p2P4/Pp6/1P3PPK/8/8 w - - 0 45",
          "6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 30",
          "8/8/4k3/8/2PK4/8/8/8 w - - 0 60",
          "r1bqk2r/pppp1ppp/2n2n2/2b1p3/2B1P3/3P1N2/PPP2PPP/RNBQK2R b KQkq - 0 5");

  @Option(
      names = "--url",
      defaultValue = "http://127.0.0.1:8080",
      description = "The gateway (default ${DEFAULT-VALUE})")
  URI url;

  @Option(
      names = "--callers",
      split = ",",
      defaultValue = "4",
      description =
          "Concurrent callers; a list (1,2,4,8) runs one row each (default ${DEFAULT-VALUE})")
  List<Integer> callers;

  @Option(
      names = "--nodes",
      defaultValue = "200000",
      description = "Nodes per search: the same work each time (default ${DEFAULT-VALUE})")
  long nodes;

  @Option(
      names = "--duration",
      defaultValue = "30s",
      description = "The measured window of each row (default ${DEFAULT-VALUE})")
  String duration;

  @Option(
      names = "--warm-up",
      defaultValue = "15s",
      description = "Searched before each window and not counted (default ${DEFAULT-VALUE})")
  String warmUp;

  @Option(
      names = "--data-dir",
      defaultValue = "${env:CHESS_DATA_DIR:-data}",
      description = "The platform's data folder, where the CPU table finds its processes")
  Path dataDir;

  /** One row: callers, searches answered in the window, their latencies, failures by reason. */
  public record Result(int callers, double seconds, Histogram latency, Map<String, Long> failures) {
    /** Searches answered in the window: one latency each. */
    public long searches() {
      return latency.getTotalCount();
    }

    public double searchesPerSecond() {
      return searches() / seconds;
    }

    public long failed() {
      return failures.values().stream().mapToLong(Long::longValue).sum();
    }
  }

  @Override
  public Integer call() throws Exception {
    List<Result> rows = run(System.out);
    return rows.stream().allMatch(r -> r.failed() == 0) ? 0 : 1;
  }

  /** Registers the callers, runs each row and prints it, then the series as a table. */
  public List<Result> run(PrintStream out) throws Exception {
    int most = callers.stream().mapToInt(Integer::intValue).max().orElse(1);
    if (callers.stream().anyMatch(c -> c < 1)) {
      throw new IllegalArgumentException("--callers must be at least 1");
    }
    GatewayClient gateway = new GatewayClient(url, most);
    String prefix = "engine" + Long.toString(System.currentTimeMillis() % 1_000_000_000L, 36);
    List<Player> players = Players.register(gateway, prefix, most, 2);
    out.printf("%d callers registered through %s (%s-1 …)%n", players.size(), url, prefix);
    List<Result> rows = new ArrayList<>();
    for (int c : callers) {
      ProcessCpu cpu = new ProcessCpu(dataDir.resolve("run"));
      Result row =
          row(
              gateway,
              players.subList(0, c),
              LoadCommand.parse(warmUp),
              LoadCommand.parse(duration),
              cpu);
      out.printf(
          "%n== %d callers, %d nodes a search: %.1f searches/s, p50 %.0f ms, p90 %.0f ms, p99 %.0f"
              + " ms, %d failed%n",
          c,
          nodes,
          row.searchesPerSecond(),
          ms(row.latency().getValueAtPercentile(50)),
          ms(row.latency().getValueAtPercentile(90)),
          ms(row.latency().getValueAtPercentile(99)),
          row.failed());
      row.failures().forEach((reason, n) -> out.printf("   failed %s × %d%n", reason, n));
      cpu.print(out, row.seconds(), row.searches(), "search");
      rows.add(row);
    }
    out.printf("%n| callers | searches/s | p50 ms | p99 ms | failed |%n|---|---|---|---|---|%n");
    for (Result r : rows) {
      out.printf(
          "| %d | %.1f | %.0f | %.0f | %d |%n",
          r.callers(),
          r.searchesPerSecond(),
          ms(r.latency().getValueAtPercentile(50)),
          ms(r.latency().getValueAtPercentile(99)),
          r.failed());
    }
    return rows;
  }

  private Result row(
      GatewayClient gateway, List<Player> players, Duration warm, Duration window, ProcessCpu cpu)
      throws InterruptedException {
    long open = System.nanoTime() + warm.toNanos();
    long close = open + window.toNanos();
    Histogram latency = new Histogram(TimeUnit.MINUTES.toNanos(2), 3);
    Map<String, Long> failures = new TreeMap<>();
    List<Thread> threads = new ArrayList<>();
    for (int i = 0; i < players.size(); i++) {
      Player player = players.get(i);
      int first = i;
      Thread caller =
          new Thread(
              () -> {
                for (int k = first; System.nanoTime() < close; k++) {
                  ObjectNode body = GatewayClient.JSON.createObjectNode();
                  body.put("fen", POSITIONS.get(k % POSITIONS.size())).put("nodes", nodes);
                  long sent = System.nanoTime();
                  GatewayClient.Answer a =
                      gateway.post(player.token(), "/api/engine/best-move", body.toString());
                  if (sent < open || sent >= close) {
                    continue; // warm-up, or sent after the window
                  }
                  synchronized (latency) {
                    if (a.ok()) {
                      latency.recordValue(Math.min(a.nanos(), latency.getHighestTrackableValue()));
                    } else {
                      failures.merge(a.reason(), 1L, Long::sum);
                    }
                  }
                }
              },
              "engine-caller-" + i);
      caller.start();
      threads.add(caller);
    }
    long untilOpen = open - System.nanoTime();
    if (untilOpen > 0) {
      TimeUnit.NANOSECONDS.sleep(untilOpen);
    }
    cpu.start();
    long untilClose = close - System.nanoTime();
    if (untilClose > 0) {
      TimeUnit.NANOSECONDS.sleep(untilClose);
    }
    cpu.stop();
    for (Thread t : threads) {
      t.join();
    }
    synchronized (latency) {
      return new Result(players.size(), window.toNanos() / 1e9, latency, failures);
    }
  }

  private static double ms(long nanos) {
    return nanos / 1e6;
  }
}
