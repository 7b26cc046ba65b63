package dev.chessplatform.deploy.load;

import dev.chessplatform.deploy.load.Players.Player;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * One row of a load series: {@code games} slots play at once, first for the warm-up (not recorded),
 * then for the measured window; then every slot finishes its request in flight and the run is
 * merged.
 *
 * @param games concurrent games
 * @param computerGames how many of them are against the computer
 */
record LoadRun(int games, int computerGames, Duration warmUp, Duration measured) {

  /** What a row measured, with the machine's load average before and after. */
  record Result(
      LoadRun run,
      Latencies latencies,
      double seconds,
      String loadBefore,
      String loadAfter,
      double[] earlyRates) {
    /** The players' moves answered in the window. */
    long moves() {
      var moves = latencies.answered().get(RequestType.MOVE);
      return moves == null ? 0 : moves.getTotalCount();
    }

    double movesPerSecond() {
      return moves() / seconds;
    }

    /**
     * The players' moves per second in each whole window-long stretch of the warm-up, from the
     * row's start: with {@code --warm-up 90s --duration 30s} the rates of 0–30, 30–60 and 60–90 s,
     * to read beside the measured window's. Empty when the warm-up is shorter than a window.
     */
    @Override
    public double[] earlyRates() {
      return earlyRates.clone();
    }
  }

  /** What happens as the row starts and its measured window opens and closes (a profiler). */
  interface Observer {
    Observer NONE = new Observer() {};

    /** Before the first game of the row, so that what it costs falls in the warm-up. */
    default void started() throws Exception {}

    default void opened() throws Exception {}

    default void closed() throws Exception {}
  }

  /**
   * @param players at least {@code 2 × (games − computerGames) + computerGames} accounts
   * @param minimal moves ask for {@code Prefer: return=minimal} (204 and the ETag alone)
   */
  Result play(
      GatewayClient gateway,
      List<Player> players,
      int level,
      int maxPlies,
      boolean minimal,
      long seed,
      Observer observer)
      throws Exception {
    int stretches = (int) (warmUp.toNanos() / measured.toNanos());
    GameSlot.Window window = new GameSlot.Window(System.nanoTime(), measured.toNanos(), stretches);
    List<GameSlot> slots = new ArrayList<>();
    int next = 0;
    for (int i = 0; i < games; i++) {
      boolean computer = i < computerGames;
      Player white = players.get(next++);
      Player black = computer ? null : players.get(next++);
      slots.add(
          new GameSlot(gateway, white, black, level, maxPlies, minimal, seed * 1_000 + i, window));
    }
    observer.started();
    List<Thread> threads = new ArrayList<>();
    for (int i = 0; i < slots.size(); i++) {
      Thread t = new Thread(slots.get(i), "load-slot-" + i);
      t.setDaemon(true);
      threads.add(t);
      t.start();
    }
    Thread.sleep(warmUp.toMillis());
    String before = LoadAverage.now();
    observer.opened();
    long from = System.nanoTime();
    window.measureFrom = from;
    window.measureUntil = from + measured.toNanos();
    Thread.sleep(measured.toMillis());
    window.stop = true;
    String after = LoadAverage.now();
    observer.closed();
    for (Thread t : threads) {
      t.join();
    }
    Latencies total = new Latencies();
    slots.forEach(s -> total.add(s.latencies()));
    double[] early = new double[stretches];
    for (int i = 0; i < stretches; i++) {
      early[i] = window.early.get(i) / (measured.toNanos() / 1e9);
    }
    return new Result(this, total, measured.toNanos() / 1e9, before, after, early);
  }

  int playersNeeded() {
    return 2 * (games - computerGames) + computerGames;
  }
}
