package dev.chessplatform.deploy.chaos;

import java.time.Duration;
import java.util.Locale;

/**
 * One kill of a campaign's schedule and, once done, what it measured.
 *
 * @param component the launcher's name of the process: game-service, engine-service,
 *     rating-service, gateway or kafka (the broker, its own JVM), or a further instance of a
 *     service started with {@code --game-instances}, {@code --engine-instances}, {@code
 *     --rating-instances} or {@code --gateway-instances}: game-service-1, gateway-1 …, or of a
 *     broker with {@code --kafka-brokers 3}: kafka-1, kafka-2; or {@value #BROKER_LEADER}: the
 *     broker that leads the most partitions of chess.game-events when the kill comes ({@link
 *     BrokerLeader})
 * @param at when, from the start of play
 * @param downFor how long it stays dead before it is started again
 * @param stays never started again: the other instances must take its work over
 */
record Kill(String component, Duration at, Duration downFor, boolean stays) {

  static final String BROKER_LEADER = "broker-leader";

  static final java.util.List<String> COMPONENTS =
      java.util.List.of(
          "game-service", "engine-service", "rating-service", "gateway", "kafka", BROKER_LEADER);

  private static final java.util.regex.Pattern INSTANCE =
      java.util.regex.Pattern.compile(
          "(game-service|engine-service|rating-service|gateway|kafka)-[1-9][0-9]?");

  /** True for a broker's process name: kafka, kafka-1 … */
  static boolean isBroker(String component) {
    return component.equals("kafka") || component.matches("kafka-[1-9][0-9]?");
  }

  Kill {
    if (!COMPONENTS.contains(component) && !INSTANCE.matcher(component).matches()) {
      throw new IllegalArgumentException(
          component + " is not one of " + COMPONENTS + " nor an instance like game-service-1");
    }
  }

  /**
   * {@code game-service@20s}, {@code kafka@90s+3s} (dead for 3 s before the restart), {@code
   * game-service-1@20s!} (killed for good), {@code broker-leader@20s!}.
   */
  static Kill parse(String text) {
    String t = text.trim();
    boolean stays = t.endsWith("!");
    String[] parts = (stays ? t.substring(0, t.length() - 1) : t).split("@", 2);
    if (parts.length != 2) {
      throw new IllegalArgumentException(
          "a kill is component@<seconds>s[+<seconds>s] or component@<seconds>s!: " + text);
    }
    String[] times = parts[1].split("\\+", 2);
    return new Kill(
        parts[0], seconds(times[0]), times.length > 1 ? seconds(times[1]) : Duration.ZERO, stays);
  }

  /** The service the process is an instance of: game-service for game-service-1. */
  String service() {
    return INSTANCE.matcher(component).matches()
        ? component.substring(0, component.lastIndexOf('-'))
        : component;
  }

  private static Duration seconds(String s) {
    String t = s.trim().toLowerCase(Locale.ROOT);
    if (t.endsWith("s")) {
      t = t.substring(0, t.length() - 1);
    }
    return Duration.ofMillis(Math.round(Double.parseDouble(t) * 1000));
  }

  /** What happened when the kill was carried out; times from the SIGKILL, -1 when never. */
  static final class Outcome {
    final Kill kill;
    final Tally tally = new Tally();
    volatile long signalledAtNanos;
    volatile long pid;
    volatile long newPid;
    volatile long deadMs = -1;
    volatile long restartedMs = -1;
    volatile long readyMs = -1;
    volatile long firstMoveMs = -1;
    volatile long firstComputerMoveMs = -1;

    /** For a kill that stays: when the other instances held every partition the dead one had. */
    volatile long takenOverMs = -1;

    volatile String takenOverBy = "";
    volatile long atMs;
    volatile String failure;

    /** For a broker: which node it was, what it led, and whether it was the active controller. */
    volatile String chosen = "";

    Outcome(Kill kill) {
      this.kill = kill;
    }

    boolean recovered() {
      return failure != null || ((kill.stays() ? takenOverMs : readyMs) >= 0 && firstMoveMs >= 0);
    }

    String line() {
      if (kill.stays()) {
        return String.format(
            "%-14s at %6.1f s  pid %d, not restarted: dead %s, partitions taken over %s (%s), first"
                + " move %s, first computer move %s after the kill%s%n      during it: %s",
            kill.component() + (chosen.isEmpty() ? "" : " = " + chosen),
            atMs / 1000.0,
            pid,
            ms(deadMs),
            ms(takenOverMs),
            takenOverBy,
            ms(firstMoveMs),
            ms(firstComputerMoveMs),
            failure == null ? "" : " FAILED: " + failure,
            tally.line());
      }
      return String.format(
          "%-14s at %6.1f s  pid %d -> %d: dead %s, restarted %s, ready %s, first move %s, first"
              + " computer move %s after the kill%s%n      during it: %s",
          kill.component() + (chosen.isEmpty() ? "" : " = " + chosen),
          atMs / 1000.0,
          pid,
          newPid,
          ms(deadMs),
          ms(restartedMs),
          ms(readyMs),
          ms(firstMoveMs),
          ms(firstComputerMoveMs),
          failure == null ? "" : " FAILED: " + failure,
          tally.line());
    }

    private static String ms(long ms) {
      return ms < 0 ? "never" : ms < 1000 ? ms + " ms" : String.format("%.1f s", ms / 1000.0);
    }
  }
}
