package dev.chessplatform.deploy.chaos;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.TimeUnit;

/**
 * When each acknowledged move was first sent and when its 200 came, so that a campaign can say how
 * long moves stopped around a kill: the longest stretch in which no table had a move acknowledged
 * (the platform's pause, whatever the tables did meanwhile), and the slowest move from a player's
 * view (first try sent to the 200, retries included).
 */
final class Pauses {

  /** One acknowledged move: its first try's send and its acknowledgement, System.nanoTime(). */
  record Move(long firstSentNanos, long ackedNanos) {}

  /** A stretch without an acknowledged move, from the acknowledgement before to the one after. */
  record Pause(long fromNanos, long toNanos) {
    long ms() {
      return TimeUnit.NANOSECONDS.toMillis(toNanos - fromNanos);
    }
  }

  private final Queue<Move> moves = new ConcurrentLinkedQueue<>();

  void acked(long firstSentNanos, long ackedNanos) {
    moves.add(new Move(firstSentNanos, ackedNanos));
  }

  /**
   * The longest pause that ends after {@code fromNanos} and begins before {@code toNanos}, or null
   * with fewer than two acknowledgements.
   */
  Pause longest(long fromNanos, long toNanos) {
    return longestOf(p -> p.toNanos > fromNanos && p.fromNanos < toNanos);
  }

  /** The longest pause that began and ended in [fromNanos, toNanos], or null if none did. */
  Pause within(long fromNanos, long toNanos) {
    return longestOf(p -> p.fromNanos >= fromNanos && p.toNanos <= toNanos);
  }

  private Pause longestOf(java.util.function.Predicate<Pause> which) {
    List<Long> acks = new ArrayList<>(moves.stream().map(Move::ackedNanos).toList());
    acks.sort(Comparator.naturalOrder());
    Pause longest = null;
    for (int i = 1; i < acks.size(); i++) {
      Pause p = new Pause(acks.get(i - 1), acks.get(i));
      if (which.test(p) && (longest == null || p.ms() > longest.ms())) {
        longest = p;
      }
    }
    return longest;
  }

  /** The slowest acknowledged move first sent in [fromNanos, toNanos), or null if none was. */
  Move slowest(long fromNanos, long toNanos) {
    return moves.stream()
        .filter(m -> m.firstSentNanos >= fromNanos && m.firstSentNanos < toNanos)
        .max(Comparator.comparingLong(m -> m.ackedNanos - m.firstSentNanos))
        .orElse(null);
  }

  /**
   * One line for a kill signalled at {@code killNanos}: the longest pause in the {@code window}
   * after it (a pause that began before the kill counts), where it lay, and the slowest move sent
   * from {@code window} before the kill to {@code window} after it; and for comparison the longest
   * pause that lay wholly in the {@code window} before the kill.
   */
  String line(long killNanos, long windowNanos) {
    Pause after = longest(killNanos, killNanos + windowNanos);
    Pause before = within(killNanos - windowNanos, killNanos);
    Move slow = slowest(killNanos - windowNanos, killNanos + windowNanos);
    return String.format(
        "longest pause of acknowledged moves %s (%s), %s before the kill; slowest move %s",
        after == null ? "-" : seconds(after.ms()),
        after == null
            ? "no two acknowledgements"
            : "from "
                + signed(after.fromNanos - killNanos)
                + " to "
                + signed(after.toNanos - killNanos)
                + " of the kill",
        before == null ? "-" : seconds(before.ms()),
        slow == null
            ? "-"
            : seconds(TimeUnit.NANOSECONDS.toMillis(slow.ackedNanos - slow.firstSentNanos)));
  }

  /**
   * The platform's rate around a kill at {@code killNanos}: acknowledged moves per second over the
   * {@code seconds} before it, in each of the {@code seconds} one-second windows after it, and the
   * first window at 80 % or more of the rate before (issue 35's measure of a restart: "serving
   * moves at ≥ 80 % of its earlier rate").
   */
  String rateLine(long killNanos, int seconds) {
    long s = TimeUnit.SECONDS.toNanos(1);
    long before =
        moves.stream()
            .filter(m -> m.ackedNanos >= killNanos - seconds * s && m.ackedNanos < killNanos)
            .count();
    int[] after = new int[seconds];
    for (Move m : moves) {
      long since = m.ackedNanos - killNanos;
      if (since >= 0 && since < seconds * s) {
        after[(int) (since / s)]++;
      }
    }
    double rate = (double) before / seconds;
    int back = -1;
    for (int i = 0; i < seconds && back < 0; i++) {
      if (rate > 0 && after[i] >= 0.8 * rate) {
        back = i;
      }
    }
    StringBuilder each = new StringBuilder();
    for (int n : after) {
      each.append(each.length() == 0 ? "" : " ").append(n);
    }
    return String.format(
        "moves/s: %.1f over the %d s before the kill; in each second after it %s; at ≥ 80 %% of"
            + " the rate before %s",
        rate, seconds, each, back < 0 ? "in none of them" : "from +" + back + " s");
  }

  /** The longest pause after {@code killNanos} within {@code windowNanos}, in ms; -1 if none. */
  long longestAfterMs(long killNanos, long windowNanos) {
    Pause p = longest(killNanos, killNanos + windowNanos);
    return p == null ? -1 : p.ms();
  }

  private static String seconds(long ms) {
    return String.format("%.2f s", ms / 1000.0);
  }

  private static String signed(long nanos) {
    return String.format("%+.2f s", nanos / 1e9);
  }
}
