package dev.chessplatform.deploy.load;

import dev.chessplatform.deploy.load.Players.Player;
import java.io.PrintStream;
import java.net.URI;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code ./platform load}: drives a running platform through its gateway as many players at once,
 * and prints moves/s and latency percentiles per request type (see deploy/README.md, "Load").
 */
@Command(
    name = "load",
    mixinStandardHelpOptions = true,
    description = {
      "Play many games at once through the gateway and measure them.",
      "Each game is a closed loop: legal moves, then the move (Idempotency-Key, If-Match), next turn.",
      "Start the platform with the gateway's rate limits raised (deploy/README.md, \"Load\")."
    })
public final class LoadCommand implements Callable<Integer> {

  @Option(
      names = "--url",
      defaultValue = "http://127.0.0.1:8080",
      description = "The gateway (default ${DEFAULT-VALUE})")
  URI url;

  @Option(
      names = "--games",
      split = ",",
      defaultValue = "50",
      description =
          "Concurrent games; a list (1,10,50,200) runs one row each (default ${DEFAULT-VALUE})")
  List<Integer> games;

  @Option(
      names = "--computer-share",
      defaultValue = "0",
      description =
          "Share of the games played against the computer, 0 to 1 (default ${DEFAULT-VALUE})")
  double computerShare;

  @Option(
      names = "--level",
      defaultValue = "1",
      description = "The computer's level, 1 to 5 (default ${DEFAULT-VALUE})")
  int level;

  @Option(
      names = "--duration",
      defaultValue = "30s",
      description = "The measured window of each row, e.g. 30s, 2m (default ${DEFAULT-VALUE})")
  String duration;

  @Option(
      names = "--warm-up",
      defaultValue = "10s",
      description = "Played before each window and not counted (default ${DEFAULT-VALUE})")
  String warmUp;

  @Option(
      names = "--max-plies",
      defaultValue = "120",
      description =
          "A game still going after this many plies is resigned (default ${DEFAULT-VALUE})")
  int maxPlies;

  @Option(
      names = "--seed",
      defaultValue = "1",
      description = "Seeds the move choice (default ${DEFAULT-VALUE})")
  long seed;

  @Option(
      names = "--full-answers",
      description =
          "Moves ask for the whole game in the answer, as clients that send no Prefer header do"
              + " (by default they send Prefer: return=minimal and get 204 with the ETag)")
  boolean fullAnswers;

  @Option(
      names = "--profile",
      description =
          "Record each measured window with JFR in every platform process (jcmd) into this"
              + " folder, and print the hottest methods")
  Path profile;

  @Option(
      names = "--data-dir",
      defaultValue = "${env:CHESS_DATA_DIR:-data}",
      description =
          "The platform's data folder (default ${DEFAULT-VALUE}), where the CPU table and"
              + " --profile find its processes")
  Path dataDir;

  @Option(
      names = "--top",
      defaultValue = "15",
      description = "Methods printed per process and ranking with --profile")
  int top;

  @Override
  public Integer call() throws Exception {
    run(System.out);
    return 0;
  }

  /** Registers the players, plays every row and prints it, then the table; returns the rows. */
  public List<LoadRun.Result> run(PrintStream out) throws Exception {
    if (computerShare < 0 || computerShare > 1) {
      throw new IllegalArgumentException("--computer-share must be between 0 and 1");
    }
    List<LoadRun> runs = new ArrayList<>();
    int needed = 0;
    int slots = 0;
    for (int g : games) {
      if (g < 1) {
        throw new IllegalArgumentException("--games must be at least 1: " + g);
      }
      int computer = (int) Math.round(g * computerShare);
      LoadRun run = new LoadRun(g, computer, parse(warmUp), parse(duration));
      runs.add(run);
      needed = Math.max(needed, run.playersNeeded());
      slots = Math.max(slots, g);
    }
    try (GatewayClient gateway = new GatewayClient(url, slots)) {
      return run(out, gateway, runs, needed);
    }
  }

  private List<LoadRun.Result> run(
      PrintStream out, GatewayClient gateway, List<LoadRun> runs, int needed) throws Exception {
    String prefix = "load" + Long.toString(System.currentTimeMillis() % 1_000_000_000L, 36);
    long t0 = System.nanoTime();
    List<Player> players = Players.register(gateway, prefix, needed, 2);
    out.printf(
        "%d players registered and logged in through %s in %.1f s (%s-1 …)%n",
        players.size(), url, (System.nanoTime() - t0) / 1e9, prefix);
    List<LoadRun.Result> results = new ArrayList<>();
    Map<String, Path> recordings = new LinkedHashMap<>();
    for (LoadRun run : runs) {
      Path folder = profile == null ? null : profile.resolve(run.games() + "-games");
      Profiles profiles = folder == null ? null : new Profiles(dataDir.resolve("run"), folder);
      ProcessCpu cpu = new ProcessCpu(dataDir.resolve("run"));
      LoadRun.Observer observer =
          new LoadRun.Observer() {
            @Override
            public void started() throws Exception {
              if (profiles != null) {
                profiles.start();
              }
            }

            @Override
            public void opened() throws Exception {
              if (profiles != null) {
                profiles.windowOpens();
              }
              cpu.start();
            }

            @Override
            public void closed() throws Exception {
              cpu.stop();
              if (profiles != null) {
                recordings.putAll(profiles.stop());
              }
            }
          };
      recordings.clear();
      LoadRun.Result result =
          run.play(gateway, players, level, maxPlies, !fullAnswers, seed, observer);
      LoadReport.row(out, result);
      cpu.print(out, result.seconds(), result.moves());
      for (Map.Entry<String, Path> r : recordings.entrySet()) {
        Profiles.summarize(out, r.getKey(), r.getValue(), top, profiles.windowFrom());
      }
      results.add(result);
    }
    LoadReport.table(out, results);
    return results;
  }

  /** {@code 30s}, {@code 2m}, {@code 500ms} or an ISO-8601 duration. */
  public static Duration parse(String text) {
    String t = text.trim().toLowerCase(java.util.Locale.ROOT);
    if (t.startsWith("p")) {
      return Duration.parse(text.trim());
    }
    if (t.endsWith("ms")) {
      return Duration.ofMillis(Long.parseLong(t.substring(0, t.length() - 2)));
    }
    if (t.endsWith("s")) {
      return Duration.ofSeconds(Long.parseLong(t.substring(0, t.length() - 1)));
    }
    if (t.endsWith("m")) {
      return Duration.ofMinutes(Long.parseLong(t.substring(0, t.length() - 1)));
    }
    throw new IllegalArgumentException("not a duration (30s, 2m, 500ms, PT1M): " + text);
  }
}
