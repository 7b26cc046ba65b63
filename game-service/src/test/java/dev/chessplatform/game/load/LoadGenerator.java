package dev.chessplatform.game.load;

import dev.chessplatform.chess.Move;
import dev.chessplatform.chess.Position;
import dev.chessplatform.chess.notation.Fen;
import dev.chessplatform.identity.Caller;
import dev.chessplatform.identity.IdentityProof;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicLong;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Plays many games at once against a running game-service, as the gateway would call it (signed
 * identity headers), and reports moves per second and move latency. Each game is two simulated
 * players moving in turn: a move is sent only after the previous one was answered, so latency is
 * the full path (decide, Kafka transaction with {@code acks=all}, answer). Moves are random legal
 * moves (chess-core, fixed seed per game); a game stops at its end or at {@code maxPlies}.
 *
 * <pre>
 * java ... LoadGenerator http://127.0.0.1:8081 &lt;internal-secret&gt; [games] [concurrency] [maxPlies]
 * </pre>
 */
public final class LoadGenerator {

  private static final Pattern GAME_ID = Pattern.compile("\"gameId\":\"([^\"]+)\"");
  private static final Pattern FEN = Pattern.compile("\"fen\":\"([^\"]+)\"");
  private static final Pattern STATUS = Pattern.compile("\"status\":\"([A-Z]+)\"");

  /** What a run measured. */
  public record Report(
      int games,
      int concurrency,
      long moves,
      long failures,
      double seconds,
      long p50Ms,
      long p99Ms,
      long maxMs,
      List<String> gameIds) {
    public double movesPerSecond() {
      return moves / seconds;
    }

    @Override
    public String toString() {
      return String.format(
          "games=%d concurrency=%d moves=%d failures=%d time=%.1fs moves/s=%.0f p50=%dms"
              + " p99=%dms max=%dms",
          games, concurrency, moves, failures, seconds, movesPerSecond(), p50Ms, p99Ms, maxMs);
    }
  }

  private final URI base;
  private final IdentityProof proof;
  private final HttpClient http;
  private final List<Long> latencies = Collections.synchronizedList(new ArrayList<>());
  private final AtomicLong failures = new AtomicLong();
  private final java.util.Queue<String> gameIds =
      new java.util.concurrent.ConcurrentLinkedQueue<>();
  private final java.util.concurrent.ConcurrentHashMap<String, Integer> reasons =
      new java.util.concurrent.ConcurrentHashMap<>();

  private LoadGenerator(URI base, String secret, ExecutorService pool) {
    this.base = base;
    this.proof = new IdentityProof(secret);
    this.http =
        HttpClient.newBuilder()
            .version(HttpClient.Version.HTTP_1_1)
            .executor(pool)
            .connectTimeout(Duration.ofSeconds(5))
            .build();
  }

  public static Report run(URI base, String secret, int games, int concurrency, int maxPlies)
      throws Exception {
    return run(base, secret, games, concurrency, maxPlies, true);
  }

  /**
   * Plays {@code games} games, {@code concurrency} at a time, each up to {@code maxPlies} plies;
   * white resigns at the end when {@code finish}, otherwise the games stay live.
   */
  public static Report run(
      URI base, String secret, int games, int concurrency, int maxPlies, boolean finish)
      throws Exception {
    ExecutorService pool = Executors.newFixedThreadPool(concurrency);
    ExecutorService io = Executors.newFixedThreadPool(4);
    try {
      LoadGenerator load = new LoadGenerator(base, secret, io);
      long start = System.nanoTime();
      List<Future<?>> done = new ArrayList<>();
      for (int g = 0; g < games; g++) {
        int seed = g;
        done.add(pool.submit(() -> load.play(seed, maxPlies, finish)));
      }
      for (Future<?> f : done) {
        f.get();
      }
      double seconds = (System.nanoTime() - start) / 1e9;
      if (!load.reasons.isEmpty()) {
        System.out.println("LOAD failures by answer: " + load.reasons);
      }
      List<Long> sorted = new ArrayList<>(load.latencies);
      Collections.sort(sorted);
      return new Report(
          games,
          concurrency,
          sorted.size(),
          load.failures.get(),
          seconds,
          percentile(sorted, 0.50),
          percentile(sorted, 0.99),
          sorted.isEmpty() ? 0 : sorted.get(sorted.size() - 1),
          List.copyOf(load.gameIds));
    } finally {
      pool.shutdownNow();
      io.shutdownNow();
    }
  }

