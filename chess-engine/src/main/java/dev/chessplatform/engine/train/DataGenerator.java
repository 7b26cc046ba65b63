package dev.chessplatform.engine.train;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.BitSet;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Training data from self-play ({@link SelfPlay}), many games at once, into one file of {@link
 * PackedPosition} records. Resumable: game {@code i} of a run is the same game whenever it is
 * played (seeded by the run's seed and {@code i}), each game's records are appended in one write,
 * and a run started again on the same file first cuts a half-written record, then skips the games
 * the file already holds.
 *
 * <pre>
 * java -cp chess-engine.jar dev.chessplatform.engine.train.DataGenerator \
 *     --out data.bin --games 20000 --threads 2 --nodes 5000 --random-plies 8 --seed 1
 * </pre>
 */
public final class DataGenerator {

  /** What a run is asked to do. */
  public record Settings(
      Path out, int games, int threads, long nodes, int randomPlies, long seed) {}

  /** What a run did: games played now, positions written now, seconds. */
  public record Outcome(int gamesPlayed, long positions, double seconds) {}

  private DataGenerator() {}

  public static void main(String[] args) throws Exception {
    Settings s = parse(args);
    Outcome o = run(s, true);
    System.out.printf(
        "%d games played, %d positions written in %.1f s (%.0f positions/s) to %s%n",
        o.gamesPlayed(), o.positions(), o.seconds(), o.positions() / o.seconds(), s.out());
  }

  static Settings parse(String[] args) {
    Options o =
        new Options(args, List.of("out", "games", "threads", "nodes", "random-plies", "seed"));
    return new Settings(
        o.path("out"),
        o.integer("games", 1000),
        Math.max(1, o.integer("threads", Runtime.getRuntime().availableProcessors())),
        o.number("nodes", 5000),
        o.integer("random-plies", 8),
        o.number("seed", 1));
  }

  /** Plays every game of {@code s} the file does not hold yet, {@code s.threads()} at a time. */
  public static Outcome run(Settings s, boolean progress) throws Exception {
    long start = System.nanoTime();
    BitSet done = resume(s.out());
    AtomicInteger next = new AtomicInteger();
    AtomicInteger played = new AtomicInteger();
    AtomicLong written = new AtomicLong();
    try (FileChannel file =
        FileChannel.open(s.out(), StandardOpenOption.CREATE, StandardOpenOption.APPEND)) {
      Thread[] workers = new Thread[s.threads()];
      Exception[] failure = new Exception[1];
      for (int t = 0; t < workers.length; t++) {
        workers[t] =
            new Thread(
                () -> {
                  SelfPlay games = new SelfPlay(s.nodes(), s.randomPlies());
                  try {
                    for (int g; (g = next.getAndIncrement()) < s.games(); ) {
                      if (done.get(g)) {
                        continue;
                      }
                      List<PackedPosition> positions = games.play(s.seed(), g);
                      append(file, positions);
                      written.addAndGet(positions.size());
                      int n = played.incrementAndGet();
                      if (progress && n % 100 == 0) {
                        double sec = (System.nanoTime() - start) / 1e9;
                        System.out.printf(
                            "%d games, %d positions, %.0f positions/s%n",
                            n, written.get(), written.get() / sec);
                      }
                    }
                  } catch (IOException | RuntimeException e) {
                    synchronized (failure) {
                      failure[0] = e instanceof IOException io ? io : new IOException(e);
                    }
                    next.set(s.games());
                  }
                },
                "selfplay-" + t);
        workers[t].start();
      }
      for (Thread w : workers) {
        w.join();
      }
      if (failure[0] != null) {
        throw failure[0];
      }
    }
    return new Outcome(played.get(), written.get(), (System.nanoTime() - start) / 1e9);
  }

  private static void append(FileChannel file, List<PackedPosition> positions) throws IOException {
    if (positions.isEmpty()) {
      return;
    }
    ByteBuffer b = ByteBuffer.allocate(positions.size() * PackedPosition.BYTES);
    positions.forEach(p -> p.write(b));
    b.flip();
    synchronized (file) {
      while (b.hasRemaining()) {
        file.write(b);
      }
    }
  }

  /** Cuts a half-written record off the end of {@code out} and answers the games it holds. */
  static BitSet resume(Path out) throws IOException {
    BitSet done = new BitSet();
    if (!Files.exists(out)) {
      return done;
    }
    try (FileChannel file =
        FileChannel.open(out, StandardOpenOption.READ, StandardOpenOption.WRITE)) {
      long whole = file.size() - file.size() % PackedPosition.BYTES;
      file.truncate(whole);
      ByteBuffer b = ByteBuffer.allocate(PackedPosition.BYTES * 4096);
      long at = 0;
      while (at < whole) {
        b.clear();
        int n = file.read(b, at);
        b.flip();
        b.limit(b.limit() - b.limit() % PackedPosition.BYTES);
        while (b.hasRemaining()) {
          done.set(PackedPosition.read(b).game());
        }
        at += b.limit();
        if (n <= 0) {
          break;
        }
      }
    }
    return done;
  }
}
