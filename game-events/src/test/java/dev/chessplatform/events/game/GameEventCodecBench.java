package dev.chessplatform.events.game;

import java.util.ArrayList;
import java.util.List;

/**
 * The writers' encoding of events, straight into one buffer ({@link GameEventCodec#encode}) against
 * the generic maps it replaced ({@link MapEncoding#encode}), in one run, alternating rounds, as a
 * ratio. The events are the approval samples, each kind as often as in a game (a move ten times as
 * often as the rest together):
 *
 * <pre>
 * ./mvnw -o -q -pl game-events test-compile exec:exec -Dexec.executable=java \
 *   -Dexec.classpathScope=test \
 *   "-Dexec.args=-cp %classpath dev.chessplatform.events.game.GameEventCodecBench 200000 10"
 * </pre>
 *
 * (events a round, rounds).
 */
public final class GameEventCodecBench {

  private GameEventCodecBench() {}

  public static void main(String[] args) {
    int count = args.length > 0 ? Integer.parseInt(args[0]) : 200_000;
    int rounds = args.length > 1 ? Integer.parseInt(args[1]) : 10;
    List<GameEventEnvelope> kinds = new ArrayList<>();
    long seq = 1;
    for (GameEvent e : EventSamples.ALL.values()) {
      int weight = e instanceof GameEvent.MovePlayed ? 10 * EventSamples.ALL.size() : 1;
      for (int i = 0; i < weight; i++) {
        kinds.add(EventSamples.envelope(e, seq++));
      }
    }
    GameEventEnvelope[] events = new GameEventEnvelope[count];
    for (int i = 0; i < count; i++) {
      events[i] = kinds.get(i % kinds.size());
    }
    double directBest = Double.MAX_VALUE;
    double byMapBest = Double.MAX_VALUE;
    long sink = 0;
    for (int round = 1; round <= rounds; round++) {
      long t0 = System.nanoTime();
      for (GameEventEnvelope e : events) {
        sink += MapEncoding.encode(e).length();
      }
      long t1 = System.nanoTime();
      for (GameEventEnvelope e : events) {
        sink += GameEventCodec.encode(e).length();
      }
      long t2 = System.nanoTime();
      double byMap = (t1 - t0) / (double) count;
      double direct = (t2 - t1) / (double) count;
      byMapBest = Math.min(byMapBest, byMap);
      directBest = Math.min(directBest, direct);
      System.out.printf(
          "round %2d: by map %7.1f ns/event, direct %7.1f ns/event%n", round, byMap, direct);
    }
    System.out.printf(
        "best: by map %.1f ns/event, direct %.1f ns/event, ratio %.2f (%d)%n",
        byMapBest, directBest, directBest / byMapBest, sink % 10);
  }
}