  /** Waits until the service is ready (its partitions loaded) and takes games. */
  public static void awaitReady(URI base, String secret, Duration within) throws Exception {
    ExecutorService io = Executors.newSingleThreadExecutor();
    try {
      LoadGenerator probe = new LoadGenerator(base, secret, io);
      long deadline = System.nanoTime() + within.toNanos();
      HttpRequest ready = HttpRequest.newBuilder(base.resolve("/q/health/ready")).build();
      while (probe.http.send(ready, HttpResponse.BodyHandlers.discarding()).statusCode() != 200) {
        if (System.nanoTime() > deadline) {
          throw new IllegalStateException("the service was not ready in " + within);
        }
        Thread.sleep(250);
      }
      while (probe.post("load-probe", "/api/games", "{\"mode\":\"SEEK\"}", 201) == null) {
        if (System.nanoTime() > deadline) {
          throw new IllegalStateException("the service did not take games in " + within);
        }
        Thread.sleep(250);
      }
    } finally {
      io.shutdownNow();
    }
  }

  private static long percentile(List<Long> sorted, double p) {
    if (sorted.isEmpty()) {
      return 0;
    }
    return sorted.get((int) Math.min(sorted.size() - 1, Math.ceil(p * sorted.size()) - 1));
  }

  private Void play(int seed, int maxPlies, boolean finish) throws Exception {
    String run = Long.toString(Instant.now().toEpochMilli(), 36);
    String white = "load-w-" + run + "-" + seed;
    String black = "load-b-" + run + "-" + seed;
    String created =
        post(
            white,
            "/api/games",
            "{\"mode\":\"SEEK\",\"colour\":\"WHITE\",\"clock\":{\"preset\":\"rapid\"}}",
            201);
    Matcher id = created == null ? null : GAME_ID.matcher(created);
    if (id == null || !id.find()) {
      failures.incrementAndGet();
      return null;
    }
    String gameId = id.group(1);
    gameIds.add(gameId);
    String state = post(black, "/api/games/" + gameId + "/join", "{}", 200);
    Random random = new Random(seed);
    for (int ply = 0; ply < maxPlies && state != null; ply++) {
      Matcher status = STATUS.matcher(state);
      Matcher fen = FEN.matcher(state);
      if (!status.find() || !status.group(1).equals("STARTED") || !fen.find()) {
        return null;
      }
      Position p = Fen.read(fen.group(1));
      List<Move> legal = p.legalMoves();
      Move move = legal.get(random.nextInt(legal.size()));
      String player = ply % 2 == 0 ? white : black;
      long t0 = System.nanoTime();
      state =
          post(player, "/api/games/" + gameId + "/moves", "{\"move\":\"" + move.uci() + "\"}", 200);
      if (state != null) {
        latencies.add((System.nanoTime() - t0) / 1_000_000);
      }
    }
    if (state != null && finish) {
      post(white, "/api/games/" + gameId + "/resign", "{}", 200);
    }
    return null;
  }

  private String post(String player, String path, String body, int expected) throws Exception {
    var builder =
        HttpRequest.newBuilder(base.resolve(path))
            .timeout(Duration.ofSeconds(30))
            .header("Content-Type", "application/json")
            .POST(HttpRequest.BodyPublishers.ofString(body));
    proof
        .sign(new Caller(player, Set.of("game:play")), "POST", path, Instant.now().getEpochSecond())
        .forEach(builder::header);
    HttpResponse<String> r = http.send(builder.build(), HttpResponse.BodyHandlers.ofString());
    if (r.statusCode() != expected) {
      failures.incrementAndGet();
      Matcher type = Pattern.compile("\"type\":\"[^\"]*/([a-z-]+)\"").matcher(r.body());
      reasons.merge(r.statusCode() + (type.find() ? " " + type.group(1) : ""), 1, Integer::sum);
      return null;
    }
    return r.body();
  }

  public static void main(String[] args) throws Exception {
    if (args.length < 2) {
      System.err.println(
          "usage: LoadGenerator <game-service url> <internal secret> [games=200] [concurrency=50]"
              + " [maxPlies=40]");
      System.exit(2);
    }
    int games = args.length > 2 ? Integer.parseInt(args[2]) : 200;
    int concurrency = args.length > 3 ? Integer.parseInt(args[3]) : 50;
    int plies = args.length > 4 ? Integer.parseInt(args[4]) : 40;
    awaitReady(URI.create(args[0]), args[1], Duration.ofSeconds(60));
    System.out.println(run(URI.create(args[0]), args[1], games, concurrency, plies));
  }
}
