package dev.chessplatform.game.application;

import dev.chessplatform.events.game.GameEventEnvelope;
import dev.chessplatform.game.domain.GameEvolver;
import dev.chessplatform.game.domain.GameState;
import dev.chessplatform.game.domain.RandomGames;
import java.util.List;

/**
 * The games projection's fold of whole games, move by move, through the one fold ({@code
 * GameEvolver}, which referees every move with chess-core) and {@link GameRecord#of}: a record
 * after every event (a live game, one event a poll) and a record after each game's last event (a
 * rebuild, a game's events in one poll), alternating rounds:
 *
 * <pre>
 * ./mvnw -o -q -pl game-service test-compile exec:exec -Dexec.executable=java \
 *   -Dexec.classpathScope=test \
 *   "-Dexec.args=-cp %classpath dev.chessplatform.game.application.GameRecordBench 200 80 10"
 * </pre>
 *
 * (games, plies a game, rounds).
 */
public final class GameRecordBench {

  private GameRecordBench() {}

  public static void main(String[] args) {
    int games = args.length > 0 ? Integer.parseInt(args[0]) : 200;
    int plies = args.length > 1 ? Integer.parseInt(args[1]) : 80;
    int rounds = args.length > 2 ? Integer.parseInt(args[2]) : 10;
    List<List<GameEventEnvelope>> all = RandomGames.played(games, plies, 1);
    int events = RandomGames.events(all);
    System.out.printf("%d games, %d events a round%n", games, events);
    double everyBest = Double.MAX_VALUE;
    double lastBest = Double.MAX_VALUE;
    for (int round = 1; round <= rounds; round++) {
      double every = fold(all, true, events);
      double last = fold(all, false, events);
      everyBest = Math.min(everyBest, every);
      lastBest = Math.min(lastBest, last);
      System.out.printf(
          "round %2d: a record every event %6.2f µs/event, a record a game %6.2f µs/event%n",
          round, every, last);
    }
    System.out.printf(
        "best: a record every event %.2f µs/event (%,.0f events/s), a record a game %.2f µs/event"
            + " (%,.0f events/s)%n",
        everyBest, 1e6 / everyBest, lastBest, 1e6 / lastBest);
  }

  private static double fold(List<List<GameEventEnvelope>> all, boolean everyEvent, int events) {
    long t0 = System.nanoTime();
    long check = 0;
    for (List<GameEventEnvelope> game : all) {
      GameState s = GameState.empty(game.get(0).gameId());
      GameRecord r = null;
      for (GameEventEnvelope e : game) {
        s = GameEvolver.apply(s, e.payload(), e.seq(), e.occurredAt());
        if (everyEvent) {
          r = GameRecord.of(s);
        }
      }
      if (!everyEvent) {
        r = GameRecord.of(s);
      }
      check += r.lastSeq();
    }
    if (check == 0) {
      throw new IllegalStateException("nothing folded");
    }
    return (System.nanoTime() - t0) / 1e3 / events;
  }
}
