package dev.chessplatform.deploy.load;

import java.util.EnumMap;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import org.HdrHistogram.Histogram;

/**
 * What one game slot (or, merged, a whole run) measured: per request type a latency histogram of
 * its answered requests (1 µs to 2 min, 3 significant digits), its failures by reason, and the
 * whole moves (legal moves, then the move) a player made.
 */
final class Latencies {

  private static final long HIGHEST = TimeUnit.MINUTES.toNanos(2);

  private final Map<RequestType, Histogram> answered = new EnumMap<>(RequestType.class);
  private final Map<String, Long> failures = new TreeMap<>();
  private final Histogram turn = histogram();
  private long gamesFinished;

  void answered(RequestType type, long nanos) {
    answered.computeIfAbsent(type, t -> histogram()).recordValue(Math.min(nanos, HIGHEST));
  }

  void failed(RequestType type, String reason) {
    failures.merge(type.label + ": " + reason, 1L, Long::sum);
  }

  /** A player's whole turn: its legal-moves request and its move, both answered. */
  void turn(long nanos) {
    turn.recordValue(Math.min(nanos, HIGHEST));
  }

  void gameFinished() {
    gamesFinished++;
  }

  synchronized void add(Latencies other) {
    other.answered.forEach((type, h) -> answered.computeIfAbsent(type, t -> histogram()).add(h));
    other.failures.forEach((reason, n) -> failures.merge(reason, n, Long::sum));
    turn.add(other.turn);
    gamesFinished += other.gamesFinished;
  }

  Map<RequestType, Histogram> answered() {
    return answered;
  }

  Map<String, Long> failures() {
    return failures;
  }

  Histogram turns() {
    return turn;
  }

  long gamesFinished() {
    return gamesFinished;
  }

  long failureCount() {
    return failures.values().stream().mapToLong(Long::longValue).sum();
  }

  private static Histogram histogram() {
    return new Histogram(1_000, HIGHEST, 3);
  }
}
