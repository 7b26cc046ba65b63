package dev.chessplatform.engineservice.application;

import dev.chessplatform.engineservice.domain.SearchAnswer;
import dev.chessplatform.engineservice.domain.SearchAsk;
import dev.chessplatform.engineservice.domain.SearchBounds;
import dev.chessplatform.engineservice.domain.SearchSpec;
import dev.chessplatform.engineservice.domain.SearchSpecs;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;

/**
 * Best-move throughput of the pool at a fixed move time as the workers go from 1 to the core count
 * (README, "Throughput"). Off by default; run with
 *
 * <pre>
 * ./mvnw -q -pl engine-service test -Dbench.engine=true -Dtest=WorkerThroughputBench \
 *   -Dtest.jvm.flags="-Xmx768m -XX:+UseParallelGC" [-Dbench.movetime=500] [-Dbench.rounds=6]
 * </pre>
 *
 * (the default test flags stop the JIT at C1, which no engine should be measured with). Prints one
 * line per worker count and writes them to target/bench-engine.txt.
 */
@EnabledIfSystemProperty(named = "bench.engine", matches = "true")
class WorkerThroughputBench {

  private static final List<String> FENS =
      List.of(
          "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
          "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
          "r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP3PPP/R2QKB1R w KQ - 0 8",
          "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1");

  @Test
  void throughput_at_fixed_movetime_from_one_worker_to_every_core() throws Exception {
    long movetime = Long.getLong("bench.movetime", 500);
    int rounds = Integer.getInteger("bench.rounds", 6);
    int cores = Runtime.getRuntime().availableProcessors();
    List<String> lines = new ArrayList<>();
    lines.add(
        String.format("movetime %d ms, %d searches per worker, %d cores", movetime, rounds, cores));
    lines.add("workers  searches  wall_s  searches_per_s  nodes_per_s  nodes_per_s_per_worker");
    run(1, 2, movetime); // warm-up: JIT
    for (int workers = 1; workers <= cores; workers++) {
      lines.add(run(workers, rounds * workers, movetime));
      System.out.println(lines.get(lines.size() - 1));
    }
    Files.write(Path.of("target/bench-engine.txt"), lines);
    lines.forEach(System.out::println);
  }

  private static String run(int workers, int searches, long movetime) throws Exception {
    SearchBounds bounds = new SearchBounds(60_000, 64, 2_000_000_000L, 5, movetime);
    try (SearchPool pool =
        new SearchPool(workers, searches, () -> new BuiltInBackend(16), SearchObserver.NONE)) {
      List<CompletableFuture<SearchAnswer>> answers = new ArrayList<>();
      long started = System.nanoTime();
      for (int i = 0; i < searches; i++) {
        SearchAsk ask =
            new SearchAsk(FENS.get(i % FENS.size()), List.of(), null, movetime, null, null, 1);
        SearchSpec spec = ((SearchSpecs.Valid) SearchSpecs.check(ask, bounds, i)).spec();
        answers.add(pool.search(spec, Instant.now().plusSeconds(600), "bench").result());
      }
      long nodes = 0;
      for (CompletableFuture<SearchAnswer> a : answers) {
        nodes += a.get().nodes();
      }
      double wall = (System.nanoTime() - started) / 1e9;
      return String.format(
          "%7d  %8d  %6.2f  %14.2f  %11.0f  %22.0f",
          workers, searches, wall, searches / wall, nodes / wall, nodes / wall / workers);
    }
  }
}
